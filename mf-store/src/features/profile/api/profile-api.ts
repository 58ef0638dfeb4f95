import type { ImageKind, StoreProfile, StoreProfileInput, UploadedImage } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeProfile: build.query<StoreProfile, number>({
      query: (storeId) => `/stores/${storeId}/profile`,
      transformResponse: (response: { data: StoreProfile }) => response.data,
      providesTags: (_result, _error, storeId) => [{ type: 'Store', id: `profile-${storeId}` }],
    }),
    updateStoreProfile: build.mutation<StoreProfile, { storeId: number; profile: StoreProfileInput }>({
      query: ({ storeId, profile }) => ({ url: `/stores/${storeId}/profile`, method: 'PUT', body: profile }),
      transformResponse: (response: { data: StoreProfile }) => response.data,
      invalidatesTags: (_result, _error, { storeId }) => [{ type: 'Store', id: `profile-${storeId}` }, 'Store'],
    }),
    /** The raw file as the body: the API reads its type from the bytes. */
    uploadStoreImage: build.mutation<UploadedImage, { storeId: number; kind: ImageKind; file: Blob }>({
      query: ({ storeId, kind, file }) => ({
        url: `/stores/${storeId}/images?kind=${kind}`,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
      }),
    }),
  }),
});

export const { useStoreProfileQuery, useUpdateStoreProfileMutation, useUploadStoreImageMutation } = profileApi;
