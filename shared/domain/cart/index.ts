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
  hasPerCustomerLimit,
  minOrderMessage,
  validateCoupon,
} from './coupon';
export type { CouponError, CouponErrorCode, CouponRecord, CouponRedeemer } from './coupon';
export { complementCount, complementLabel, summarizeSelection } from './summary';
export { cartChangeMessage, repriceCart } from './reprice';
export type { CartChange } from './reprice';
