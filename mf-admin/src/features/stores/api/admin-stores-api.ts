import type { AdminStoreCreate, AdminStoreDetails, AdminStoreEdit, AdminStoreSummary, ProductLosingOptions, SlugAvailability } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';
import type { StoresListParams } from '../lib/list-params';

/** POST /admin/stores: the store opened and what happened to its owner (invited by e-mail, or an existing account). */
export type CreatedStore = { store: { id: number; name: string; slug: string }; message: string };

/** GET /admin/stores/:id/business-type-check (the API's StoreTypeChangeCheck): may the store become of type `to`? */
export type StoreTypeCheck = { allowed: boolean; from: string | null; to: string; products: ProductLosingOptions[] };

export type AdminStoresPage = { data: AdminStoreSummary[]; meta: { total: number; page: number; per_page: number } };

const LIST = { type: 'AdminStore', id: 'LIST' } as const;

/** /api/admin/stores: the platform's stores, one store's details, edit, suspend and reactivate. */
export const adminStoresApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminStore'] }).injectEndpoints({
  endpoints: (build) => ({
    adminStores: build.query<AdminStoresPage, StoresListParams>({
      query: (params) => ({ url: '/admin/stores', params }),
      providesTags: (page) => [LIST, ...(page?.data ?? []).map((store) => ({ type: 'AdminStore' as const, id: store.id }))],
    }),
    adminStore: build.query<AdminStoreDetails, number>({
      query: (id) => `/admin/stores/${id}`,
      transformResponse: (response: { data: AdminStoreDetails }) => response.data,
      providesTags: (_store, _error, id) => [{ type: 'AdminStore', id }],
    }),
    createAdminStore: build.mutation<CreatedStore, AdminStoreCreate>({
      query: (body) => ({ url: '/admin/stores', method: 'POST', body }),
      transformResponse: (response: { data: CreatedStore }) => response.data,
      invalidatesTags: [LIST],
    }),
    /** The sign-up's check of a store address (/loja/{slug}): free, or why not with a suggestion. */
    adminSlugAvailability: build.query<SlugAvailability, string>({
      query: (slug) => ({ url: '/store-signup/slug', params: { slug } }),
      transformResponse: (response: { data: SlugAvailability }) => response.data,
      keepUnusedDataFor: 10,
    }),
    updateAdminStore: build.mutation<{ id: number }, { id: number; body: AdminStoreEdit }>({
      query: ({ id, body }) => ({ url: `/admin/stores/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: { id: number } }) => response.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'AdminStore', id }],
    }),
    storeTypeCheck: build.query<StoreTypeCheck, { id: number; to: string }>({
      query: ({ id, to }) => ({ url: `/admin/stores/${id}/business-type-check`, params: { to } }),
      transformResponse: (response: { data: StoreTypeCheck }) => response.data,
      keepUnusedDataFor: 0,
    }),
    changeStoreType: build.mutation<StoreTypeCheck, { id: number; business_type: string }>({
      query: ({ id, business_type }) => ({ url: `/admin/stores/${id}/business-type`, method: 'PUT', body: { business_type } }),
      transformResponse: (response: { data: StoreTypeCheck }) => response.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'AdminStore', id }],
    }),
    suspendStore: build.mutation<{ id: number }, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/stores/${id}/suspend`, method: 'POST', body: { reason } }),
      transformResponse: (response: { data: { id: number } }) => response.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'AdminStore', id }],
    }),
    reactivateStore: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/admin/stores/${id}/reactivate`, method: 'POST' }),
      transformResponse: (response: { data: { id: number } }) => response.data,
      invalidatesTags: (_r, _e, id) => [LIST, { type: 'AdminStore', id }],
    }),
  }),
});

export const { useAdminStoresQuery, useAdminStoreQuery, useCreateAdminStoreMutation, useAdminSlugAvailabilityQuery, useUpdateAdminStoreMutation, useStoreTypeCheckQuery, useChangeStoreTypeMutation, useSuspendStoreMutation, useReactivateStoreMutation } = adminStoresApi;
