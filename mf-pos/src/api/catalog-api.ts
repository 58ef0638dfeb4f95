import type { PosCatalog } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosCatalog'] });
const dataOf = <T,>(response: { data: T }) => response.data;

/** The catalog a station sells from (`/stores/:storeId/pos/catalog`, pos.sell): the sale screen's and the tables'. Read it through usePosCatalog (kept on the station for offline use). */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    posCatalog: build.query<PosCatalog, number>({
      query: (storeId) => `/stores/${storeId}/pos/catalog`,
      transformResponse: dataOf<PosCatalog>,
      providesTags: [{ type: 'PosCatalog', id: 'CURRENT' }],
    }),
  }),
});

export const { usePosCatalogQuery } = catalogApi;
