import type { DeliveryStats, DeliveryStatsPreset } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** A preset counted by the API from the store's today, or custom dates. */
export type DeliveryStatsArgs = { storeId: number; period: DeliveryStatsPreset; from?: string; to?: string };

export const deliveryStatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deliveryStats: build.query<DeliveryStats, DeliveryStatsArgs>({
      query: ({ storeId, period, from, to }) => ({
        url: `/stores/${storeId}/delivery/stats`,
        params: period === 'custom' ? { period, from, to } : { period },
      }),
      transformResponse: (response: { data: DeliveryStats }) => response.data,
    }),
  }),
});

export const { useDeliveryStatsQuery } = deliveryStatsApi;
