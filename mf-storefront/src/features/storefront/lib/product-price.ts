import { discountPercent, type Product } from '@comanda/shared/domain';
import { centsOrNull } from './money';

export type CardPrice = {
  /** What the customer pays now. */
  currentCents: number;
  /** The struck-through regular price, only when promotional. */
  originalCents: number | null;
  /** Rounded percent for the '-{n}%' badge, only when 0 < promo < price. */
  discount: number | null;
};

export function cardPrice(product: Pick<Product, 'price' | 'promo_price'>): CardPrice {
  const price = centsOrNull(product.price) ?? 0;
  const promo = centsOrNull(product.promo_price);
  const discount = promo === null ? null : discountPercent(price, promo);
  if (promo !== null && discount !== null) return { currentCents: promo, originalCents: price, discount };
  return { currentCents: price, originalCents: null, discount: null };
}
