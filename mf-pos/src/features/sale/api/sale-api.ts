import type { PosCatalog, PosPaymentInput, PosSaleInput, PosSaleView } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosCatalog', 'PosSale', 'PosRegister'] });
const dataOf = <T,>(response: { data: T }) => response.data;

/** The sale screen's calls (`/stores/:storeId/pos/…`, pos.sell). Sales themselves go through the offline queue. */
export const saleApi = api.injectEndpoints({
  endpoints: (build) => ({
    posCatalog: build.query<PosCatalog, number>({
      query: (storeId) => `/stores/${storeId}/pos/catalog`,
      transformResponse: dataOf<PosCatalog>,
      providesTags: [{ type: 'PosCatalog', id: 'CURRENT' }],
    }),
    posSale: build.query<PosSaleView, { storeId: number; orderId: number }>({
      query: ({ storeId, orderId }) => `/stores/${storeId}/pos/sales/${orderId}`,
      transformResponse: dataOf<PosSaleView>,
      providesTags: (_r, _e, { orderId }) => [{ type: 'PosSale', id: orderId }],
    }),
    createPosSale: build.mutation<PosSaleView, { storeId: number; key: string; body: PosSaleInput }>({
      query: ({ storeId, key, body }) => ({ url: `/stores/${storeId}/pos/sales`, method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      transformResponse: dataOf<PosSaleView>,
      invalidatesTags: [{ type: 'PosRegister', id: 'CURRENT' }],
    }),
    addPosPayment: build.mutation<PosSaleView, { storeId: number; orderId: number; body: PosPaymentInput }>({
      query: ({ storeId, orderId, body }) => ({ url: `/stores/${storeId}/pos/sales/${orderId}/payments`, method: 'POST', body }),
      transformResponse: dataOf<PosSaleView>,
      invalidatesTags: (_r, _e, { orderId }) => [{ type: 'PosSale', id: orderId }, { type: 'PosRegister', id: 'CURRENT' }],
    }),
  }),
});

export const { usePosCatalogQuery, usePosSaleQuery, useCreatePosSaleMutation, useAddPosPaymentMutation } = saleApi;
