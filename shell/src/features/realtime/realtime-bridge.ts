import {
  REALTIME_RECONNECTED_EVENT,
  USER_AUTHENTICATED_EVENT,
  apiBaseUrl,
  baseApi,
  readStoredToken,
  readStoredUser,
  registerPublicChannelProvider,
  type AppDispatch,
  type PublicChannelCallback,
  type PublicChannelProvider,
} from '@comanda/shared/state';
import { createRecentEventIds, isStoreStaff, type RecentEventIds } from '@comanda/shared/domain';
import type { RealtimeClient, RealtimeClientFactory, RealtimeConfig } from './realtime-types';

export const REALTIME_WINDOW_EVENTS = {
  notification: 'new-notification',
  newOrder: 'new-order',
  orderStatus: 'order-status-update',
  reconnected: REALTIME_RECONNECTED_EVENT,
} as const;

export type RealtimeBridgeOptions = {
  /** The shell store's dispatch: after a reconnect, order and notification queries are refetched. */
  dispatch: AppDispatch;
};

async function fetchConfig(): Promise<RealtimeConfig | null> {
  try {
    const response = await fetch(`${apiBaseUrl()}/broadcasting/config`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const config = (await response.json()) as RealtimeConfig;
    return config.key ? config : null;
  } catch {
    return null;
  }
}

type Emit = (name: string) => (payload: unknown) => void;

/** Events are delivered at least once: a repeated event id is not dispatched again. */
const emitOnce =
  (recent: RecentEventIds): Emit =>
  (name) =>
  (payload) => {
    if (!recent.isRepeat(payload)) window.dispatchEvent(new CustomEvent(name, { detail: payload }));
  };

/** Subscribes the stored user's and store's private channels and re-broadcasts their events as window events. */
function subscribePrivate(client: RealtimeClient, emit: Emit): void {
  const userId = localStorage.getItem('user_id');
  const storeId = localStorage.getItem('store_id');
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
  if (storeId && isStoreStaff(readStoredUser()?.role)) {
    client
      .private(`store.${storeId}`)
      .listen('.order.new', emit(REALTIME_WINDOW_EVENTS.newOrder))
      .listen('.order.status_update', emit(REALTIME_WINDOW_EVENTS.orderStatus))
      .error((error) => console.error('Erro ao se inscrever no canal da loja', error));
  }
}

/** A remote's listener on a public channel (shared/state registry); `stop` is set while attached to a client. */
type PublicListener = { channel: string; event: string; callback: PublicChannelCallback; stop: (() => void) | null };

/**
 * Spec section 4 "Real-time listeners": start at page load (or on DOMContentLoaded while the document
 * is still loading) and restart whenever the window receives `user-authenticated`.
 * Also serves public channels to remotes (`subscribePublicChannel`), opening a guest connection when
 * there is no token, and after a dropped connection comes back, invalidates the 'Order' and
 * 'Notification' queries and dispatches the window event `realtime-reconnected`: a missed event is
 * never a missed order.
 */
/** How long a guest's connection outlives its last public channel. */
export const GUEST_IDLE_CLOSE_MS = 30_000;

export function startRealtimeBridge(factory: RealtimeClientFactory, { dispatch }: RealtimeBridgeOptions): () => void {
  let client: RealtimeClient | null = null;
  let generation = 0;
  let starting = false;
  let ready = false;
  let stopped = false;
  /** The connection was opened without a token, only for public channels. */
  let guest = false;
  let guestIdle: ReturnType<typeof setTimeout> | null = null;
  const publicListeners = new Set<PublicListener>();
  const emit = emitOnce(createRecentEventIds());

  const keepGuestConnection = () => {
    if (guestIdle) clearTimeout(guestIdle);
    guestIdle = null;
  };
  // A guest leaving the tracking page keeps the socket for a while (back and forth between pages), then
  // closes it: nothing else needs it. A later subscription opens a new one.
  const closeGuestConnectionWhenIdle = () => {
    keepGuestConnection();
    if (!guest || publicListeners.size > 0) return;
    guestIdle = setTimeout(() => {
      guestIdle = null;
      if (!guest || publicListeners.size > 0 || !client) return;
      generation += 1;
      client.disconnect();
      client = null;
    }, GUEST_IDLE_CLOSE_MS);
  };

  const listenPublic = (on: RealtimeClient, listener: PublicListener) => {
    const channel = on.channel(listener.channel);
    const event = `.${listener.event}`;
    const handler = (payload: unknown) => listener.callback(payload);
    channel.listen(event, handler);
    listener.stop = () => {
      channel.stopListening(event, handler);
      const stillUsed = [...publicListeners].some((other) => other !== listener && other.channel === listener.channel && other.stop !== null);
      if (!stillUsed) on.leaveChannel(listener.channel);
    };
  };

  const watchReconnects = (on: RealtimeClient) => {
    let connectedBefore = false;
    on.onConnectionStateChange(({ current }) => {
      if (current !== 'connected') return;
      if (connectedBefore && on === client) {
        console.info('[Tempo real] Conexão restabelecida: atualizando pedidos e notificações.');
        dispatch(baseApi.util.invalidateTags(['Order', 'Notification']));
        window.dispatchEvent(new CustomEvent(REALTIME_WINDOW_EVENTS.reconnected));
      }
      connectedBefore = true;
    });
  };

  const start = async () => {
    const mine = ++generation;
    starting = true;
    keepGuestConnection();
    try {
      client?.disconnect();
      client = null;
      for (const listener of publicListeners) listener.stop = null;
      const token = readStoredToken();
      guest = !token;
      if (!token) {
        console.info('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');
        // A guest only connects when a public channel is wanted (e.g. the order tracking page).
        if (publicListeners.size === 0) return;
      }
      const config = await fetchConfig();
      if (mine !== generation) return;
      if (!config) {
        console.warn('Tempo real não configurado: os canais não serão escutados.');
        return;
      }
      const created = await factory(config, token);
      if (mine !== generation) {
        created.disconnect();
        return;
      }
      client = created;
      watchReconnects(created);
      if (token) subscribePrivate(created, emit);
      for (const listener of publicListeners) listenPublic(created, listener);
    } finally {
      if (mine === generation) starting = false;
    }
  };

  const restart = () => {
    ready = true;
    void start().catch((error) => console.error('[Tempo real] Falha ao iniciar', error));
  };

  const provider: PublicChannelProvider = (channel, event, callback) => {
    const listener: PublicListener = { channel, event, callback, stop: null };
    publicListeners.add(listener);
    keepGuestConnection();
    if (client) listenPublic(client, listener);
    else if (ready && !starting && !stopped) restart();
    return () => {
      publicListeners.delete(listener);
      const stop = listener.stop;
      listener.stop = null;
      stop?.();
      closeGuestConnectionWhenIdle();
    };
  };

  // Subscriptions made before the bridge existed arrive here now; the first start attaches them.
  const unregister = registerPublicChannelProvider(provider);
  window.addEventListener(USER_AUTHENTICATED_EVENT, restart);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', restart, { once: true });
  else restart();

  return () => {
    stopped = true;
    keepGuestConnection();
    generation += 1;
    unregister();
    window.removeEventListener(USER_AUTHENTICATED_EVENT, restart);
    client?.disconnect();
    client = null;
  };
}
