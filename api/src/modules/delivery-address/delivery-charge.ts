import { checkoutQuote, DELIVERY_REFUSAL_FIELDS, deliveryRulesOf, type CheckoutQuote, type OrderType, type PlacedAddress, type StorePublic, type TypedDeliveryAddress } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';
import type { DeliveryPlacer, PlacementOptions } from './delivery-placer';

export type DeliveryChargeInput = {
  store: StorePublic;
  orderType: OrderType;
  /** Required for delivery; ignored otherwise. */
  address: TypedDeliveryAddress | null;
  subtotalCents: number;
  discountCents: number;
  /** A free-delivery coupon is applied (the fee is waived). */
  freeDelivery?: boolean;
  /** The instant priced (surcharges by time window): the app's clock. */
  now: Date;
  /** How the address is placed (the back office's simulation takes the street, district, city and state from the CEP). */
  placement?: PlacementOptions;
};

/**
 * The totals of an order (or a delivery quote): the address placed by the server, then the checkout's
 * own `checkoutQuote` at `now`. POST /orders, POST /delivery-quote, the POS and the zone editor's simulation all call
 * this; a refusal is a 422 on its `address.*` field.
 */
export async function chargeDelivery(placer: DeliveryPlacer, input: DeliveryChargeInput): Promise<{ quote: CheckoutQuote; placed: PlacedAddress | null }> {
  let placed: PlacedAddress | null = null;
  if (input.orderType === 'delivery') {
    const result = await placer(input.address!, input.now, input.placement);
    if (!result.ok) throw fieldError(DELIVERY_REFUSAL_FIELDS[result.reason], result.message);
    placed = result.address;
  }
  const quote = checkoutQuote({
    rules: deliveryRulesOf(input.store),
    orderType: input.orderType,
    address: placed ?? { district: null, city: null, state: null, location: null },
    subtotalCents: input.subtotalCents,
    discountCents: input.discountCents,
    freeDelivery: input.freeDelivery,
    at: input.now,
  });
  if (quote.delivery && !quote.delivery.ok) throw fieldError(DELIVERY_REFUSAL_FIELDS[quote.delivery.reason], quote.delivery.message);
  return { quote, placed };
}
