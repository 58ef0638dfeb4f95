import type { CustomerReviews, OrderReviewState, ReviewInput } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** The customer area's review calls (GET /api/customer/reviews, GET/PUT /api/customer/orders/{id}/review). */
export const customerReviewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['CustomerReview'] }).injectEndpoints({
  endpoints: (build) => ({
    customerReviews: build.query<CustomerReviews, void>({
      query: () => '/customer/reviews',
      transformResponse: (response: { data: CustomerReviews }) => response.data,
      providesTags: [{ type: 'CustomerReview', id: 'LIST' }],
    }),
    customerOrderReview: build.query<OrderReviewState, number>({
      query: (orderId) => `/customer/orders/${orderId}/review`,
      transformResponse: (response: { data: OrderReviewState }) => response.data,
      providesTags: (_state, _error, orderId) => [{ type: 'CustomerReview', id: orderId }],
    }),
    submitCustomerOrderReview: build.mutation<OrderReviewState, { orderId: number; body: ReviewInput }>({
      query: ({ orderId, body }) => ({ url: `/customer/orders/${orderId}/review`, method: 'PUT', body }),
      transformResponse: (response: { data: OrderReviewState }) => response.data,
      invalidatesTags: (_state, _error, { orderId }) => [
        { type: 'CustomerReview', id: orderId },
        { type: 'CustomerReview', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCustomerReviewsQuery, useCustomerOrderReviewQuery, useSubmitCustomerOrderReviewMutation } = customerReviewsApi;
