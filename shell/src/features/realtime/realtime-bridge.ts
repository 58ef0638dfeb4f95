import { USER_AUTHENTICATED_EVENT, type AppDispatch } from '@comanda/shared/state';
import { createRecentEventIds } from '@comanda/shared/domain';
import { subscribePrivateChannels } from './private-channels';
import { PublicChannelRegistry } from './public-channel-registry';
import { RealtimeConnection } from './realtime-connection';
import { refreshAfterReconnect } from './reconnect-catch-up';
import type { RealtimeClientFactory } from './realtime-types';
import { emitOnce } from './window-events';

export { GUEST_IDLE_CLOSE_MS } from './guest-connection-timer';
export { REALTIME_WINDOW_EVENTS } from './window-events';

export type RealtimeBridgeOptions = {
  /** The shell store's dispatch: after a reconnect, order and notification queries are refetched. */
  dispatch: AppDispatch;
};

/**
 * Spec section 4 "Real-time listeners": start at page load (or on DOMContentLoaded while the document
 * is still loading) and restart whenever the window receives `user-authenticated`.
 * Also serves public channels to remotes (`subscribePublicChannel`), opening a guest connection when
 * there is no token, and after a dropped connection comes back and its channels are subscribed again,
 * invalidates the 'Order' and 'Notification' queries and dispatches the window event
 * `realtime-reconnected`: a missed event is never a missed order.
 *
 * The parts: RealtimeConnection (the current client and its replacement), RealtimeSession (per client:
 * ChannelSubscriptions + ReconnectCatchUp), subscribePrivateChannels (the user's and store's channels),
 * PublicChannelRegistry (the remotes' public channels, a guest's connection) and window-events.
 */
export function startRealtimeBridge(factory: RealtimeClientFactory, { dispatch }: RealtimeBridgeOptions): () => void {
  const bridge = new RealtimeBridge(factory, dispatch);
  bridge.start();
  return () => bridge.stop();
}

/**
 * - `waiting-for-page`: the page has not loaded yet; public subscriptions wait for the first connect.
 * - `running`: connected at least once (or tried to); a public subscription may open a connection.
 * - `stopped`: nothing connects any more.
 */
type BridgePhase = 'waiting-for-page' | 'running' | 'stopped';

/** Wires the parts together and follows the page: load, login/logout (`user-authenticated`), stop. */
class RealtimeBridge {
  private phase: BridgePhase = 'waiting-for-page';
  private readonly emit = emitOnce(createRecentEventIds());
  private readonly connection: RealtimeConnection;
  private readonly publicChannels: PublicChannelRegistry;

  constructor(factory: RealtimeClientFactory, dispatch: AppDispatch) {
    this.connection = new RealtimeConnection(factory, {
      replacing: () => this.publicChannels.connectionReplaced(),
      guestConnectionWanted: () => !this.publicChannels.isEmpty,
      opened: (client, token) => {
        if (token) subscribePrivateChannels(client, this.emit);
        this.publicChannels.attachAll(client);
      },
      reconnected: () => refreshAfterReconnect(dispatch),
    });
    this.publicChannels = new PublicChannelRegistry({
      client: () => this.connection.client,
      isGuest: () => this.connection.isGuest,
      connectionWanted: () => {
        if (this.phase === 'running' && !this.connection.isOpening) this.restart();
      },
      closeIdleConnection: () => this.connection.closeCurrent(),
    });
  }

  start(): void {
    // Subscriptions made before the bridge existed arrive here now; the first connect attaches them.
    this.publicChannels.open();
    window.addEventListener(USER_AUTHENTICATED_EVENT, this.restart);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', this.restart, { once: true });
    else this.restart();
  }

  stop(): void {
    this.phase = 'stopped';
    window.removeEventListener(USER_AUTHENTICATED_EVENT, this.restart);
    document.removeEventListener('DOMContentLoaded', this.restart);
    this.publicChannels.close();
    this.connection.close();
  }

  private readonly restart = (): void => {
    if (this.phase === 'stopped') return;
    this.phase = 'running';
    void this.connection.open().catch((error) => console.error('[Tempo real] Falha ao iniciar', error));
  };
}
