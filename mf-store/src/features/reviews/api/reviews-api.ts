import type { StoreReview, StoreReviewListQuery, StoreReviewListResponse } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type { StoreReview, StoreReviewListResponse };
export type StoreReviewsArgs = { storeId: number } & StoreReviewListQuery;

const LIST = { type: 'StoreReview', id: 'LIST' } as const;
const dataOf = (response: { data: StoreReview }) => response.data;

/** /store/delivery/reviews: the store's reviews (its branches' too), the public reply and the abuse report. */
export const storeReviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StoreReview'] }).injectEndpoints({
  endpoints: (build) => ({
    storeReviews: build.query<StoreReviewListResponse, StoreReviewsArgs>({
      query: ({ storeId, ...params }) => ({ url: `/stores/${storeId}/reviews`, params }),
      providesTags: [LIST],
    }),
    replyToReview: build.mutation<StoreReview, { storeId: number; reviewId: number; reply: string }>({
      query: ({ storeId, reviewId, reply }) => ({ url: `/stores/${storeId}/reviews/${reviewId}/reply`, method: 'POST', body: { reply } }),
      transformResponse: dataOf,
      invalidatesTags: [LIST],
    }),
    reportReview: build.mutation<StoreReview, { storeId: number; reviewId: number; reason: string }>({
      query: ({ storeId, reviewId, reason }) => ({ url: `/stores/${storeId}/reviews/${reviewId}/report`, method: 'POST', body: { reason } }),
      transformResponse: dataOf,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useStoreReviewsQuery, useReplyToReviewMutation, useReportReviewMutation } = storeReviewsApi;
