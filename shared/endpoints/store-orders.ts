import type { OrderListQuery, OrderListResponse } from '@comanda/shared/domain';
import type { EndpointBuild } from './endpoint-builder';

export type StoreOrdersArgs = { storeId: number } & OrderListQuery;

/**
 * A store's order list. Tagged per store and per order, so the real-time events and status changes refresh every
 * list on screen, whichever area's endpoint holds it.
 */
export const storeOrdersEndpoint = <AreaTagType extends string>(build: EndpointBuild<AreaTagType>) =>
  build.query<OrderListResponse, StoreOrdersArgs>({
    query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/orders`, params }),
    providesTags: (result, _error, { storeId }) => [
      { type: 'Order', id: `STORE-${storeId}` },
      ...(result?.data ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
    ],
  });

/**
 * The store area's endpoints whose cached results the shell's new-order alert reads (an order that left 'pending'
 * here stops ringing): their names are an agreement between the shell and mf-store.
 */
export const STORE_ORDER_ENDPOINTS = { order: 'storeOrder', updateStatus: 'updateOrderStatus' } as const;
