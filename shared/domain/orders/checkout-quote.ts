import { FREE_DELIVERY_ORDER_TYPE_MESSAGE } from '../cart/coupon';
import { minOrderNotReachedMessage, quoteDelivery, type DeliveryAddressInput, type DeliveryQuote, type DeliveryRules } from './delivery';
import type { OrderType } from './order-types';
import { orderTotals, type OrderTotals } from './totals';

export type CheckoutQuoteInput = {
  rules: DeliveryRules;
  orderType: OrderType | null;
  /** The delivery address as far as it is known (district typed or filled from the CEP, coordinates from the geocoder). */
  address: DeliveryAddressInput;
  /** Items subtotal, centavos (the cart's lines at their engine prices). */
  subtotalCents: number;
  /** Coupon discount on the items, centavos. */
  discountCents: number;
  /** A free-delivery coupon is applied: the delivery fee is waived (and pickup/dine-in are refused). */
  freeDelivery?: boolean;
  /** The instant the order is priced at (surcharges by time window): the server's clock, or the browser's for a preview. */
  at: Date;
  /**
   * The server's answer for the address (POST /delivery-quote), which places it itself; null while it is
   * not known yet (pending). Absent: computed here from `address` (tests, previews).
   */
  delivery?: DeliveryQuote | null;
};

/**
 * - `not_applicable`: pickup or dine-in (no fee);
 * - `pending`: delivery without a district nor coordinates yet (the fee is not known);
 * - `ok`: fee known; `refused`: outside every delivery rule (the quote's message says why).
 */
export type CheckoutDeliveryStatus = 'not_applicable' | 'pending' | 'ok' | 'refused';

export type CheckoutQuote = OrderTotals & {
  delivery: DeliveryQuote | null;
  deliveryStatus: CheckoutDeliveryStatus;
  /** The minimum that applies (the delivery zone's or band's, else the store's), centavos. */
  minOrderCents: number;
  minOrderReached: boolean;
  /** Why the order cannot be placed as it is (outside the area, minimum not reached); null when it can. */
  blockingMessage: string | null;
  /** True when the total includes everything the server will charge (the fee is known). */
  complete: boolean;
  /** The delivery fee a free-delivery coupon waived, centavos (0 without one); `deliveryFeeCents` is then 0. */
  waivedDeliveryFeeCents: number;
};

function hasAddress(address: DeliveryAddressInput): boolean {
  return (address.district ?? '').trim() !== '' || address.location !== null;
}

/**
 * What the checkout shows and sends as `expected_total`, with the same rules the API charges:
 * items subtotal − coupon + the delivery fee of `quoteDelivery` (free above the store's threshold of
 * the items subtotal). The minimum order is compared with the items subtotal, before the coupon and
 * without the fee ('sem a taxa de entrega'), for every order type.
 */
export function checkoutQuote({ rules, orderType, address, subtotalCents, discountCents, freeDelivery = false, delivery: known, at }: CheckoutQuoteInput): CheckoutQuote {
  const isDelivery = orderType === 'delivery';
  const pending = isDelivery && (known === undefined ? !hasAddress(address) : known === null);
  const delivery = isDelivery && !pending ? (known ?? quoteDelivery(rules, address, subtotalCents, at)) : null;
  const deliveryStatus: CheckoutDeliveryStatus = !isDelivery ? 'not_applicable' : pending ? 'pending' : delivery?.ok ? 'ok' : 'refused';
  const quotedFeeCents = delivery?.ok ? delivery.feeCents : 0;
  const waivedDeliveryFeeCents = freeDelivery ? quotedFeeCents : 0;
  const totals = orderTotals({ subtotalCents, discountCents, deliveryFeeCents: quotedFeeCents - waivedDeliveryFeeCents });
  const minOrderCents = delivery?.ok ? delivery.minOrderCents : rules.minOrderCents;
  const minOrderReached = subtotalCents >= minOrderCents;
  const couponRefusal = freeDelivery && orderType !== null && !isDelivery ? FREE_DELIVERY_ORDER_TYPE_MESSAGE : null;
  const refusal = couponRefusal ?? (delivery && !delivery.ok ? delivery.message : null);
  return {
    ...totals,
    delivery,
    deliveryStatus,
    minOrderCents,
    minOrderReached,
    blockingMessage: refusal ?? (minOrderReached ? null : minOrderNotReachedMessage(minOrderCents)),
    complete: deliveryStatus === 'ok' || deliveryStatus === 'not_applicable',
    waivedDeliveryFeeCents,
  };
}
