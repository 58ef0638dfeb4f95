import type { Product } from '../catalog/product';
import type { NormalizedProductOptions, ProductSelection } from '../catalog/registry';
import { priceResolvedSelection, type SelectionError } from '../catalog/resolve-selection';
import { safeMultiply } from '../orders/quantity-limits';

/**
 * What one delivery costs. Decision: each delivery is a normal order, so it is charged like one — the shared
 * engine's price of the chosen options (today's, promotions included) times the quantity, plus that day's
 * delivery fee, paid on delivery. The product's `subscription_price` is, per the spec, a price *per month*
 * the store advertises with the plan; it is shown to the customer as the store's reference, never charged,
 * because nothing is collected in advance (no monthly billing exists for customers).
 */
export type MealDeliveryPrice =
  | { ok: true; selection: ProductSelection | null; unitCents: number; itemsCents: number }
  | { ok: false; errors: SelectionError[] };

export function mealDeliveryPrice(product: Product, selection: unknown, quantity: number, options?: NormalizedProductOptions | null): MealDeliveryPrice {
  const priced = priceResolvedSelection(product, selection, options === undefined ? {} : { options });
  if (!priced.ok) return priced;
  const itemsCents = safeMultiply(priced.price.unitTotalCents, quantity);
  if (itemsCents === null) return { ok: false, errors: [{ path: '', message: 'Valor inválido' }] };
  return { ok: true, selection: priced.selection, unitCents: priced.price.unitTotalCents, itemsCents };
}

/** The monthly estimate shown in the summary: the per-delivery price times the deliveries of the next 30 days. */
export const monthlyEstimateCents = (perDeliveryCents: number, deliveries: number): number => perDeliveryCents * deliveries;
