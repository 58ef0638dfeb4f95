/**
 * What a POS station sells from (issue 11): the store's orderable catalog with what the sale screen needs of the
 * store. The station keeps it (IndexedDB) to keep selling offline; `fetched_at` says how old its copy is.
 */
import type { CatalogProduct, Category } from '../store/types';
import type { QuantityLimits } from '../orders/quantity-limits';
import type { OrderType } from '../orders/order-types';

export type PosCatalogStore = {
  id: number;
  name: string;
  slug: string;
  business_type_slug: string | null;
  order_types: OrderType[];
  quantity_limits: QuantityLimits;
  /** For the PIX QR shown at the counter (static code with the sale's amount); null when the store has no key. */
  pix_key: string | null;
  city: string | null;
};

export type PosCatalog = { store: PosCatalogStore; categories: Category[]; products: CatalogProduct[]; fetched_at: string };

/** A product's code at the counter: typed + Enter on the sale screen. Today the product's number in the catalog. */
export const posProductCode = (product: { id: number }): string => String(product.id);

/** The products whose code is `typed` (exact), then whose name contains it (accents and case ignored). */
export function findPosProducts<T extends { id: number; name: string }>(products: readonly T[], typed: string): T[] {
  const query = fold(typed.trim());
  if (query === '') return [...products];
  const byCode = products.filter((p) => posProductCode(p) === query);
  if (byCode.length > 0) return byCode;
  return products.filter((p) => fold(p.name).includes(query));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
