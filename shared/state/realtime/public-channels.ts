/**
 * Public real-time channels for remotes (e.g. the order tracking page on `order.{public_id}`).
 * A remote subscribes here; the shell's real-time bridge provides the connection. Calls made before
 * the bridge is ready are kept and attached when it registers; if the bridge restarts (login,
 * logout) the subscriptions move to its new connection. Works for guests: public channels need no token.
 */

export type PublicChannelCallback = (payload: unknown) => void;

/** What the bridge implements: listen to `event` on public `channel`; returns a function that stops listening. */
export type PublicChannelProvider = (channel: string, event: string, callback: PublicChannelCallback) => () => void;

/** Window event the shell dispatches when the real-time connection comes back after a drop and its channels are subscribed again. */
export const REALTIME_RECONNECTED_EVENT = 'realtime-reconnected';

type Subscription = { channel: string; event: string; callback: PublicChannelCallback; release: (() => void) | null };

const subscriptions = new Set<Subscription>();
let provider: PublicChannelProvider | null = null;

function attach(sub: Subscription, to: PublicChannelProvider): void {
  try {
    sub.release = to(sub.channel, sub.event, sub.callback);
  } catch (error) {
    sub.release = null;
    console.error('[Tempo real] Falha ao assinar o canal público', sub.channel, error);
  }
}

function detach(sub: Subscription): void {
  const release = sub.release;
  sub.release = null;
  release?.();
}

/**
 * Listens to `event` (as written on the wire, e.g. 'order.status_update') on the public `channel`.
 * Returns the unsubscribe function; calling it twice is harmless.
 */
export function subscribePublicChannel(channel: string, event: string, callback: PublicChannelCallback): () => void {
  const sub: Subscription = { channel, event, callback, release: null };
  subscriptions.add(sub);
  if (provider) attach(sub, provider);
  return () => {
    if (!subscriptions.delete(sub)) return;
    detach(sub);
  };
}

/** The bridge registers its connection; every waiting subscription attaches to it. Returns the unregister function. */
export function registerPublicChannelProvider(next: PublicChannelProvider): () => void {
  for (const sub of subscriptions) detach(sub);
  provider = next;
  for (const sub of subscriptions) attach(sub, next);
  return () => {
    if (provider !== next) return;
    for (const sub of subscriptions) detach(sub);
    provider = null;
  };
}

/**
 * Runs `listener` whenever the real-time connection is back after a drop, once its channels are subscribed
 * again (an event published from then on is received; refetch what came before); returns the remover.
 */
export function onRealtimeReconnected(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(REALTIME_RECONNECTED_EVENT, listener);
  return () => window.removeEventListener(REALTIME_RECONNECTED_EVENT, listener);
}
