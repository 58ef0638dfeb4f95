import type { PresenceSnapshot } from './presence-store';

type ChannelMembers = { appId: string; channel: string; users: Map<string, { info: unknown; sockets: Set<string> }> };

export type LocalMembership = { appId: string; channel: string; socketId: string; userId: string; info: unknown };

const channelKey = (appId: string, channel: string): string => `${appId}\n${channel}`;

/** This node's presence connections, per app and channel (synchronous bookkeeping only). */
export class PresenceMembers {
  private readonly channels = new Map<string, ChannelMembers>();

  /** Returns true when this is the user's first socket on the channel. */
  join({ appId, channel, socketId, userId, info }: LocalMembership): boolean {
    const key = channelKey(appId, channel);
    let members = this.channels.get(key);
    if (!members) {
      members = { appId, channel, users: new Map() };
      this.channels.set(key, members);
    }
    const user = members.users.get(userId);
    if (user) {
      user.sockets.add(socketId);
      return false;
    }
    members.users.set(userId, { info, sockets: new Set([socketId]) });
    return true;
  }

  /** Returns true when the user's last socket left the channel. */
  leave(appId: string, channel: string, socketId: string, userId: string): boolean {
    const key = channelKey(appId, channel);
    const members = this.channels.get(key);
    const user = members?.users.get(userId);
    if (!members || !user || !user.sockets.delete(socketId)) return false;
    if (user.sockets.size > 0) return false;
    members.users.delete(userId);
    if (members.users.size === 0) this.channels.delete(key);
    return true;
  }

  has(appId: string, channel: string, socketId: string, userId: string): boolean {
    return this.channels.get(channelKey(appId, channel))?.users.get(userId)?.sockets.has(socketId) ?? false;
  }

  snapshot(appId: string, channel: string): PresenceSnapshot {
    const hash: Record<string, unknown> = {};
    for (const [id, user] of this.channels.get(channelKey(appId, channel))?.users ?? []) hash[id] = user.info;
    const ids = Object.keys(hash);
    return { ids, hash, count: ids.length };
  }

  *memberships(): Generator<LocalMembership> {
    for (const { appId, channel, users } of this.channels.values()) {
      for (const [userId, { info, sockets }] of users) {
        for (const socketId of sockets) yield { appId, channel, socketId, userId, info };
      }
    }
  }
}
