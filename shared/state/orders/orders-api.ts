import type { DeliveryQuoteResponse, OrderListQuery, OrderListResponse } from '@comanda/shared/domain';
import { baseApi } from '../api/base-api';

/**
 * The order endpoints more than one area uses: the delivery quote (storefront checkout, POS) and the store's order
 * list (the store area and the shell's new-order alert). Each area injects its own (mf-storefront/src/api,
 * mf-customer/src/api). 'Order' tags: per store / customer, and one per order id; the realtime bridge invalidates them.
 */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What delivering to an address costs, placed and priced by the server (the order is charged the same). */
    deliveryQuote: build.query<DeliveryQuoteResponse, { slug: string; address: Record<string, unknown>; subtotal: number }>({
      query: ({ slug, address, subtotal }) => ({ url: `/stores/${encodeURIComponent(slug)}/delivery-quote`, method: 'POST', body: { address, subtotal }, skipAuthRedirect: true }),
      transformResponse: (response: { data: DeliveryQuoteResponse }) => response.data,
      keepUnusedDataFor: 300,
    }),
    /** The store's order list: the store area's screens and the shell's new-order alert (pending orders). */
    storeOrders: build.query<OrderListResponse, { storeId: number } & OrderListQuery>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/orders`, params }),
      providesTags: (result, _error, { storeId }) => [
        { type: 'Order', id: `STORE-${storeId}` },
        ...(result?.data ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
  }),
});

export const { useDeliveryQuoteQuery, useLazyDeliveryQuoteQuery, useStoreOrdersQuery } = ordersApi;
