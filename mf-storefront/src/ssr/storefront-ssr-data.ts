import { type AppDispatch } from '@comanda/shared/state';
import { catalogApi } from '../api/catalog-api';
import { storefrontReviewsApi } from '../features/storefront/api/reviews-api';
import { isStorefrontSsrData, type StorefrontSsrData } from './storefront-ssr-state';

export type { StorefrontSsrData };

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
