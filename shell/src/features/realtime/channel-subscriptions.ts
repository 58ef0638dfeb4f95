import type { RealtimeChannel, RealtimeClient } from './realtime-types';

/** One channel joined through the tracked client: `settled` once subscribed (or refused) on the current socket. */
type Subscription = { settled: boolean };

/**
 * The channels joined on one client and whether each is subscribed on the current socket. Channels
 * are joined through `client` (the real client wrapped), so private and public ones are all seen.
 * Keys follow laravel-echo's: `private-{name}` for a private channel, the name itself for a public one
 * (the private and the public `store.{id}` are two channels).
 *
 * A refused subscription (`pusher:subscription_error`) counts as settled: no event will come on it,
 * so nothing is gained by waiting for it.
 */
export class ChannelSubscriptions {
  /** Joined channels by key; a left channel is forgotten (a callback of its old subscription is then ignored). */
  private readonly subscriptions = new Map<string, Subscription>();
  /** The client to join channels through: it is the wrapped one, watching each channel's subscription. */
  readonly client: RealtimeClient;

  /** `settled` runs whenever a channel becomes settled or is left (what was waited for may be complete). */
  constructor(
    raw: RealtimeClient,
    private readonly settled: () => void,
  ) {
    this.client = {
      private: (name) => this.watch(`private-${name}`, raw.private(name)),
      channel: (name) => this.watch(name, raw.channel(name)),
      leaveChannel: (name) => {
        raw.leaveChannel(name);
        if (this.subscriptions.delete(name)) this.settled();
      },
      onConnectionStateChange: (callback) => raw.onConnectionStateChange(callback),
      disconnect: () => raw.disconnect(),
    };
  }

  /** Every joined channel is subscribed (or refused) on the current socket. */
  get allSettled(): boolean {
    return [...this.subscriptions.values()].every((subscription) => subscription.settled);
  }

  /** The socket is gone: every channel has to be subscribed again on the next one (pusher-js does it). */
  expectResubscription(): void {
    for (const subscription of this.subscriptions.values()) subscription.settled = false;
  }

  private watch(key: string, channel: RealtimeChannel): RealtimeChannel {
    // laravel-echo hands out the same channel for the same name: it is watched once.
    if (this.subscriptions.has(key)) return channel;
    const subscription: Subscription = { settled: false };
    this.subscriptions.set(key, subscription);
    const settle = () => {
      if (this.subscriptions.get(key) !== subscription || subscription.settled) return;
      subscription.settled = true;
      this.settled();
    };
    channel.subscribed(settle).error(settle);
    return channel;
  }
}
