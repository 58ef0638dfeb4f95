import { useEffect } from 'react';
import { NEW_NOTIFICATION_EVENT, useAppDispatch } from '@comanda/shared/state';
import { driverApi } from '../api/driver-api';

/**
 * A notification on the driver's user channel (a trip assigned, unassigned…) arrives as the shell's
 * 'new-notification' window event: the trips and the profile are fetched again.
 */
export function useRefreshOnNotification(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = () => void dispatch(driverApi.util.invalidateTags(['DriverTrips', 'DriverProfile']));
    window.addEventListener(NEW_NOTIFICATION_EVENT, refresh);
    return () => window.removeEventListener(NEW_NOTIFICATION_EVENT, refresh);
  }, [dispatch]);
}
