// The storefront's own order endpoints, injected into the shared API by this remote (issue 15): placing an order,
// following it, and "pedir de novo". The shell and the other areas do not ship them.
import type { CreateOrderRequest, Order, ReorderResponse } from '@comanda/shared/domain';
import { deliveryQuoteEndpoint, savedAddressesEndpoint } from '@comanda/shared/endpoints';
import { baseApi } from '@comanda/shared/state';

const dataOf = (response: { data: Order }) => response.data;

export const storefrontOrdersApi = baseApi.injectEndpoints({
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
    deliveryQuote: deliveryQuoteEndpoint(build),
    /** The signed-in customer's addresses, offered at checkout and by the meal subscription. */
    storefrontSavedAddresses: savedAddressesEndpoint(build),
    trackOrder: build.query<Order, string>({
      query: (publicId) => `/orders/track/${encodeURIComponent(publicId)}`,
      transformResponse: dataOf,
      providesTags: (order) => (order ? [{ type: 'Order', id: order.id }, { type: 'Order', id: 'TRACK' }] : [{ type: 'Order', id: 'TRACK' }]),
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
  useStorefrontSavedAddressesQuery,
  useTrackOrderQuery,
  useReorderCustomerOrderMutation,
} = storefrontOrdersApi;
