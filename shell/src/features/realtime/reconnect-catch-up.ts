import { baseApi, type AppDispatch } from '@comanda/shared/state';
import { announceReconnected } from './window-events';

/**
 * How long a reconnect waits for its channels before catching up anyway: an authorisation that never
 * answers must not leave the screens stale (no event comes on an unsubscribed channel either).
 */
export const CATCH_UP_FALLBACK_MS = 10_000;

/** What the catch-up waits for: the channels of its client (ChannelSubscriptions). */
export type Resubscriptions = {
  /** The socket is gone: every channel has to be subscribed again on the next one. */
  expectResubscription(): void;
  /** Every channel is subscribed (or refused) on the current socket. */
  readonly allSettled: boolean;
};

/**
 * - `first-connect`: the client has not been connected yet; its first connect is no reconnect.
 * - `connected`: connected, nothing missed.
 * - `dropped`: the socket is gone; events published now are missed.
 * - `resubscribing`: connected again, the channels are being re-authorised and resubscribed; events are
 *   still missed on the channels not subscribed yet.
 * - `stopped`: the client was replaced or closed.
 */
type Phase = 'first-connect' | 'connected' | 'dropped' | 'resubscribing' | 'stopped';

/**
 * Runs `catchUp` once per reconnect of one client, once every channel is subscribed again: refetching
 * earlier would miss an event published between the socket's `connected` and the channel's
 * `pusher_internal:subscription_succeeded`. Fed with the connection's states and the channels' settling.
 */
export class ReconnectCatchUp {
  private phase: Phase = 'first-connect';
  private fallback: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly channels: Resubscriptions,
    private readonly catchUp: () => void,
    private readonly fallbackMs = CATCH_UP_FALLBACK_MS,
  ) {}

  /** A pusher-js connection state (connecting, connected, unavailable, failed, disconnected). */
  connectionStateChanged(state: string): void {
    if (this.phase === 'stopped') return;
    if (state === 'connected') {
      if (this.phase === 'first-connect') this.phase = 'connected';
      else if (this.phase === 'dropped') this.resubscribe();
      return;
    }
    if (this.phase === 'connected' || this.phase === 'resubscribing') {
      this.cancelFallback();
      this.phase = 'dropped';
      this.channels.expectResubscription();
    }
  }

  /** A channel was subscribed, refused or left. */
  channelSettled(): void {
    if (this.phase === 'resubscribing' && this.channels.allSettled) this.finish();
  }

  stop(): void {
    this.cancelFallback();
    this.phase = 'stopped';
  }

  private resubscribe(): void {
    this.phase = 'resubscribing';
    // A connection without channels has nothing to wait for.
    if (this.channels.allSettled) {
      this.finish();
      return;
    }
    this.fallback = setTimeout(() => {
      this.fallback = null;
      console.warn('[Tempo real] Canais não reassinados a tempo: atualizando pedidos e notificações assim mesmo.');
      this.finish();
    }, this.fallbackMs);
  }

  private finish(): void {
    this.cancelFallback();
    this.phase = 'connected';
    this.catchUp();
  }

  private cancelFallback(): void {
    if (this.fallback) clearTimeout(this.fallback);
    this.fallback = null;
  }
}

/**
 * The catch-up itself: what may have been missed while offline is refetched (the 'Order' and
 * 'Notification' queries) and the remotes are told (`onRealtimeReconnected`): a missed event is never a
 * missed order.
 */
export function refreshAfterReconnect(dispatch: AppDispatch): void {
  console.info('[Tempo real] Conexão restabelecida: atualizando pedidos e notificações.');
  dispatch(baseApi.util.invalidateTags(['Order', 'Notification']));
  announceReconnected();
}
