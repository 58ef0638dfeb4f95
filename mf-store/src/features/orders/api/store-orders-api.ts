import type { Order, UpdateOrderStatusRequest } from '@comanda/shared/domain';
import { STORE_ORDER_ENDPOINTS, storeOrdersEndpoint } from '@comanda/shared/endpoints';
import { baseApi } from '@comanda/shared/state';

const dataOf = (response: { data: Order }) => response.data;

/**
 * The store area's own order endpoints (declared here so the store team ships them without the shell). The shell's
 * new-order alert reads the cached results of two of them by name (STORE_ORDER_ENDPOINTS).
 */
export const storeOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeOrders: storeOrdersEndpoint(build),
    [STORE_ORDER_ENDPOINTS.order]: build.query<Order, { storeId: number; orderId: number }>({
      query: ({ storeId, orderId }) => `/stores/${storeId}/orders/${orderId}`,
      transformResponse: dataOf,
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    [STORE_ORDER_ENDPOINTS.updateStatus]: build.mutation<Order, { storeId: number; orderId: number } & UpdateOrderStatusRequest>({
      query: ({ storeId, orderId, status, reason }) => ({
        url: `/stores/${storeId}/orders/${orderId}/status`,
        method: 'POST',
        body: { status, reason: reason ?? null },
      }),
      transformResponse: dataOf,
      invalidatesTags: (_result, _error, { storeId, orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: `STORE-${storeId}` },
      ],
    }),
  }),
});

export const { useStoreOrdersQuery, useStoreOrderQuery, useUpdateOrderStatusMutation } = storeOrdersApi;
