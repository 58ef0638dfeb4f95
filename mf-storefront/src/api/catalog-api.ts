// The storefront's catalog endpoints (the store, its categories and products, a coupon check), injected into the
// shared API by this remote (issue 15): no other area reads them.
import type { Category, CouponType, Product, StorePublic } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type CouponValidation = {
  valid: boolean;
  coupon: { code: string; type: CouponType; value: number };
  /** Reais off the items; 0 for a free-delivery coupon (type 'free_delivery': the checkout waives the fee). */
  discount: number;
};

/** Spec section 7: list endpoints answer `{data: [...]}` or a bare array; anything else is an empty list. */
export function listFrom<T>(response: unknown): T[] {
  if (Array.isArray(response)) return response as T[];
  if (response && typeof response === 'object' && Array.isArray((response as { data?: unknown }).data)) {
    return (response as { data: T[] }).data;
  }
  return [];
}

function storeFrom(response: unknown): StorePublic | null {
  if (!response || typeof response !== 'object') return null;
  const data = 'data' in response ? (response as { data?: unknown }).data : response;
  return data && typeof data === 'object' && 'id' in data ? (data as StorePublic) : null;
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    store: build.query<StorePublic | null, string>({
      query: (slug) => `/stores/${encodeURIComponent(slug)}`,
      transformResponse: storeFrom,
      providesTags: (_result, _error, slug) => [{ type: 'Store', id: slug }],
    }),
    storeCategories: build.query<Category[], string>({
      query: (slug) => `/stores/${encodeURIComponent(slug)}/categories`,
      transformResponse: (response: unknown) => listFrom<Category>(response),
    }),
    storeProducts: build.query<Product[], { slug: string; branchId?: number }>({
      query: ({ slug, branchId }) => ({
        url: `/stores/${encodeURIComponent(slug)}/products`,
        params: branchId ? { branch_id: branchId } : undefined,
      }),
      transformResponse: (response: unknown) => listFrom<Product>(response),
    }),
    validateCoupon: build.mutation<CouponValidation, { slug: string; code: string; subtotal: number }>({
      query: ({ slug, code, subtotal }) => ({
        url: `/stores/${encodeURIComponent(slug)}/coupons/validate`,
        method: 'POST',
        body: { code, subtotal },
      }),
    }),
  }),
});

export const { useStoreQuery, useStoreCategoriesQuery, useStoreProductsQuery, useValidateCouponMutation } = catalogApi;
