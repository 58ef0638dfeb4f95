import { useMemo } from 'react';
import type { Notification } from '@comanda/shared/domain';
import { useAppSelector } from '../hooks';
import { selectNotificationsConnected } from './notifications-slice';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsInfiniteQuery,
  useUnreadNotificationsCountQuery,
} from './notifications-api';

/** Pages flattened in order; a live notification can push an item onto the next page, so ids are deduplicated. */
export function flattenNotificationPages(pages: ReadonlyArray<{ notifications: Notification[] }> | undefined): Notification[] {
  const seen = new Set<string>();
  const list: Notification[] = [];
  for (const page of pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
  }
  return list;
}

/** The signed-in user's notifications as the bell and the notifications page show them. */
export function useNotificationFeed() {
  const list = useNotificationsInfiniteQuery();
  const count = useUnreadNotificationsCountQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();
  const connected = useAppSelector(selectNotificationsConnected);
  const notifications = useMemo(() => flattenNotificationPages(list.data?.pages), [list.data]);
  const unreadCount = count.data?.count ?? notifications.filter((item) => !item.read).length;

  return {
    notifications,
    unreadCount,
    connected,
    isLoading: list.isLoading,
    isError: list.isError,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    isMarkingAll: markAll.isLoading,
    loadMore: () => void list.fetchNextPage(),
    markRead: (id: string) => void markRead(id),
    markAllRead: () => void markAllRead(),
    retry: () => {
      void list.refetch();
      void count.refetch();
    },
  };
}
