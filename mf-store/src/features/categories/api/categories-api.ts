import type { AdminCategory, CategoryWrite } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CatalogCategory', 'CatalogProduct'] });
const LIST = { type: 'CatalogCategory' as const, id: 'LIST' };

/** The store's categories in the back office (`/stores/:storeId/catalog/categories`, catalog.manage). */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<AdminCategory[], number>({
      query: (storeId) => `/stores/${storeId}/catalog/categories`,
      transformResponse: (response: { data: AdminCategory[] }) => response.data,
      providesTags: [LIST],
    }),
    createCategory: build.mutation<AdminCategory, { storeId: number; body: CategoryWrite }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/catalog/categories`, method: 'POST', body }),
      transformResponse: (response: { data: AdminCategory }) => response.data,
      invalidatesTags: [LIST],
    }),
    updateCategory: build.mutation<AdminCategory, { storeId: number; id: number; body: CategoryWrite }>({
      query: ({ storeId, id, body }) => ({ url: `/stores/${storeId}/catalog/categories/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: AdminCategory }) => response.data,
      invalidatesTags: [LIST, { type: 'CatalogProduct', id: 'LIST' }],
    }),
    deleteCategory: build.mutation<void, { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/catalog/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    reorderCategories: build.mutation<AdminCategory[], { storeId: number; ids: number[] }>({
      query: ({ storeId, ids }) => ({ url: `/stores/${storeId}/catalog/categories/order`, method: 'PUT', body: { ids } }),
      transformResponse: (response: { data: AdminCategory[] }) => response.data,
      // The list is updated at once (optimistically) so a dragged row does not jump back while the call runs.
      async onQueryStarted({ storeId, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          categoriesApi.util.updateQueryData('adminCategories', storeId, (draft) => {
            draft.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useAdminCategoriesQuery, useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation, useReorderCategoriesMutation } = categoriesApi;
