import { ChannelSubscriptions } from './channel-subscriptions';
import { ReconnectCatchUp } from './reconnect-catch-up';
import type { RealtimeClient } from './realtime-types';

/**
 * Everything bound to one client, from its creation to its disconnect: the channels joined through it and
 * its reconnect catch-up. A replaced or closed client's session is ended: its late callbacks do nothing.
 */
export class RealtimeSession {
  /** Join channels through this one: the catch-up waits for their resubscription. */
  readonly client: RealtimeClient;
  private readonly catchUp: ReconnectCatchUp;

  /** `reconnected` runs once per reconnect of `raw`, once its channels are subscribed again. */
  constructor(
    private readonly raw: RealtimeClient,
    reconnected: () => void,
  ) {
    const subscriptions = new ChannelSubscriptions(raw, () => this.catchUp.channelSettled());
    this.client = subscriptions.client;
    this.catchUp = new ReconnectCatchUp(subscriptions, reconnected);
    raw.onConnectionStateChange(({ current }) => this.catchUp.connectionStateChanged(current));
  }

  end(): void {
    this.catchUp.stop();
    this.raw.disconnect();
  }
}
