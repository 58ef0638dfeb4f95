import type { OrderReviewState, ReviewInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

const dataOf = (response: { data: OrderReviewState }) => response.data;

/** The review of the order behind a tracking link (GET/PUT /api/orders/track/{public_id}/review): the link is the key. */
export const trackingReviewApi = baseApi.enhanceEndpoints({ addTagTypes: ['TrackedOrderReview'] }).injectEndpoints({
  endpoints: (build) => ({
    trackedOrderReview: build.query<OrderReviewState, string>({
      // A guest with a stale token must still see the page: a 401 here is not a reason to leave it.
      query: (publicId) => ({ url: `/orders/track/${encodeURIComponent(publicId)}/review`, skipAuthRedirect: true }),
      transformResponse: dataOf,
      providesTags: (_state, _error, publicId) => [{ type: 'TrackedOrderReview', id: publicId }],
    }),
    submitTrackedOrderReview: build.mutation<OrderReviewState, { publicId: string; body: ReviewInput }>({
      query: ({ publicId, body }) => ({ url: `/orders/track/${encodeURIComponent(publicId)}/review`, method: 'PUT', body, skipAuthRedirect: true }),
      transformResponse: dataOf,
      invalidatesTags: (_state, _error, { publicId }) => [{ type: 'TrackedOrderReview', id: publicId }],
    }),
  }),
});

export const { useTrackedOrderReviewQuery, useSubmitTrackedOrderReviewMutation } = trackingReviewApi;
