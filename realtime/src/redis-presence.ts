import type { Redis } from 'ioredis';
import { memberAddedFrame, memberRemovedFrame } from './frames';
import { PresenceMembers, type LocalMembership } from './presence-members';
import type { PresenceSnapshot, PresenceStore } from './presence-store';
import { encodeWireMessage } from './redis-bus';
import { HEARTBEAT, JOIN, LEAVE, REAP, runScript } from './redis-presence-scripts';
import type { Delivery, Logger } from './types';

export type RedisPresenceOptions = {
  redis: Redis;
  /** The bus's pub/sub channel: announcements go there, and it namespaces the keys. */
  busChannel: string;
  nodeId: string;
  /** A node that stops heartbeating for this long is dead: any node then removes its members. */
  nodeTtlMs: number;
  deliverLocal: (delivery: Delivery) => void;
  logger: Logger;
};

const snapshotOf = (flat: unknown): PresenceSnapshot => {
  const hash: Record<string, unknown> = {};
  const fields = Array.isArray(flat) ? (flat as string[]) : [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    try {
      hash[fields[i] as string] = JSON.parse(fields[i + 1] as string);
    } catch {
      hash[fields[i] as string] = null;
    }
  }
  const ids = Object.keys(hash);
  return { ids, hash, count: ids.length };
};

/**
 * Presence shared by every node through Redis (keys and scripts: redis-presence-scripts.ts).
 * A local mirror of this node's connections serves as the fallback while Redis is unreachable and
 * as the source of truth to reconcile with once it is back (or after this node was reaped).
 */
export const createRedisPresence = ({ redis, busChannel, nodeId, nodeTtlMs, deliverLocal, logger }: RedisPresenceOptions): PresenceStore => {
  const prefix = `{${busChannel}}:presence`;
  const nodesKey = `${prefix}:nodes`;
  const aliveKey = `${prefix}:node:${nodeId}:alive`;
  const subsKey = `${prefix}:node:${nodeId}:subs`;
  const base = (appId: string, channel: string) => `${prefix}:ch:${appId}:${channel}`;
  const entryOf = (appId: string, channel: string, socketId: string) => `${appId}\n${channel}\n${socketId}`;

  const mirror = new PresenceMembers();
  const inFlight = new Set<Promise<unknown>>();
  let registered = false;
  // A Redis call failed or was skipped: Redis may disagree with the mirror until the next reconcile.
  let dirty = false;
  let ticking: Promise<void> | undefined;
  let closed = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    const done = () => inFlight.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const usable = () => registered && !closed && redis.status === 'ready';
  const degrade = (operation: string, error?: unknown) => {
    if (!dirty && error !== undefined) logger.warn('realtime presence on local members only until redis is back', { operation, error: String(error) });
    dirty = true;
  };

  const redisJoin = async ({ appId, channel, socketId, userId, info }: LocalMembership): Promise<PresenceSnapshot> => {
    const b = base(appId, channel);
    const added = memberAddedFrame(channel, userId, info);
    const message = encodeWireMessage(nodeId, [{ appId, channel, frame: added }]);
    const args = [socketId, userId, JSON.stringify(info), entryOf(appId, channel, socketId), busChannel, message];
    const [wasAdded, flat] = (await track(runScript(redis, JOIN, [`${b}:conns`, `${b}:counts`, `${b}:members`, subsKey], args))) as [number, unknown];
    if (wasAdded === 1) deliverLocal({ appId, channel, frame: added, excludeSocketId: socketId });
    return snapshotOf(flat);
  };

  const redisLeave = async (appId: string, channel: string, socketId: string): Promise<void> => {
    const args = [base(appId, channel), appId, channel, socketId, entryOf(appId, channel, socketId), busChannel, nodeId];
    const removed = await track(runScript(redis, LEAVE, [subsKey], args));
    if (typeof removed === 'string') deliverLocal({ appId, channel, frame: memberRemovedFrame(channel, removed) });
  };

  /** Makes Redis hold exactly the mirror's connections for this node. */
  const reconcile = async (): Promise<void> => {
    dirty = false;
    const remote = new Set(await redis.smembers(subsKey));
    // Decided and issued in one tick: a socket's own join/leave issued later is ordered after these.
    const work: Array<Promise<unknown>> = [];
    const local = new Set<string>();
    for (const membership of mirror.memberships()) {
      const entry = entryOf(membership.appId, membership.channel, membership.socketId);
      local.add(entry);
      if (!remote.has(entry)) work.push(redisJoin(membership));
    }
    for (const entry of remote) {
      if (local.has(entry)) continue;
      const [appId = '', channel = '', socketId = ''] = entry.split('\n');
      work.push(redisLeave(appId, channel, socketId));
    }
    await Promise.all(work);
  };

  const beat = async (): Promise<void> => {
    if (closed || redis.status !== 'ready') return;
    try {
      const known = await track(runScript(redis, HEARTBEAT, [nodesKey, aliveKey], [nodeId, nodeTtlMs]));
      if (known === 0 && registered) logger.warn('realtime presence: this node had been reaped; re-announcing its members', { nodeId });
      registered = true;
      if (known === 0 || dirty) await reconcile();
      await track(runScript(redis, REAP, [nodesKey], [prefix, busChannel, '']));
    } catch (error) {
      degrade('heartbeat', error);
    }
  };
  /** One heartbeat + reconciliation + sweep of dead nodes, never two at once. */
  const tick = (): Promise<void> => {
    ticking ??= beat().finally(() => {
      ticking = undefined;
    });
    return ticking;
  };

  const timer = setInterval(() => void tick(), Math.max(50, Math.floor(nodeTtlMs / 3)));
  timer.unref();
  redis.on('ready', () => void tick());

  return {
    ready: () => registered && redis.status === 'ready',
    join: async (member) => {
      const first = mirror.join(member);
      if (usable()) {
        try {
          return await redisJoin(member);
        } catch (error) {
          degrade('join', error);
        }
      } else degrade('join');
      const { appId, channel, socketId, userId, info } = member;
      if (first) deliverLocal({ appId, channel, frame: memberAddedFrame(channel, userId, info), excludeSocketId: socketId });
      return mirror.snapshot(appId, channel);
    },
    leave: async ({ appId, channel, socketId, userId }) => {
      const last = mirror.leave(appId, channel, socketId, userId);
      if (usable()) {
        try {
          await redisLeave(appId, channel, socketId);
          return;
        } catch (error) {
          degrade('leave', error);
        }
      } else degrade('leave');
      if (last) deliverLocal({ appId, channel, frame: memberRemovedFrame(channel, userId) });
    },
    members: async (appId, channel) => {
      if (usable()) {
        try {
          return snapshotOf(await track(redis.hgetall(`${base(appId, channel)}:members`).then((hash) => Object.entries(hash).flat())));
        } catch (error) {
          degrade('members', error);
        }
      }
      return mirror.snapshot(appId, channel);
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      await ticking;
      await Promise.allSettled([...inFlight]);
      if (redis.status !== 'ready') return;
      try {
        // Whatever is left (sockets that did not close in time) goes now, not after the TTL.
        await runScript(redis, REAP, [nodesKey], [prefix, busChannel, nodeId]);
      } catch (error) {
        logger.warn('realtime presence: could not remove this node from redis', { error: String(error) });
      }
    },
  };
};
