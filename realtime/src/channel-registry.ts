export type Subscriber = { readonly socketId: string; send: (frame: string) => void };

/** Local (this node's) subscriptions of one app. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Subscriber>>();

  get channelCount(): number {
    return this.channels.size;
  }

  subscribe(channel: string, subscriber: Subscriber): void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.channels.delete(channel);
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Sends the same pre-serialised frame to every local subscriber except `excludeSocketId`. */
  broadcast(channel: string, frame: string, excludeSocketId?: string): number {
    const set = this.channels.get(channel);
    if (!set) return 0;
    let sent = 0;
    for (const subscriber of set) {
      if (subscriber.socketId === excludeSocketId) continue;
      subscriber.send(frame);
      sent += 1;
    }
    return sent;
  }
}
