import type { MealProductionList, MealSubscriptionStatus, StoreMealSubscriber } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

/** The store's marmita subscribers and its production list (GET /api/stores/{id}/meal-subscriptions[/production]). */
export const storeMealSubscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeMealSubscribers: build.query<StoreMealSubscriber[], { storeId: number; status: MealSubscriptionStatus | null }>({
      query: ({ storeId, status }) => ({ url: `/stores/${storeId}/meal-subscriptions`, params: status ? { status } : {} }),
      transformResponse: (response: { data: StoreMealSubscriber[] }) => response.data,
    }),
    mealProduction: build.query<MealProductionList, { storeId: number; date: string | null }>({
      query: ({ storeId, date }) => ({ url: `/stores/${storeId}/meal-subscriptions/production`, params: date ? { date } : {} }),
      transformResponse: (response: { data: MealProductionList }) => response.data,
    }),
  }),
});

export const { useStoreMealSubscribersQuery, useMealProductionQuery } = storeMealSubscriptionsApi;
