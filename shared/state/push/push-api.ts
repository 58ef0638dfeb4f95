import type { NotificationPreferences, PushPublicKey } from '@comanda/shared/domain';
import { baseApi } from '../api/base-api';

const PREFERENCES = { type: 'NotificationPreferences', id: 'MINE' } as const;

/** Web Push and notification preferences (wire in shared/domain/customer/notification-preferences.ts). */
export const pushApi = baseApi.enhanceEndpoints({ addTagTypes: ['NotificationPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    pushPublicKey: build.query<string, void>({
      query: () => '/push/public-key',
      transformResponse: (response: { data: PushPublicKey }) => response.data.public_key,
    }),
    savePushSubscription: build.mutation<void, PushSubscriptionJSON>({
      query: (body) => ({ url: '/me/push-subscriptions', method: 'POST', body }),
    }),
    deletePushSubscription: build.mutation<void, string>({
      query: (endpoint) => ({ url: '/me/push-subscriptions', method: 'DELETE', body: { endpoint } }),
    }),
    notificationPreferences: build.query<NotificationPreferences, number>({
      // The argument is the user's id: one cache entry per account.
      query: () => '/me/notification-preferences',
      transformResponse: (response: { data: NotificationPreferences }) => response.data,
      providesTags: [PREFERENCES],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/me/notification-preferences', method: 'PUT', body }),
      transformResponse: (response: { data: NotificationPreferences }) => response.data,
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const { usePushPublicKeyQuery, useLazyPushPublicKeyQuery, useSavePushSubscriptionMutation, useDeletePushSubscriptionMutation, useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } =
  pushApi;
