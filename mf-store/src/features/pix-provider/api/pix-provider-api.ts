import type { PixProviderResponse } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type SavePixProviderBody = {
  base_url: string;
  client_id: string;
  /** Blank keeps the saved secret. */
  client_secret: string;
  pix_key: string;
  webhook_secret: string;
  expiry_minutes: number;
};

export const pixProviderApi = baseApi.enhanceEndpoints({ addTagTypes: ['PixProvider'] }).injectEndpoints({
  endpoints: (build) => ({
    pixProvider: build.query<PixProviderResponse, number>({
      query: (storeId) => `/stores/${storeId}/pix-provider`,
      providesTags: ['PixProvider'],
    }),
    savePixProvider: build.mutation<PixProviderResponse, { storeId: number; body: SavePixProviderBody }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/pix-provider`, method: 'PUT', body }),
      invalidatesTags: ['PixProvider'],
    }),
    removePixProvider: build.mutation<void, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/pix-provider`, method: 'DELETE' }),
      invalidatesTags: ['PixProvider'],
    }),
  }),
});

export const { usePixProviderQuery, useSavePixProviderMutation, useRemovePixProviderMutation } = pixProviderApi;
