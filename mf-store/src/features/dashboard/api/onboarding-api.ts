import type { OnboardingStep } from '@comanda/shared/domain';
import { baseApi } from '@comanda/shared/state';

export type StoreOnboarding = { published_at: string | null; steps: OnboardingStep[]; can_publish: boolean; blocked_by: string | null };

/**
 * The setup checklist of a new store and its publication (owner and managers). The checklist is tagged as a Store
 * fact: saving the profile or the settings (which invalidate 'Store') and the catalog (product list) mark it stale.
 */
export const onboardingApi = baseApi.enhanceEndpoints({ addTagTypes: ['CatalogProduct'] }).injectEndpoints({
  endpoints: (build) => ({
    storeOnboarding: build.query<StoreOnboarding, number>({
      query: (storeId) => `/stores/${storeId}/onboarding`,
      transformResponse: (response: { data: StoreOnboarding }) => response.data,
      providesTags: (_result, _error, storeId) => [{ type: 'Store', id: `onboarding-${storeId}` }, { type: 'CatalogProduct', id: 'LIST' }],
    }),
    publishStore: build.mutation<StoreOnboarding, number>({
      query: (storeId) => ({ url: `/stores/${storeId}/publish`, method: 'POST' }),
      transformResponse: (response: { data: StoreOnboarding }) => response.data,
      // The store is public now: its checklist and everything cached about the store (profile, storefront data).
      invalidatesTags: ['Store'],
    }),
  }),
});

export const { useStoreOnboardingQuery, usePublishStoreMutation } = onboardingApi;
