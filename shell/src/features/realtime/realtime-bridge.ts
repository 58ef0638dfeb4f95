import {
  USER_AUTHENTICATED_EVENT,
  apiBaseUrl,
  baseApi,
  readStoredToken,
  registerPublicChannelProvider,
  type AppDispatch,
  type PublicChannelProvider,
} from '@comanda/shared/state';
import { createRecentEventIds } from '@comanda/shared/domain';
import { GuestConnectionTimer } from './guest-connection-timer';
import { REALTIME_WINDOW_EVENTS, emitOnce, subscribePrivateChannels } from './private-channels';
import { PublicListeners } from './public-listeners';
import type { RealtimeClient, RealtimeClientFactory, RealtimeConfig } from './realtime-types';

export { GUEST_IDLE_CLOSE_MS } from './guest-connection-timer';
export { REALTIME_WINDOW_EVENTS } from './private-channels';

export type RealtimeBridgeOptions = {
  /** The shell store's dispatch: after a reconnect, order and notification queries are refetched. */
  dispatch: AppDispatch;
};

/**
 * Spec section 4 "Real-time listeners": start at page load (or on DOMContentLoaded while the document
 * is still loading) and restart whenever the window receives `user-authenticated`.
 * Also serves public channels to remotes (`subscribePublicChannel`), opening a guest connection when
 * there is no token, and after a dropped connection comes back, invalidates the 'Order' and
 * 'Notification' queries and dispatches the window event `realtime-reconnected`: a missed event is
 * never a missed order.
 */
export function startRealtimeBridge(factory: RealtimeClientFactory, { dispatch }: RealtimeBridgeOptions): () => void {
  const bridge = new RealtimeBridge(factory, dispatch);
  bridge.start();
  return () => bridge.stop();
}

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

class RealtimeBridge {
  private client: RealtimeClient | null = null;
  /** Bumped by every connect and close: a connect that is no longer the latest drops what it made. */
  private generation = 0;
  private connecting = false;
  /** The first connect ran (the page loaded): from then on a public subscription may open a connection. */
  private started = false;
  private stopped = false;
  /** The connection was opened without a token, only for public channels. */
  private guest = false;
  private readonly publicListeners = new PublicListeners();
  private readonly guestTimer = new GuestConnectionTimer(
    () => this.guest && this.publicListeners.isEmpty,
    () => this.closeGuestConnection(),
  );
  private readonly emit = emitOnce(createRecentEventIds());
  private unregisterProvider: (() => void) | null = null;

  constructor(
    private readonly factory: RealtimeClientFactory,
    private readonly dispatch: AppDispatch,
  ) {}

  start(): void {
    // Subscriptions made before the bridge existed arrive here now; the first connect attaches them.
    this.unregisterProvider = registerPublicChannelProvider(this.provide);
    window.addEventListener(USER_AUTHENTICATED_EVENT, this.restart);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', this.restart, { once: true });
    else this.restart();
  }

  stop(): void {
    this.stopped = true;
    this.guestTimer.keep();
    this.generation += 1;
    this.unregisterProvider?.();
    window.removeEventListener(USER_AUTHENTICATED_EVENT, this.restart);
    document.removeEventListener('DOMContentLoaded', this.restart);
    this.client?.disconnect();
    this.client = null;
  }

  private readonly restart = (): void => {
    if (this.stopped) return;
    this.started = true;
    void this.connect().catch((error) => console.error('[Tempo real] Falha ao iniciar', error));
  };

  private readonly provide: PublicChannelProvider = (channel, event, callback) => {
    const listener = this.publicListeners.add(channel, event, callback);
    this.guestTimer.keep();
    if (this.client) this.publicListeners.attach(listener, this.client);
    else if (this.started && !this.connecting) this.restart();
    return () => {
      this.publicListeners.remove(listener);
      this.guestTimer.closeWhenIdle();
    };
  };

  private async connect(): Promise<void> {
    const mine = ++this.generation;
    this.connecting = true;
    this.guestTimer.keep();
    try {
      this.client?.disconnect();
      this.client = null;
      this.publicListeners.detachAll();
      const token = readStoredToken();
      this.guest = !token;
      if (!token) {
        console.info('[Tempo real] Sem token armazenado: nenhum canal privado será assinado.');
        // A guest only connects when a public channel is wanted (e.g. the order tracking page).
        if (this.publicListeners.isEmpty) return;
      }
      const config = await fetchConfig();
      if (mine !== this.generation) return;
      if (!config) {
        console.warn('Tempo real não configurado: os canais não serão escutados.');
        return;
      }
      const created = await this.factory(config, token);
      if (mine !== this.generation) {
        created.disconnect();
        return;
      }
      this.client = created;
      this.watchReconnects(created);
      if (token) subscribePrivateChannels(created, this.emit);
      this.publicListeners.attachAll(created);
    } finally {
      if (mine === this.generation) this.connecting = false;
    }
  }

  private closeGuestConnection(): void {
    if (!this.client) return;
    this.generation += 1;
    this.client.disconnect();
    this.client = null;
  }

  private watchReconnects(client: RealtimeClient): void {
    let connectedBefore = false;
    client.onConnectionStateChange(({ current }) => {
      if (current !== 'connected') return;
      if (connectedBefore && client === this.client) this.catchUpAfterReconnect();
      connectedBefore = true;
    });
  }

  private catchUpAfterReconnect(): void {
    console.info('[Tempo real] Conexão restabelecida: atualizando pedidos e notificações.');
    this.dispatch(baseApi.util.invalidateTags(['Order', 'Notification']));
    window.dispatchEvent(new CustomEvent(REALTIME_WINDOW_EVENTS.reconnected));
  }
}
