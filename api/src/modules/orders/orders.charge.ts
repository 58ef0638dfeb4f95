import {
  cartCouponFromRecord,
  changeDue,
  COUPON_NOT_FOUND_MESSAGE,
  couponDiscountCents,
  couponOrderTypeError,
  formatBRL,
  hasPerCustomerLimit,
  isFreeDeliveryCoupon,
  MAX_ORDER_TOTAL_CENTS,
  minOrderNotReachedMessage,
  ORDER_MESSAGES,
  QUANTITY_MESSAGES,
  reaisToCents,
  validateCoupon,
  type CreateOrderInput,
  type PlacedAddress,
  type ScheduleSlot,
  type StorePublic,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/http-error';
import { couponRedeemer, findCoupon, toCouponRecord } from '../coupons/coupons.service';
import { chargeDelivery } from '../delivery-address/delivery-charge';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import type { OrderableProduct } from './orders.context';
import { priceOrderItems, type PricedItem } from './orders.pricing';
import { scheduledSlotOf } from './orders.schedule';

type OrderType = StorePublic['orderTypes'][number];
type PaymentMethod = StorePublic['paymentMethods'][number];

export type Charge = {
  items: PricedItem[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** The fee a free-delivery coupon waived. */
  deliveryFeeWaivedCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  /** The coupon counts this customer's uses (the write enforces per_customer_limit). */
  couponPerCustomer: boolean;
  changeForCents: number | null;
  estimatedTime: string | null;
  deliveryZone: string | null;
  /** The delivery address as the server placed it; null for pickup and dine-in. */
  placed: PlacedAddress | null;
  /** "Agendar para": the slot checked against the store's (null = for now). */
  scheduledSlot: ScheduleSlot | null;
};

export type AppliedCoupon = Pick<Charge, 'discountCents' | 'couponId' | 'couponCode' | 'couponPerCustomer'> & { freeDelivery: boolean };

const NO_COUPON: AppliedCoupon = { discountCents: 0, couponId: null, couponCode: null, couponPerCustomer: false, freeDelivery: false };

/** A scheduled order (`scheduled`) may be placed while the store is closed: its slot was checked against the hours. */
function checkStoreTakesOrder(store: StorePublic, orderType: OrderType, method: PaymentMethod, scheduled: boolean): void {
  if (store.ordersPaused) throw new HttpError(422, store.ordersPaused.text, { store: [store.ordersPaused.text] });
  if (!store.isOpen && !scheduled) throw new HttpError(422, ORDER_MESSAGES.storeClosed, { store: [ORDER_MESSAGES.storeClosed] });
  if (!store.orderTypes.includes(orderType)) throw fieldError('order_type', ORDER_MESSAGES.orderTypeUnavailable);
  if (!store.paymentMethods.includes(method)) throw fieldError('payment.method', ORDER_MESSAGES.paymentUnavailable);
}

/** The coupon the customer typed (the store's or its parent's), checked against this cart and customer; NO_COUPON without a code. */
export async function applyCoupon(
  db: Db,
  store: StorePublic,
  code: string | null | undefined,
  cart: { subtotalCents: number; orderType: OrderType; now: Date; userId: number | null },
): Promise<AppliedCoupon> {
  const typed = code?.trim();
  if (!typed) return NO_COUPON;
  const row = await findCoupon(db, store.parent ? [store.id, store.parent.id] : [store.id], typed);
  if (!row) throw fieldError('coupon_code', COUPON_NOT_FOUND_MESSAGE);
  const record = toCouponRecord(row);
  const error = validateCoupon(record, { subtotalCents: cart.subtotalCents, now: cart.now, redeemer: await couponRedeemer(db, row, cart.userId) });
  if (error) throw fieldError('coupon_code', error.message);
  const coupon = cartCouponFromRecord(record);
  const typeError = couponOrderTypeError(coupon, cart.orderType);
  if (typeError) throw fieldError('coupon_code', typeError);
  return {
    discountCents: couponDiscountCents(coupon, cart.subtotalCents),
    couponId: row.id,
    couponCode: row.code,
    couponPerCustomer: hasPerCustomerLimit(record),
    freeDelivery: isFreeDeliveryCoupon(coupon),
  };
}

/** The cash the customer will pay with, in cents; null unless paying cash and asking for change. */
function changeForCents(payment: CreateOrderInput['payment'], totalCents: number): number | null {
  if (payment.method !== 'cash' || payment.change_for == null || payment.change_for <= 0) return null;
  const cents = reaisToCents(payment.change_for);
  const change = changeDue(totalCents, cents);
  if (!change.ok) throw fieldError('payment.change_for', change.message);
  return cents;
}

/** Refuses the order when the total the customer saw is not the one charged now; the answer carries the new total. */
function checkExpectedTotal(expectedTotal: CreateOrderInput['expected_total'], totalCents: number): void {
  if (expectedTotal == null || reaisToCents(expectedTotal) === totalCents) return;
  const message = ORDER_MESSAGES.totalChanged(formatBRL(totalCents));
  throw new HttpError(422, message, undefined, { message, errors: { expected_total: [message] }, total: totalCents / 100 });
}

/** Everything the server charges, computed from the store and catalog as they are now; refusals are 422s. */
export async function computeCharge(
  db: Db,
  placeAddress: DeliveryPlacer,
  store: StorePublic,
  products: Map<number, OrderableProduct>,
  input: CreateOrderInput,
  now: Date,
  userId: number | null,
): Promise<Charge> {
  const orderType = input.order_type as OrderType;
  const scheduledSlot = scheduledSlotOf(store, input, now);
  checkStoreTakesOrder(store, orderType, input.payment.method as PaymentMethod, scheduledSlot !== null);

  const items = priceOrderItems(products, store.businessType?.slug ?? null, input.items, store.quantityLimits);
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const coupon = await applyCoupon(db, store, input.coupon_code, { subtotalCents, orderType, now, userId });

  // The checkout's own quote on the address as the server places it: the same code answers POST /delivery-quote.
  const address = orderType === 'delivery' ? input.address! : null;
  const { discountCents, freeDelivery } = coupon;
  const { quote, placed } = await chargeDelivery(placeAddress, { store, orderType, address, subtotalCents, discountCents, freeDelivery, now });
  if (!quote.minOrderReached) throw fieldError('items', minOrderNotReachedMessage(quote.minOrderCents));
  const totals = { subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, deliveryFeeCents: quote.deliveryFeeCents, deliveryFeeWaivedCents: quote.waivedDeliveryFeeCents, totalCents: quote.totalCents };
  if (!Number.isSafeInteger(totals.totalCents) || totals.totalCents > MAX_ORDER_TOTAL_CENTS) throw fieldError('items', QUANTITY_MESSAGES.orderTotal());

  const change = changeForCents(input.payment, totals.totalCents);
  checkExpectedTotal(input.expected_total, totals.totalCents);
  return {
    items,
    ...totals,
    couponId: coupon.couponId,
    couponCode: coupon.couponCode,
    couponPerCustomer: coupon.couponPerCustomer,
    changeForCents: change,
    estimatedTime: quote.delivery?.ok ? quote.delivery.estimatedTime : store.deliveryTime,
    deliveryZone: quote.delivery?.ok ? quote.delivery.zoneName : null,
    placed,
    scheduledSlot,
  };
}
