import type { MealSubscription } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** The storefront's "Assinar": POST /api/customer/meal-subscriptions (the customer area lists and changes them). */
export const storefrontMealSubscriptionApi = baseApi.enhanceEndpoints({ addTagTypes: ['MealSubscription'] }).injectEndpoints({
  endpoints: (build) => ({
    subscribeMeal: build.mutation<MealSubscription, Record<string, unknown>>({
      query: (body) => ({ url: '/customer/meal-subscriptions', method: 'POST', body }),
      transformResponse: (response: { data: MealSubscription }) => response.data,
      invalidatesTags: [{ type: 'MealSubscription', id: 'LIST' }],
    }),
  }),
});

export const { useSubscribeMealMutation } = storefrontMealSubscriptionApi;
