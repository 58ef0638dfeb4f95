import { toNotification, type Notification } from '@comanda/shared/domain';
import type { AppDispatch } from '../store';
import { notificationsApi } from './notifications-api';

/** Window event of the shell's real-time bridge: `detail` is the user channel's notification payload. */
export const NEW_NOTIFICATION_EVENT = 'new-notification';

/**
 * Spec section 4: a new notification goes to the top of the (cached) first page and increments the
 * unread count. Returns the notification, or null for a payload without id or one already listed.
 */
export const receiveLiveNotification =
  (payload: unknown) =>
  (dispatch: AppDispatch): Notification | null => {
    const notification = toNotification(payload);
    if (!notification) return null;
    let duplicate = false;
    dispatch(
      notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
        duplicate = draft.pages.some((page) => page.notifications.some((item) => item.id === notification.id));
        const first = draft.pages[0];
        if (duplicate || !first) return;
        first.notifications.unshift(notification);
        first.total += 1;
        if (!notification.read) first.unread_count += 1;
      }),
    );
    if (duplicate) return null;
    if (!notification.read) {
      dispatch(notificationsApi.util.updateQueryData('unreadNotificationsCount', undefined, (draft) => void (draft.count += 1)));
    }
    return notification;
  };

/**
 * Feeds `new-notification` window events into the cache (and to `onReceived`, e.g. a toast). Missed
 * events after a dropped connection are not handled here: the shell's bridge invalidates 'Notification'.
 */
export function listenToLiveNotifications(dispatch: AppDispatch, onReceived?: (notification: Notification) => void): () => void {
  const onNotification = (event: Event) => {
    const notification = dispatch(receiveLiveNotification((event as CustomEvent<unknown>).detail));
    if (notification) onReceived?.(notification);
  };
  window.addEventListener(NEW_NOTIFICATION_EVENT, onNotification);
  return () => window.removeEventListener(NEW_NOTIFICATION_EVENT, onNotification);
}
