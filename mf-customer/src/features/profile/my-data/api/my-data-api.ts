import { myDataFilename, storeDate, type DeleteAccountInput } from '@comanda/shared/domain';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from '@comanda/shared/state';

/** The export as the API sent it (pretty JSON) and the file name it suggested. */
export type MyDataFile = { text: string; filename: string };

const FILENAME = /filename="([^"]+)"/;

/**
 * "Meus dados" (LGPD): GET /api/me/data-export (a file) and DELETE /api/me. Wire types in
 * shared/domain/customer/my-data.ts. The export goes through the base API like every call, so it carries the session's
 * bearer token.
 */
export const myDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myDataExport: build.query<MyDataFile, void>({
      query: () => ({
        url: '/me/data-export',
        // The file as text (saved as it came); an error is still the API's JSON { message }.
        responseHandler: (response) => (response.ok ? response.text() : response.json()),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        // The base query passes fetchBaseQuery's meta through (its type does not say so).
        filename: FILENAME.exec((meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition') ?? '')?.[1] ?? myDataFilename(storeDate(new Date())),
      }),
      keepUnusedDataFor: 0,
    }),
    deleteAccount: build.mutation<void, DeleteAccountInput>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useLazyMyDataExportQuery, useDeleteAccountMutation } = myDataApi;
