import type { PlatformReport, ReportGroup } from '@comanda/shared/domain';
import { apiBaseUrl, baseApi, readStoredToken, toApiError } from '@comanda/shared/state';

export type ReportParams = { from: string; to: string; group: ReportGroup };

/** GET /api/admin/reports: one row per group over the period, with totals. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    platformReport: build.query<PlatformReport, ReportParams>({
      query: (params) => ({ url: '/admin/reports', params }),
      transformResponse: (response: { data: PlatformReport }) => response.data,
    }),
  }),
});

export const { usePlatformReportQuery } = reportsApi;

/**
 * GET /api/admin/reports/export as a file the browser saves (CSV for the Brazilian Excel, or XLSX). A spreadsheet is
 * binary: it is fetched here rather than kept in the Redux store.
 */
export async function downloadReport(params: ReportParams, format: 'csv' | 'xlsx'): Promise<void> {
  const query = new URLSearchParams({ ...params, format });
  const token = readStoredToken();
  const response = await fetch(`${apiBaseUrl()}/admin/reports/export?${query}`, {
    headers: { Accept: '*/*', 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw toApiError({ status: response.status, data: body }, 'Não foi possível exportar o relatório.');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `relatorio-${params.group}-${params.from}-a-${params.to}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}
