import { storeOrdersEndpoint } from '@comanda/shared/endpoints';
import { baseApi } from '@comanda/shared/state';

/** The alert's own read of the store's order list (its pending orders), so the store area owns `storeOrders`. */
export const pendingOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pendingStoreOrders: storeOrdersEndpoint(build),
  }),
});

export const { usePendingStoreOrdersQuery } = pendingOrdersApi;
