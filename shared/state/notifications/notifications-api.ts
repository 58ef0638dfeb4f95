import type { MarkAllReadResponse, Notification, NotificationListResponse, UnreadCountResponse } from '@comanda/shared/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { notificationCall } from './token-refresh';

type Page = NotificationListResponse;

const LIST_TAG = { type: 'Notification', id: 'LIST' } as const;
const COUNT_TAG = { type: 'Notification', id: 'COUNT' } as const;

/** Every notification call goes through `notificationCall` (401 → refresh → retry, never /login). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/notifications, one page per fetch; "Carregar mais" fetches the next until the last page. */
    notifications: build.infiniteQuery<Page, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.current_page < lastPage.last_page ? lastPage.current_page + 1 : undefined),
      },
      queryFn: async ({ pageParam }, api, _extra, baseQuery) => {
        const result = await notificationCall({ url: '/notifications', params: { page: pageParam } }, api, baseQuery);
        return result.error ? { error: result.error } : { data: result.data as Page };
      },
      providesTags: [LIST_TAG],
    }),
    unreadNotificationsCount: build.query<UnreadCountResponse, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await notificationCall('/notifications/unread-count', api, baseQuery);
        return result.error ? { error: result.error } : { data: result.data as UnreadCountResponse };
      },
      providesTags: [COUNT_TAG],
    }),
    markNotificationRead: build.mutation<Notification, string>({
      queryFn: async (id, api, _extra, baseQuery) => {
        const result = await notificationCall({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }, api, baseQuery);
        return result.error ? { error: result.error as FetchBaseQueryError } : { data: (result.data as { data: Notification }).data };
      },
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        let wasUnread = false;
        const list = dispatch(
          notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const item of page.notifications) {
                if (item.id !== id || item.read) continue;
                wasUnread = true;
                item.read = true;
                item.read_at = readAt;
              }
            }
          }),
        );
        const count = wasUnread ? dispatch(notificationsApi.util.updateQueryData('unreadNotificationsCount', undefined, (draft) => void (draft.count = Math.max(0, draft.count - 1)))) : null;
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.updateQueryData('notifications', undefined, (draft) => replaceNotification(draft.pages, data)));
        } catch {
          list.undo();
          count?.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<MarkAllReadResponse, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await notificationCall({ url: '/notifications/mark-all-read', method: 'POST' }, api, baseQuery);
        return result.error ? { error: result.error } : { data: result.data as MarkAllReadResponse };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const list = dispatch(
          notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
            for (const page of draft.pages) {
              page.unread_count = 0;
              for (const item of page.notifications) {
                if (item.read) continue;
                item.read = true;
                item.read_at = readAt;
              }
            }
          }),
        );
        const count = dispatch(notificationsApi.util.updateQueryData('unreadNotificationsCount', undefined, (draft) => void (draft.count = 0)));
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          count.undo();
        }
      },
    }),
  }),
});

function replaceNotification(pages: Page[], updated: Notification): void {
  for (const page of pages) {
    const index = page.notifications.findIndex((item) => item.id === updated.id);
    if (index >= 0) page.notifications[index] = updated;
  }
}

export const {
  useNotificationsInfiniteQuery,
  useUnreadNotificationsCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
