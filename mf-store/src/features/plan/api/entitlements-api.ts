import type { StoreEntitlements } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/**
 * What the store's plan allows now and how much of it is used (any staff member). The usage changes when products,
 * branches or employees are added or removed: the entitlements carry those lists' tags, so the screens that change
 * them refresh the locks and the banner without knowing about plans.
 */
export const entitlementsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StoreEntitlements', 'CatalogProduct', 'StoreBranch', 'Employee'] }).injectEndpoints({
  endpoints: (build) => ({
    storeEntitlements: build.query<StoreEntitlements | null, number>({
      query: (storeId) => `/stores/${storeId}/entitlements`,
      transformResponse: (response: { data: StoreEntitlements | null }) => response.data,
      providesTags: (_result, _error, storeId) => [
        { type: 'StoreEntitlements', id: storeId },
        { type: 'CatalogProduct', id: 'LIST' },
        { type: 'StoreBranch', id: 'LIST' },
        'Employee',
      ],
    }),
  }),
});

export const { useStoreEntitlementsQuery } = entitlementsApi;
