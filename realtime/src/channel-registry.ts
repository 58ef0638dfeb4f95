export type Subscriber = { readonly socketId: string; send: (frame: string) => void };

type PresenceUser = { info: unknown; sockets: Set<Subscriber> };

export type PresenceSnapshot = { ids: string[]; hash: Record<string, unknown>; count: number };

/** Local (this node's) subscriptions of one app. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly presence = new Map<string, Map<string, PresenceUser>>();

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

  /** Returns true when this is the user's first socket on the channel (member_added is due). */
  joinPresence(channel: string, subscriber: Subscriber, userId: string, info: unknown): boolean {
    let users = this.presence.get(channel);
    if (!users) {
      users = new Map();
      this.presence.set(channel, users);
    }
    const user = users.get(userId);
    if (user) {
      user.sockets.add(subscriber);
      return false;
    }
    users.set(userId, { info, sockets: new Set([subscriber]) });
    return true;
  }

  /** Returns true when the user's last socket left the channel (member_removed is due). */
  leavePresence(channel: string, subscriber: Subscriber, userId: string): boolean {
    const users = this.presence.get(channel);
    const user = users?.get(userId);
    if (!users || !user) return false;
    user.sockets.delete(subscriber);
    if (user.sockets.size > 0) return false;
    users.delete(userId);
    if (users.size === 0) this.presence.delete(channel);
    return true;
  }

  presenceSnapshot(channel: string): PresenceSnapshot {
    const users = this.presence.get(channel);
    const hash: Record<string, unknown> = {};
    for (const [id, user] of users ?? []) hash[id] = user.info;
    const ids = Object.keys(hash);
    return { ids, hash, count: ids.length };
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
