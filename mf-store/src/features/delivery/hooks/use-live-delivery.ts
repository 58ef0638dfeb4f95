import { useEffect } from 'react';
import { DELIVERY_WINDOW_EVENTS, driverPositionOf, ORDER_WINDOW_EVENTS } from '@comanda/shared/domain';
import { useAppDispatch } from '@comanda/shared/state';
import { deliveryApi, moveDriverInMonitor } from '../api/delivery-api';

/** A burst of events (a trip of 5 orders changes 5 statuses) refetches the monitor once, this long after the last. */
export const MONITOR_REFRESH_DEBOUNCE_MS = 1_000;
/** A safety net when the real-time connection is down. */
export const MONITOR_POLLING_MS = 30_000;

const REFRESHING_EVENTS = [DELIVERY_WINDOW_EVENTS.deliveryUpdated, ORDER_WINDOW_EVENTS.newOrder, ORDER_WINDOW_EVENTS.statusUpdate] as const;

/**
 * Keeps the delivery screens live from the shell bridge's window events: `driver-position` moves the driver in the
 * cached monitor (no request); `delivery-updated`, `new-order` and `order-status-update` refetch the monitor and the
 * drivers, debounced.
 */
export function useLiveDelivery(storeId: number | null, debounceMs = MONITOR_REFRESH_DEBOUNCE_MS): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (storeId === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          dispatch(
            deliveryApi.util.invalidateTags([
              { type: 'Delivery', id: 'MONITOR' },
              { type: 'Delivery', id: 'DRIVERS' },
            ]),
          ),
        debounceMs,
      );
    };
    const move = (event: Event) => {
      const position = driverPositionOf((event as CustomEvent).detail);
      if (position) dispatch(moveDriverInMonitor(storeId, position));
    };
    window.addEventListener(DELIVERY_WINDOW_EVENTS.driverPosition, move);
    for (const name of REFRESHING_EVENTS) window.addEventListener(name, refresh);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(DELIVERY_WINDOW_EVENTS.driverPosition, move);
      for (const name of REFRESHING_EVENTS) window.removeEventListener(name, refresh);
    };
  }, [dispatch, storeId, debounceMs]);
}
