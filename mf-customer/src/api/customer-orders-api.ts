// The customer area's order endpoints, injected into the shared API by this remote (issue 15): the customer's own
// orders, the stores they ordered from, one order, and cancelling it.
import type { CustomerOrderListQuery, CustomerOrderListResponse, CustomerOrderStore, CustomerOrderStoresResponse, Order } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const dataOf = (response: { data: Order }) => response.data;

export const customerOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's own orders (scope, status, store and dates filters), each row with its store. */
    customerOrders: build.query<CustomerOrderListResponse, CustomerOrderListQuery>({
      query: (params) => ({ url: '/customer/orders', params }),
      providesTags: (result) => [{ type: 'Order', id: 'CUSTOMER' }, ...(result?.data ?? []).map((order) => ({ type: 'Order' as const, id: order.id }))],
    }),
    /** The stores the customer ordered from, the latest first (the history's store filter, "pedir de novo"). */
    customerOrderStores: build.query<CustomerOrderStore[], void>({
      query: () => '/customer/orders/stores',
      transformResponse: (response: CustomerOrderStoresResponse) => response.data,
      providesTags: [{ type: 'Order', id: 'CUSTOMER' }],
    }),
    customerOrder: build.query<Order, number>({
      query: (orderId) => `/customer/orders/${orderId}`,
      transformResponse: dataOf,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** The customer cancels their order while the store has not accepted it (else a 422 on `status`). */
    cancelCustomerOrder: build.mutation<Order, { orderId: number; reason?: string | null }>({
      query: ({ orderId, reason }) => ({ url: `/customer/orders/${orderId}/cancel`, method: 'POST', body: reason ? { reason } : {} }),
      transformResponse: dataOf,
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }, { type: 'Order', id: 'CUSTOMER' }],
    }),
  }),
});

export const { useCustomerOrdersQuery, useCustomerOrderQuery, useCustomerOrderStoresQuery, useCancelCustomerOrderMutation } = customerOrdersApi;
