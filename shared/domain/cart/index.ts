export type { Cart, CartCoupon, CartItem, CartTotals, CouponType, NewCartItem } from './types';
export {
  addToCart,
  applyCoupon,
  cartItemCount,
  cartSubtotalCents,
  cartTotals,
  clearCart,
  emptyCart,
  removeCoupon,
  removeItem,
  updateQuantity,
} from './cart';
export { cartLineKey } from './line-key';
export {
  COUPON_MESSAGES,
  COUPON_NOT_FOUND_MESSAGE,
  cartCouponFromRecord,
  couponDiscountCents,
  couponInstant,
  couponOrderTypeError,
  FREE_DELIVERY_ORDER_TYPE_MESSAGE,
  isFreeDeliveryCoupon,
  hasPerCustomerLimit,
  minOrderMessage,
  needsSignedInCustomer,
  validateCoupon,
} from './coupon';
export type { CouponError, CouponErrorCode, CouponRecord, CouponRedeemer } from './coupon';
export { complementCount, complementLabel, summarizeSelection } from './summary';
export { repriceCart } from './reprice';
export { cartChangeMessage } from './cart-change';
export type { CartChange } from './cart-change';
export { COUPON_FORM_MESSAGES, COUPON_TYPE_LABELS, COUPON_TYPES, couponDateInput, couponWriteSchema } from './coupon-schema';
export type { CouponWrite, StoreCoupon } from './coupon-schema';
export { REORDER_PARAM } from './reorder';
