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

export type ProductDisplayPrice = {
  /** What the customer pays now: the engine's base price. */
  currentCents: number;
  /** The regular price, struck through, only when promotional. */
  originalCents: number | null;
  /** Rounded percent for the '-{n}%' badge, only when 0 < promo < price. */
  discount: number | null;
};

/** The price a card or the modal shows: always the base the engine charges. */
export function productDisplayPrice(product: Pick<Product, 'price' | 'promo_price'>): ProductDisplayPrice {
  const discount = discountPercent(product.price, product.promo_price);
  return {
    currentCents: productBaseCents(product),
    originalCents: discount === null ? null : parsePositiveCents(product.price),
    discount,
  };
}
