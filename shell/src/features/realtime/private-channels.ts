import { REALTIME_RECONNECTED_EVENT, readStoredUser } from '@comanda/shared/state';
import { DELIVERY_EVENTS, DELIVERY_WINDOW_EVENTS, ORDER_WINDOW_EVENTS, activeStoreIdFor, isStoreStaff, type RecentEventIds } from '@comanda/shared/domain';
import type { RealtimeClient } from './realtime-types';

/** The window events the real-time bridge dispatches (the order events are the shared agreement's). */
export const REALTIME_WINDOW_EVENTS = {
  notification: 'new-notification',
  newOrder: ORDER_WINDOW_EVENTS.newOrder,
  orderStatus: ORDER_WINDOW_EVENTS.statusUpdate,
  orderUpdate: ORDER_WINDOW_EVENTS.update,
  driverPosition: DELIVERY_WINDOW_EVENTS.driverPosition,
  deliveryUpdated: DELIVERY_WINDOW_EVENTS.deliveryUpdated,
  reconnected: REALTIME_RECONNECTED_EVENT,
} as const;

export type Emit = (name: string) => (payload: unknown) => void;

/** Events are delivered at least once: a repeated event id is not dispatched again. */
export const emitOnce =
  (recent: RecentEventIds): Emit =>
  (name) =>
  (payload) => {
    if (!recent.isRepeat(payload)) window.dispatchEvent(new CustomEvent(name, { detail: payload }));
  };

/** Subscribes the stored user's and store's private channels and re-broadcasts their events as window events. */
export function subscribePrivateChannels(client: RealtimeClient, emit: Emit): void {
  const userId = localStorage.getItem('user_id');
  const user = readStoredUser();
  // Staff limited to a branch listen to that branch's channel (they may not join the parent's); store-wide
  // staff listen to their store's, where the orders of its branches are published too.
  const storeId = activeStoreIdFor(user);
  if (!userId) {
    console.info('[Tempo real] Sem usuário armazenado: canal do usuário não assinado.');
  } else {
    client
      .private(`App.Models.User.${userId}`)
      .notification(emit(REALTIME_WINDOW_EVENTS.notification))
      .listen('.user.update', (payload) => console.info('[Tempo real] user.update', payload))
      .error((error) => console.error('Erro ao se inscrever no canal do usuário', error));
  }
  // A customer registered from a storefront also has a store_id: only staff listen to the store channel.
  if (storeId !== null && isStoreStaff(user?.role)) {
    client
      .private(`store.${storeId}`)
      .listen('.order.new', emit(REALTIME_WINDOW_EVENTS.newOrder))
      .listen('.order.status_update', emit(REALTIME_WINDOW_EVENTS.orderStatus))
      .listen('.order.updated', emit(REALTIME_WINDOW_EVENTS.orderUpdate))
      .listen(`.${DELIVERY_EVENTS.driverPosition}`, emit(REALTIME_WINDOW_EVENTS.driverPosition))
      .listen(`.${DELIVERY_EVENTS.deliveryUpdated}`, emit(REALTIME_WINDOW_EVENTS.deliveryUpdated))
      .error((error) => console.error('Erro ao se inscrever no canal da loja', error));
  }
}
