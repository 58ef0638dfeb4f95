import type { DashboardResponse } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';
import { storeSummaryTag } from '../../../realtime/use-live-orders';

export type DashboardArgs = { storeId: number; from: string; to: string };

/** Refetched by useLiveOrders (storeSummaryTag) a moment after orders arrive or change status. */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeDashboard: build.query<DashboardResponse, DashboardArgs>({
      query: ({ storeId, from, to }) => ({ url: `/stores/${storeId}/dashboard`, params: { from, to } }),
      transformResponse: (response: { data: DashboardResponse }) => response.data,
      providesTags: (_result, _error, { storeId }) => [storeSummaryTag(storeId)],
    }),
  }),
});

export const { useStoreDashboardQuery } = dashboardApi;
