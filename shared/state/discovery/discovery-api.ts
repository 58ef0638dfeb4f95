import { discoveryQueryString, type DiscoveryQuery, type DiscoveryResponse, type FavoriteStore } from '@comanda/shared/domain';
import { baseApi } from '../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['FavoriteStore'] });

/** Store discovery (public) and the signed-in customer's favourite stores. */
export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/stores/discover: a guest's stale token must not leave the page, hence skipAuthRedirect. */
    discoverStores: build.query<DiscoveryResponse, Partial<DiscoveryQuery>>({
      query: (query) => ({ url: `/stores/discover${discoveryQueryString(query)}`, skipAuthRedirect: true }),
      keepUnusedDataFor: 120,
    }),
    /** The argument is the user's id: one cache entry per account, so another login never sees them. */
    favoriteStores: build.query<FavoriteStore[], number>({
      query: () => ({ url: '/customer/favorites', skipAuthRedirect: true }),
      transformResponse: (response: { data?: unknown }) => (Array.isArray(response.data) ? (response.data as FavoriteStore[]) : []),
      providesTags: [{ type: 'FavoriteStore', id: 'LIST' }],
    }),
    setFavoriteStore: build.mutation<void, { storeId: number; favorite: boolean }>({
      query: ({ storeId, favorite }) => ({ url: `/customer/favorites/${storeId}`, method: favorite ? 'PUT' : 'DELETE' }),
      invalidatesTags: [{ type: 'FavoriteStore', id: 'LIST' }],
    }),
  }),
});

export const { useDiscoverStoresQuery, useFavoriteStoresQuery, useSetFavoriteStoreMutation } = discoveryApi;
