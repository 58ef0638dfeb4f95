import { useEffect } from 'react';
import { ORDER_WINDOW_EVENTS, updatedOrderOf } from '@comanda/shared/domain';
import { baseApi, useAppDispatch } from '@comanda/shared/state';

/**
 * Keeps the orders screens live when an order changes without changing status (`order-update`, the store channel's
 * `order.updated`: a table's tab got a round, items moved between tabs, it was paid): the store's lists and the order
 * itself are refetched, as useLiveOrders does on a new order or a status change.
 */
export function useOrderUpdates(storeId: number | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (storeId === null) return undefined;
    const refresh = (event: Event) => {
      const order = updatedOrderOf((event as CustomEvent).detail);
      if (order) dispatch(baseApi.util.invalidateTags([{ type: 'Order', id: `STORE-${storeId}` }, { type: 'Order', id: order.id }]));
    };
    window.addEventListener(ORDER_WINDOW_EVENTS.update, refresh);
    return () => window.removeEventListener(ORDER_WINDOW_EVENTS.update, refresh);
  }, [dispatch, storeId]);
}
