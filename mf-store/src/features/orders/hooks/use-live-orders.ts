import { useEffect } from 'react';
import { listenToOrderEvents, ordersApi, useAppDispatch } from '@comanda/shared/state';

type OrderTag = { type: 'Order'; id: string | number };

/**
 * Keeps the order screens live: the shell bridge's `new-order` and `order-status-update` window events
 * invalidate the store's lists (and the order itself), so RTK Query refetches what is on screen.
 */
export function useLiveOrders(storeId: number | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (storeId === null) return undefined;
    const refresh = (orderId: number) => {
      const tags: OrderTag[] = [{ type: 'Order', id: `STORE-${storeId}` }, { type: 'Order', id: orderId }];
      dispatch(ordersApi.util.invalidateTags(tags));
    };
    return listenToOrderEvents({ onNewOrder: (order) => refresh(order.id), onStatusUpdate: (update) => refresh(update.id) });
  }, [dispatch, storeId]);
}
