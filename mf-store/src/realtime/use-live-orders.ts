import { useEffect } from 'react';
import { baseApi, listenToOrderEvents, useAppDispatch } from '@comanda/shared/state';

type OrderTag = { type: 'Order'; id: string | number };

/** Tag of what sums a store's orders (the dashboard): refreshed once per burst of order events. */
export const storeSummaryTag = (storeId: number): OrderTag => ({ type: 'Order', id: `SUMMARY-${storeId}` });

/** A rush of orders refreshes the summaries once, this long after the last event. */
export const SUMMARY_REFRESH_DEBOUNCE_MS = 2000;

/**
 * Keeps the staff screens live: the shell bridge's `new-order` and `order-status-update` window events
 * invalidate the store's lists and the order itself at once (RTK Query refetches what is on screen), and the
 * store's summaries (storeSummaryTag) after a pause, so heavy aggregates run once per burst.
 */
export function useLiveOrders(storeId: number | null, summaryDebounceMs = SUMMARY_REFRESH_DEBOUNCE_MS): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (storeId === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (orderId: number) => {
      const tags: OrderTag[] = [{ type: 'Order', id: `STORE-${storeId}` }, { type: 'Order', id: orderId }];
      dispatch(baseApi.util.invalidateTags(tags));
      clearTimeout(timer);
      timer = setTimeout(() => dispatch(baseApi.util.invalidateTags([storeSummaryTag(storeId)])), summaryDebounceMs);
    };
    const stop = listenToOrderEvents({ onNewOrder: (order) => refresh(order.id), onStatusUpdate: (update) => refresh(update.id) });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [dispatch, storeId, summaryDebounceMs]);
}
