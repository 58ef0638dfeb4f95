import { readStoredUser } from '@comanda/shared/state';
import { DELIVERY_EVENTS, STORE_CHANNEL_ORDER_EVENTS, activeStoreIdFor, isStoreStaff, storeChannelName, userChannelName } from '@comanda/shared/domain';
import type { RealtimeClient } from './realtime-types';
import { REALTIME_WINDOW_EVENTS, type Emit } from './window-events';

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
      .private(userChannelName(userId))
      .notification(emit(REALTIME_WINDOW_EVENTS.notification))
      .listen('.user.update', (payload) => console.info('[Tempo real] user.update', payload))
      .error((error) => console.error('Erro ao se inscrever no canal do usuário', error));
  }
  // A customer registered from a storefront also has a store_id: only staff listen to the store channel.
  if (storeId !== null && isStoreStaff(user?.role)) {
    const channel = client.private(storeChannelName(storeId));
    for (const [event, windowEvent] of Object.entries(STORE_CHANNEL_ORDER_EVENTS)) channel.listen(`.${event}`, emit(windowEvent));
    channel
      .listen(`.${DELIVERY_EVENTS.driverPosition}`, emit(REALTIME_WINDOW_EVENTS.driverPosition))
      .listen(`.${DELIVERY_EVENTS.deliveryUpdated}`, emit(REALTIME_WINDOW_EVENTS.deliveryUpdated))
      .error((error) => console.error('Erro ao se inscrever no canal da loja', error));
  }
}
