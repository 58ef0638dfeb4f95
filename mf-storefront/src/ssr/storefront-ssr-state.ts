import type { Category, Product, PublicReviewSummary, StorePublic } from '@comanda/shared/domain';

/** What a server-rendered /loja/{slug} was rendered with: the same public data as the storefront's calls. */
export type StorefrontSsrData = {
  slug: string;
  store: StorePublic;
  categories: Category[];
  products: Product[];
  /** The rating under the store's name and the latest reviews (absent in a page rendered before reviews existed). */
  reviews?: PublicReviewSummary;
};

export function isStorefrontSsrData(value: unknown): value is StorefrontSsrData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Partial<StorefrontSsrData>;
  return typeof data.slug === 'string' && typeof data.store === 'object' && data.store !== null && Array.isArray(data.categories) && Array.isArray(data.products);
}
