import type { DashboardPeriod, PosReport } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** GET /stores/:storeId/pos/reports (pos.sell): the period's figures by channel, method, operator and station. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    posReport: build.query<PosReport, { storeId: number; period: DashboardPeriod }>({
      query: ({ storeId, period }) => ({ url: `/stores/${storeId}/pos/reports`, params: period }),
      transformResponse: (response: { data: PosReport }) => response.data,
    }),
  }),
});

export const { usePosReportQuery } = reportsApi;
