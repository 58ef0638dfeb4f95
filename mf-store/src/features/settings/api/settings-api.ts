import type { PauseOrdersInput, StoreSettings, StoreSettingsInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type ActivityEntry = {
  id: number;
  actor: { id: number | null; name: string | null } | null;
  entity: string;
  entityId: string | null;
  action: string;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  createdAt: string;
};

export type ActivityPage = { data: ActivityEntry[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StoreSettings', 'Activity'] });

/** The settings screen's calls (store area only, injected here rather than in shared/state). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    storeSettings: build.query<StoreSettings, number>({
      query: (storeId) => `/stores/${storeId}/settings`,
      transformResponse: (response: { data: StoreSettings }) => response.data,
      providesTags: ['StoreSettings'],
    }),
    saveStoreSettings: build.mutation<StoreSettings, { storeId: number; body: StoreSettingsInput }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/settings`, method: 'PUT', body }),
      transformResponse: (response: { data: StoreSettings }) => response.data,
      invalidatesTags: ['StoreSettings', 'Activity', 'Store'],
    }),
    pauseOrders: build.mutation<StoreSettings, { storeId: number; body: PauseOrdersInput }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/settings/pause`, method: 'POST', body }),
      transformResponse: (response: { data: StoreSettings }) => response.data,
      invalidatesTags: ['StoreSettings', 'Activity', 'Store'],
    }),
    resumeOrders: build.mutation<StoreSettings, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/settings/pause`, method: 'DELETE' }),
      transformResponse: (response: { data: StoreSettings }) => response.data,
      invalidatesTags: ['StoreSettings', 'Activity', 'Store'],
    }),
    storeActivity: build.query<ActivityPage, { storeId: number; page: number; entity: string | null }>({
      query: ({ storeId, page, entity }) => ({ url: `/stores/${storeId}/activity`, params: entity ? { page, entity } : { page } }),
      providesTags: ['Activity'],
    }),
  }),
});

export const { useStoreSettingsQuery, useSaveStoreSettingsMutation, usePauseOrdersMutation, useResumeOrdersMutation, useStoreActivityQuery } = settingsApi;
