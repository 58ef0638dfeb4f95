import type { CouponWrite, StoreCoupon } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type { StoreCoupon };

const LIST = { type: 'StoreCoupon', id: 'LIST' } as const;

export const couponsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StoreCoupon'] }).injectEndpoints({
  endpoints: (build) => ({
    storeCoupons: build.query<StoreCoupon[], number>({
      query: (storeId) => `/stores/${storeId}/coupons`,
      transformResponse: (response: { data: StoreCoupon[] }) => response.data,
      providesTags: (list) => [LIST, ...(list ?? []).map((c) => ({ type: 'StoreCoupon' as const, id: c.id }))],
    }),
    storeCoupon: build.query<StoreCoupon, { storeId: number; id: number }>({
      query: ({ storeId, id }) => `/stores/${storeId}/coupons/${id}`,
      transformResponse: (response: { data: StoreCoupon }) => response.data,
      providesTags: (_c, _e, { id }) => [{ type: 'StoreCoupon', id }],
    }),
    createCoupon: build.mutation<StoreCoupon, { storeId: number; body: CouponWrite }>({
      query: ({ storeId, body }) => ({ url: `/stores/${storeId}/coupons`, method: 'POST', body }),
      transformResponse: (response: { data: StoreCoupon }) => response.data,
      invalidatesTags: [LIST],
    }),
    updateCoupon: build.mutation<StoreCoupon, { storeId: number; id: number; body: CouponWrite }>({
      query: ({ storeId, id, body }) => ({ url: `/stores/${storeId}/coupons/${id}`, method: 'PUT', body }),
      transformResponse: (response: { data: StoreCoupon }) => response.data,
      invalidatesTags: (_c, _e, { id }) => [LIST, { type: 'StoreCoupon', id }],
    }),
    deleteCoupon: build.mutation<void, { storeId: number; id: number }>({
      query: ({ storeId, id }) => ({ url: `/stores/${storeId}/coupons/${id}`, method: 'DELETE' }),
      invalidatesTags: (_c, _e, { id }) => [LIST, { type: 'StoreCoupon', id }],
    }),
  }),
});

export const { useStoreCouponsQuery, useStoreCouponQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation } = couponsApi;
