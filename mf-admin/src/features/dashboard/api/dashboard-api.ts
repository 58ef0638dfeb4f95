import type { PlatformDashboard } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** GET /api/admin/dashboard: the platform's stores by status, orders and GMV per day, churn risk. */
export const platformDashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    platformDashboard: build.query<PlatformDashboard, void>({
      query: () => '/admin/dashboard',
      transformResponse: (response: { data: PlatformDashboard }) => response.data,
    }),
  }),
});

export const { usePlatformDashboardQuery } = platformDashboardApi;
