import type {
  CreateOrderRequest,
  CustomerOrderListQuery,
  CustomerOrderListResponse,
  CustomerOrderStore,
  CustomerOrderStoresResponse,
  DeliveryQuoteResponse,
  Order,
  OrderListQuery,
  OrderListResponse,
  ReorderResponse,
} from '@comanda/shared/domain';
import { baseApi } from '../api/base-api';

const dataOf = (response: { data: Order }) => response.data;

/** 'Order' tags: LIST per store / customer, and one per order id; the realtime bridge invalidates them on reconnect. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, { slug: string; idempotencyKey: string; body: CreateOrderRequest }>({
      query: ({ slug, idempotencyKey, body }) => ({
        url: `/stores/${encodeURIComponent(slug)}/orders`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
        // A guest with a stale token must still be able to order: a 401 here is not a reason to leave the checkout.
        skipAuthRedirect: true,
      }),
      transformResponse: dataOf,
      // A signed-in customer's delivery address is kept by the server: the next checkout offers it.
      invalidatesTags: [{ type: 'Order', id: 'CUSTOMER' }, { type: 'SavedAddress', id: 'LIST' }],
    }),
    /** What delivering to an address costs, placed and priced by the server (the order is charged the same). */
    deliveryQuote: build.query<DeliveryQuoteResponse, { slug: string; address: Record<string, unknown>; subtotal: number }>({
      query: ({ slug, address, subtotal }) => ({ url: `/stores/${encodeURIComponent(slug)}/delivery-quote`, method: 'POST', body: { address, subtotal }, skipAuthRedirect: true }),
      transformResponse: (response: { data: DeliveryQuoteResponse }) => response.data,
      keepUnusedDataFor: 300,
    }),
    trackOrder: build.query<Order, string>({
      query: (publicId) => `/orders/track/${encodeURIComponent(publicId)}`,
      transformResponse: dataOf,
      providesTags: (order) => (order ? [{ type: 'Order', id: order.id }, { type: 'Order', id: 'TRACK' }] : [{ type: 'Order', id: 'TRACK' }]),
    }),
    /** The store's order list: the store area's screens and the shell's new-order alert (pending orders). */
    storeOrders: build.query<OrderListResponse, { storeId: number } & OrderListQuery>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/orders`, params }),
      providesTags: (result, _error, { storeId }) => [
        { type: 'Order', id: `STORE-${storeId}` },
        ...(result?.data ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
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
    /** "Pedir de novo": the order's items as cart lines priced today by the server, and what changed since. */
    reorderCustomerOrder: build.mutation<ReorderResponse['data'], { orderId: number }>({
      query: ({ orderId }) => ({ url: `/customer/orders/${orderId}/reorder`, method: 'POST' }),
      transformResponse: (response: ReorderResponse) => response.data,
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useDeliveryQuoteQuery,
  useLazyDeliveryQuoteQuery,
  useTrackOrderQuery,
  useStoreOrdersQuery,
  useCustomerOrdersQuery,
  useCustomerOrderQuery,
  useCustomerOrderStoresQuery,
  useCancelCustomerOrderMutation,
  useReorderCustomerOrderMutation,
} = ordersApi;
