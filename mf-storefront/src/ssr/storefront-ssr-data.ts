import type { Category, Product, PublicReviewSummary, StorePublic } from '@comanda/shared/domain';
import { type AppDispatch } from '@comanda/shared/state';
import { catalogApi } from '../api/catalog-api';
import { storefrontReviewsApi } from '../features/storefront/api/reviews-api';

/** What a server-rendered /loja/{slug} was rendered with: the same public data as the storefront's calls. */
export type StorefrontSsrData = {
  slug: string;
  store: StorePublic;
  categories: Category[];
  products: Product[];
  /** The rating under the store's name and the latest reviews (absent in a page rendered before reviews existed). */
  reviews?: PublicReviewSummary;
};

function isStorefrontSsrData(value: unknown): value is StorefrontSsrData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Partial<StorefrontSsrData>;
  return typeof data.slug === 'string' && typeof data.store === 'object' && data.store !== null && Array.isArray(data.categories) && Array.isArray(data.products);
}

/**
 * Puts the data into the RTK Query cache under the keys the storefront's hooks read, so neither the server render
 * nor the hydrating client issues the store, categories, products and reviews requests.
 */
export function primeStorefrontCache(dispatch: AppDispatch, data: StorefrontSsrData): void {
  dispatch(
    catalogApi.util.upsertQueryEntries([
      { endpointName: 'store', arg: data.slug, value: data.store },
      { endpointName: 'storeCategories', arg: data.slug, value: data.categories },
      { endpointName: 'storeProducts', arg: { slug: data.slug }, value: data.products },
    ]),
  );
  if (data.reviews) dispatch(storefrontReviewsApi.util.upsertQueryEntries([{ endpointName: 'storefrontReviewSummary', arg: data.slug, value: data.reviews }]));
}

/** The client side: the shell hands over the page's serialised state before hydrating; false = not ours. */
export function hydrateServerState(dispatch: AppDispatch, state: unknown): boolean {
  if (!isStorefrontSsrData(state)) return false;
  primeStorefrontCache(dispatch, state);
  return true;
}
