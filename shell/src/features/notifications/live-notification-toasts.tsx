import { useEffect } from 'react';
import { NOTIFICATION_TYPES } from '@comanda/shared/domain';
import { listenToLiveNotifications, useAppDispatch, useToasts } from '@comanda/shared/state';

/** Live notifications (window event `new-notification`) update the cached list and count and show a toast (except new orders). */
export function LiveNotificationToasts() {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useToasts();
  useEffect(
    () =>
      listenToLiveNotifications(dispatch, (notification) => {
        // The staff screens' new-order alert (new-order-alert/StaffArea) already shows and rings for these; the bell still counts them.
        if (notification.type === NOTIFICATION_TYPES.orderNew) return;
        enqueueSnackbar(notification.message ? `${notification.title}: ${notification.message}` : notification.title, { variant: 'info' });
      }),
    [dispatch, enqueueSnackbar],
  );
  return null;
}
