import { parseCents, parsePositiveCents } from './option';
import type { Product, WirePrice } from './product';

/** Spec §9: promo_price when above 0, otherwise price (centavos; unparsable prices count as 0). */
export function productBaseCents(product: Pick<Product, 'price' | 'promo_price'>): number {
  const promo = parsePositiveCents(product.promo_price);
  return promo > 0 ? promo : parsePositiveCents(product.price);
}

/**
 * Spec §5: the rounded percent reduction, only when 0 < promo < price; else null.
 * Both arguments in the same unit (wire reais, strings accepted, or centavos).
 */
export function discountPercent(price: WirePrice, promo: WirePrice): number | null {
  const full = parseCents(price);
  const reduced = parseCents(promo);
  if (full === null || reduced === null || reduced <= 0 || reduced >= full) return null;
  return Math.round(((full - reduced) / full) * 100);
}
