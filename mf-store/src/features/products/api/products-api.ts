import type { AdminCategory, AdminProduct, AdminProductPage, BulkPriceResult, ProductListQuery, UploadedImage } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CatalogProduct', 'CatalogCategory'] });
const LIST = { type: 'CatalogProduct' as const, id: 'LIST' };
const dataOf = (response: { data: AdminProduct }) => response.data;

export type ProductBody = Record<string, unknown>;

/** The store's products in the back office (`/stores/:storeId/catalog/products`, catalog.manage). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProductPage, { storeId: number } & Partial<ProductListQuery>>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/catalog/products`, params }),
      providesTags: [LIST],
    }),
    adminProduct: build.query<AdminProduct, { storeId: number; id: number }>({
      query: ({ storeId, id }) => `/stores/${storeId}/catalog/products/${id}`,
      transformResponse: dataOf,
      providesTags: (_r, _e, { id }) => [{ type: 'CatalogProduct', id }],
    }),
    /** The categories for the selects, and the store's own business type (a product's default). */
    productCategories: build.query<{ categories: AdminCategory[]; businessTypeSlug: string | null }, number>({
      query: (storeId) => `/stores/${storeId}/catalog/categories`,
      transformResponse: (response: { data: AdminCategory[]; meta: { business_type_slug: string | null } }) => ({
        categories: response.data,
        businessTypeSlug: response.meta.business_type_slug,
      }),
      providesTags: [{ type: 'CatalogCategory', id: 'LIST' }],
    }),
    saveProduct: build.mutation<AdminProduct, { storeId: number; id?: number; body: ProductBody }>({
      query: ({ storeId, id, body }) => ({ url: `/stores/${storeId}/catalog/products${id ? `/${id}` : ''}`, method: id ? 'PUT' : 'POST', body }),
      transformResponse: dataOf,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'CatalogCategory', id: 'LIST' }, ...(id ? [{ type: 'CatalogProduct' as const, id }] : [])],
    }),
    setProductAvailability: build.mutation<AdminProduct, { storeId: number; id: number; is_active?: boolean; sold_out_today?: boolean }>({
      query: ({ storeId, id, ...body }) => ({ url: `/stores/${storeId}/catalog/products/${id}/availability`, method: 'PATCH', body }),
      transformResponse: dataOf,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'CatalogProduct', id }],
    }),
    duplicateProduct: build.mutation<AdminProduct, { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/catalog/products/${id}/duplicate`, method: 'POST' }),
      transformResponse: dataOf,
      invalidatesTags: [LIST],
    }),
    deleteProduct: build.mutation<void, { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/catalog/products/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, { type: 'CatalogCategory', id: 'LIST' }],
    }),
    bulkPrice: build.mutation<BulkPriceResult, { storeId: number; category_id: number; percent: number }>({
      query: ({ storeId, ...body }) => ({ url: `/stores/${storeId}/catalog/products/bulk-price`, method: 'POST', body }),
      transformResponse: (response: { data: BulkPriceResult }) => response.data,
      invalidatesTags: [LIST],
    }),
    /** The image upload of the store area (`POST /stores/:storeId/images?kind=product`, raw bytes). */
    uploadProductImage: build.mutation<UploadedImage, { storeId: number; file: File }>({
      query: ({ storeId, file }) => ({
        url: `/stores/${storeId}/images`,
        method: 'POST',
        params: { kind: 'product' },
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      transformResponse: (response: UploadedImage | { data: UploadedImage }) => ('data' in response ? response.data : response),
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useProductCategoriesQuery,
  useSaveProductMutation,
  useSetProductAvailabilityMutation,
  useDuplicateProductMutation,
  useDeleteProductMutation,
  useBulkPriceMutation,
  useUploadProductImageMutation,
} = productsApi;
