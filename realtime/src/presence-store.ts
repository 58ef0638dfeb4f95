export type PresenceSnapshot = { ids: string[]; hash: Record<string, unknown>; count: number };

export type PresenceJoin = { appId: string; channel: string; socketId: string; userId: string; info: unknown };
export type PresenceLeave = { appId: string; channel: string; socketId: string; userId: string };

/**
 * Who is on each presence channel. `join` and `leave` also announce `member_added` / `member_removed`
 * (once per user: first connection / last connection) to the channel's other subscribers; they never
 * reject (a store that loses its backend degrades to this node's view).
 */
export type PresenceStore = {
  /** Resolves with the members, the joining user included, for `subscription_succeeded`. */
  join: (member: PresenceJoin) => Promise<PresenceSnapshot>;
  leave: (member: PresenceLeave) => Promise<void>;
  members: (appId: string, channel: string) => Promise<PresenceSnapshot>;
  /** False while a shared store has not registered this node yet. */
  ready: () => boolean;
  close: () => Promise<void>;
};
