import type { MealSubscription } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

type Data<T> = { data: T };
const one = (response: Data<MealSubscription>) => response.data;
const changed = (_r: unknown, _e: unknown, arg: { id: number }) => [
  { type: 'MealSubscription' as const, id: arg.id },
  { type: 'MealSubscription' as const, id: 'LIST' },
];

/** "Minhas assinaturas": GET/POST /api/customer/meal-subscriptions/… */
export const customerMealSubscriptionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['MealSubscription'] }).injectEndpoints({
  endpoints: (build) => ({
    myMealSubscriptions: build.query<MealSubscription[], void>({
      query: () => '/customer/meal-subscriptions',
      transformResponse: (response: Data<MealSubscription[]>) => response.data,
      providesTags: [{ type: 'MealSubscription', id: 'LIST' }],
    }),
    pauseMealSubscription: build.mutation<MealSubscription, { id: number; until: string | null }>({
      query: ({ id, until }) => ({ url: `/customer/meal-subscriptions/${id}/pause`, method: 'POST', body: { until } }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    resumeMealSubscription: build.mutation<MealSubscription, { id: number }>({
      query: ({ id }) => ({ url: `/customer/meal-subscriptions/${id}/resume`, method: 'POST' }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    skipMealDelivery: build.mutation<MealSubscription, { id: number; date: string }>({
      query: ({ id, date }) => ({ url: `/customer/meal-subscriptions/${id}/skip`, method: 'POST', body: { date } }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    unskipMealDelivery: build.mutation<MealSubscription, { id: number; date: string }>({
      query: ({ id, date }) => ({ url: `/customer/meal-subscriptions/${id}/skip/${date}`, method: 'DELETE' }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    cancelMealSubscription: build.mutation<MealSubscription, { id: number }>({
      query: ({ id }) => ({ url: `/customer/meal-subscriptions/${id}/cancel`, method: 'POST' }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useMyMealSubscriptionsQuery,
  usePauseMealSubscriptionMutation,
  useResumeMealSubscriptionMutation,
  useSkipMealDeliveryMutation,
  useUnskipMealDeliveryMutation,
  useCancelMealSubscriptionMutation,
} = customerMealSubscriptionsApi;
