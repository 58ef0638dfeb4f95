import {
  formatBRL,
  MAX_ORDER_TOTAL_CENTS,
  minOrderNotReachedMessage,
  ORDER_MESSAGES,
  POS_SALE_MESSAGES,
  posDiscountCents,
  posDiscountRefusal,
  QUANTITY_MESSAGES,
  safeMultiply,
  tabServiceChargeCents,
  type PlacedAddress,
  type PosSaleInput,
  type StorePublic,
} from '@comanda/shared/domain';
import { fieldError, HttpError, validationError, type FieldErrors } from '../../lib/http-error';
import { chargeDelivery } from '../delivery-address/delivery-charge';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import type { OrderableProduct } from '../orders/orders.context';
import { priceOrderItems, type PricedItem } from '../orders/orders.pricing';

type OrderType = StorePublic['orderTypes'][number];

/** What a POS sale charges, from the store and catalog as they are now (an offline sale: at the prices it was charged). */
export type PosCharge = {
  items: PricedItem[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** A dine-in sale's (a table's tab): the store's percent of the items after the discount; 0 for any other sale. */
  serviceChargeCents: number;
  /** The percent it was charged at (null: none). */
  serviceChargePercent: number | null;
  totalCents: number;
  /** Charged − the server's price now, for a sale made offline (0 otherwise). */
  priceDifferenceCents: number;
  estimatedTime: string | null;
  deliveryZone: string | null;
  placed: PlacedAddress | null;
};

/** A sale made now: the store must offer the order type; every line is priced by the server (the client's prices are ignored). */
function priceSaleNow(store: StorePublic, products: Map<number, OrderableProduct>, input: PosSaleInput): { items: PricedItem[]; priceDifferenceCents: number } {
  if (!store.orderTypes.includes(input.order_type as OrderType)) throw fieldError('order_type', ORDER_MESSAGES.orderTypeUnavailable);
  return { items: priceOrderItems(products, store.businessType?.slug ?? null, input.items, store.quantityLimits), priceDifferenceCents: 0 };
}

/**
 * A sale made offline keeps what the customer was charged (the price rule of shared/domain/pos/sale.ts): every
 * product must still be one of the store's (deactivated or sold out since is fine: `products` holds them all) and
 * every line must say its charged unit price; the server's own price only measures the difference.
 */
function priceSaleMadeOffline(store: StorePublic, products: Map<number, OrderableProduct>, input: PosSaleInput): { items: PricedItem[]; priceDifferenceCents: number } {
  const errors: FieldErrors = {};
  input.items.forEach((item, index) => {
    if (!products.has(item.product_id)) errors[`items.${index}.product_id`] = [POS_SALE_MESSAGES.productGone];
    else if (item.charged_unit_price_cents == null) errors[`items.${index}.charged_unit_price_cents`] = [POS_SALE_MESSAGES.chargedPriceRequired];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const priced = priceOrderItems(products, store.businessType?.slug ?? null, input.items, store.quantityLimits);
  let difference = 0;
  const items = priced.map((item, index) => {
    const unitPriceCents = input.items[index]!.charged_unit_price_cents!;
    const totalCents = safeMultiply(unitPriceCents, item.quantity);
    if (totalCents === null || totalCents > MAX_ORDER_TOTAL_CENTS) throw fieldError('items', QUANTITY_MESSAGES.orderTotal());
    difference += totalCents - item.totalCents;
    return { ...item, unitPriceCents, totalCents };
  });
  return { items, priceDifferenceCents: difference };
}

/** An online sale whose total is not the one the screen showed is refused; the answer carries the new total. */
export function checkExpectedTotal(expectedCents: number | null | undefined, totalCents: number): void {
  if (expectedCents == null || expectedCents === totalCents) return;
  const message = POS_SALE_MESSAGES.totalChanged(formatBRL(totalCents));
  throw new HttpError(422, message, undefined, { message, errors: { expected_total_cents: [message] }, total_cents: totalCents });
}

/**
 * Everything a POS sale charges: its items (the online engine, or the charged prices of a sale made offline), the
 * discount (never above the items), delivery by the store's own rules (as online), a dine-in sale's service charge
 * (`serviceChargePercent`, the store's; 0 = none), refusals as 422s. Unlike an online order, a sale is not refused
 * because the store is closed or paused for online orders: the counter sells.
 */
export async function computePosCharge(
  placeAddress: DeliveryPlacer,
  store: StorePublic,
  products: Map<number, OrderableProduct>,
  input: PosSaleInput,
  now: Date,
  serviceChargePercent = 0,
): Promise<PosCharge> {
  const offline = input.sold_offline_at != null;
  const { items, priceDifferenceCents } = offline ? priceSaleMadeOffline(store, products, input) : priceSaleNow(store, products, input);
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const refusal = input.discount ? posDiscountRefusal(subtotalCents, input.discount) : null;
  if (refusal) throw fieldError('discount.value', refusal);
  const discountCents = posDiscountCents(subtotalCents, input.discount);

  const orderType = input.order_type as OrderType;
  const address = orderType === 'delivery' ? input.address! : null;
  const { quote, placed } = await chargeDelivery(placeAddress, { store, orderType, address, subtotalCents, discountCents, now });
  // The delivery area's minimum is a delivery rule; a sale at the counter has none.
  if (!offline && orderType === 'delivery' && !quote.minOrderReached) throw fieldError('items', minOrderNotReachedMessage(quote.minOrderCents));
  const percent = orderType === 'dine_in' && serviceChargePercent > 0 ? serviceChargePercent : null;
  const serviceChargeCents = tabServiceChargeCents(quote.subtotalCents, quote.discountCents, percent);
  const totalCents = quote.totalCents + serviceChargeCents;
  if (!Number.isSafeInteger(totalCents) || totalCents > MAX_ORDER_TOTAL_CENTS) throw fieldError('items', QUANTITY_MESSAGES.orderTotal());
  if (!offline) checkExpectedTotal(input.expected_total_cents, totalCents);
  return {
    items,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    serviceChargeCents,
    serviceChargePercent: percent,
    totalCents,
    priceDifferenceCents,
    estimatedTime: quote.delivery?.ok ? quote.delivery.estimatedTime : store.deliveryTime,
    deliveryZone: quote.delivery?.ok ? quote.delivery.zoneName : null,
    placed,
  };
}
