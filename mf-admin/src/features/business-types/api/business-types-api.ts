import type { AdminBusinessType, AdminBusinessTypeDetails, BusinessTypeWrite } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const LIST = { type: 'AdminBusinessType', id: 'LIST' } as const;
/** The public list (sign-up, filters) changes with them. */
const PUBLIC = 'BusinessType' as const;

/** /api/admin/business-types: list, details (options read-only), create and edit; no delete (a type is deactivated). */
export const businessTypesApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminBusinessType', 'AdminStore'] }).injectEndpoints({
  endpoints: (build) => ({
    adminBusinessTypes: build.query<AdminBusinessType[], void>({
      query: () => '/admin/business-types',
      transformResponse: (response: { data: AdminBusinessType[] }) => response.data,
      providesTags: [LIST],
    }),
    adminBusinessType: build.query<AdminBusinessTypeDetails, number>({
      query: (id) => `/admin/business-types/${id}`,
      transformResponse: (response: { data: AdminBusinessTypeDetails }) => response.data,
      providesTags: (_t, _e, id) => [{ type: 'AdminBusinessType', id }],
    }),
    createBusinessType: build.mutation<AdminBusinessTypeDetails, BusinessTypeWrite>({
      query: (body) => ({ url: '/admin/business-types', method: 'POST', body }),
      transformResponse: (response: { data: AdminBusinessTypeDetails }) => response.data,
      invalidatesTags: [LIST, PUBLIC],
    }),
    updateBusinessType: build.mutation<AdminBusinessTypeDetails, { id: number; body: BusinessTypeWrite }>({
      query: ({ id, body }) => ({ url: `/admin/business-types/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: AdminBusinessTypeDetails }) => response.data,
      invalidatesTags: (_t, _e, { id }) => [LIST, PUBLIC, { type: 'AdminBusinessType', id }, { type: 'AdminStore', id: 'LIST' }],
    }),
  }),
});

export const { useAdminBusinessTypesQuery, useAdminBusinessTypeQuery, useCreateBusinessTypeMutation, useUpdateBusinessTypeMutation } = businessTypesApi;
