import type { PosCustomerMatch, PosPaymentInput, PosSaleInput, PosSaleView } from '@comanda/shared/domain';
import { deliveryQuoteEndpoint } from '@comanda/shared/endpoints';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PosSale', 'PosRegister'] });
const dataOf = <T,>(response: { data: T }) => response.data;

/** The sale screen's calls (`/stores/:storeId/pos/…`, pos.sell; the catalog is in api/catalog-api). Sales themselves go through the offline queue. */
export const saleApi = api.injectEndpoints({
  endpoints: (build) => ({
    posCustomers: build.query<PosCustomerMatch[], { storeId: number; phone: string }>({
      query: ({ storeId, phone }) => ({ url: `/stores/${storeId}/pos/customers`, params: { phone } }),
      transformResponse: dataOf<PosCustomerMatch[]>,
    }),
    /** What the store charges to deliver to the customer's address (a delivery sale). */
    posDeliveryQuote: deliveryQuoteEndpoint(build),
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

export const { usePosCustomersQuery, usePosDeliveryQuoteQuery, usePosSaleQuery, useCreatePosSaleMutation, useAddPosPaymentMutation } = saleApi;
