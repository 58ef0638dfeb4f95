import type { Order, UpdateOrderStatusRequest } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const dataOf = (response: { data: Order }) => response.data;

/**
 * The store area's own order endpoints (declared here so the store team ships them without the shell).
 * The store's order list stays in shared/state: the shell's new-order alert reads it too.
 * Endpoint names are read by the alert (`storeOrder`, `updateOrderStatus` in shared/state/orders/acknowledged).
 */
export const storeOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeOrder: build.query<Order, { storeId: number; orderId: number }>({
      query: ({ storeId, orderId }) => `/stores/${storeId}/orders/${orderId}`,
      transformResponse: dataOf,
      providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    updateOrderStatus: build.mutation<Order, { storeId: number; orderId: number } & UpdateOrderStatusRequest>({
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

export const { useStoreOrderQuery, useUpdateOrderStatusMutation } = storeOrdersApi;
