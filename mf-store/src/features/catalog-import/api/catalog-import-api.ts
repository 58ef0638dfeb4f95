import type { CatalogImportResult } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export const catalogImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The file as the body; dryRun answers what would change without writing. */
    importCatalog: build.mutation<CatalogImportResult, { storeId: number; file: Blob; dryRun: boolean }>({
      query: ({ storeId, file, dryRun }) => ({
        url: `/stores/${storeId}/catalog/import?dry_run=${dryRun ? 1 : 0}`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      transformResponse: (response: { data: CatalogImportResult }) => response.data,
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['Store']),
    }),
    /** The spreadsheet as a Blob (the export needs the bearer token, so not a plain link). */
    exportCatalog: build.mutation<Blob, { storeId: number; format: 'csv' | 'xlsx' }>({
      query: ({ storeId, format }) => ({ url: `/stores/${storeId}/catalog/export?format=${format}`, responseHandler: (response) => response.blob() }),
    }),
  }),
});

export const { useImportCatalogMutation, useExportCatalogMutation } = catalogImportApi;
