import type { DashboardResponse } from '@comanda/shared/domain';
import { baseApi, storeSummaryTag } from '@comanda/shared/state';

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
