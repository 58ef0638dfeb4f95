import type { PublicChannelCallback } from '@comanda/shared/state';
import type { RealtimeClient } from './realtime-types';

/** A remote's listener on a public channel (shared/state registry). */
export type PublicListener = { readonly channel: string; readonly event: string; readonly callback: PublicChannelCallback };

/** The remotes' public-channel listeners: they outlive connections, each new client gets them all. */
export class PublicListeners {
  private readonly listeners = new Set<PublicListener>();
  /** The listeners attached to the current client, with what stops each one there. */
  private readonly attached = new Map<PublicListener, () => void>();

  get isEmpty(): boolean {
    return this.listeners.size === 0;
  }

  add(channel: string, event: string, callback: PublicChannelCallback): PublicListener {
    const listener: PublicListener = { channel, event, callback };
    this.listeners.add(listener);
    return listener;
  }

  /** Forgets `listener` and stops it on the client it is attached to. */
  remove(listener: PublicListener): void {
    this.listeners.delete(listener);
    const stop = this.attached.get(listener);
    this.attached.delete(listener);
    stop?.();
  }

  attach(listener: PublicListener, client: RealtimeClient): void {
    const channel = client.channel(listener.channel);
    const event = `.${listener.event}`;
    const handler = (payload: unknown) => listener.callback(payload);
    channel.listen(event, handler);
    this.attached.set(listener, () => {
      channel.stopListening(event, handler);
      if (!this.isChannelUsedByAnotherThan(listener)) client.leaveChannel(listener.channel);
    });
  }

  attachAll(client: RealtimeClient): void {
    for (const listener of this.listeners) this.attach(listener, client);
  }

  /** The client is being disconnected as a whole: there is nothing to stop or leave on it one by one. */
  detachAll(): void {
    this.attached.clear();
  }

  private isChannelUsedByAnotherThan(listener: PublicListener): boolean {
    return [...this.attached.keys()].some((other) => other !== listener && other.channel === listener.channel);
  }
}
