import type { PlatformSettings, PlatformSettingsInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** /api/admin/settings: the platform's own settings; the server bumps the terms version when the texts change. */
export const platformSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['PlatformSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    platformSettings: build.query<PlatformSettings, void>({
      query: () => '/admin/settings',
      transformResponse: (response: { data: PlatformSettings }) => response.data,
      providesTags: ['PlatformSettings'],
    }),
    savePlatformSettings: build.mutation<PlatformSettings, PlatformSettingsInput>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      transformResponse: (response: { data: PlatformSettings }) => response.data,
      // The saved settings are the answer: no second request to read them back.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(platformSettingsApi.util.upsertQueryData('platformSettings', undefined, data));
      },
    }),
  }),
});

export const { usePlatformSettingsQuery, useSavePlatformSettingsMutation } = platformSettingsApi;
