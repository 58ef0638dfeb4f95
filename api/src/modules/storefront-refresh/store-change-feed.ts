import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DbHandle } from '../../db/client';

/** A store whose public data changed, or '*' for every store (e.g. a business type renamed). */
export type ChangedStore = number | '*';

/**
 * How the API nodes tell each other that a store's public data changed, so that each drops its cached
 * catalog, store data and server-rendered pages at once. The node that committed the write has already
 * dropped its own (StoreChanges); the feed carries the news to the others.
 */
export type StoreChangeFeed = {
  readonly transport: 'postgres' | 'redis' | 'none';
  /** After a commit on this node. A no-op on PostgreSQL, where the catalog triggers NOTIFY at commit. */
  publish(storeIds: number[]): void;
  close(): Promise<void>;
};

/** Channel of the catalog triggers (migration 0002); payload '<schema>:<store id>' or '<schema>:*'. */
export const CATALOG_NOTIFY_CHANNEL = 'comanda_catalog';

const parseTarget = (target: string): ChangedStore | null => {
  if (target === '*') return '*';
  const id = Number(target);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * PostgreSQL LISTEN on the catalog triggers' NOTIFY: every writer (any node, a script, psql) is seen.
 * Needs a session connection: behind a transaction-mode pooler use Redis instead.
 */
export async function postgresStoreChangeFeed(db: DbHandle, schema: string, onChange: (store: ChangedStore) => void): Promise<StoreChangeFeed> {
  const prefix = `${schema}:`;
  const stop = await db.listen(CATALOG_NOTIFY_CHANNEL, (payload) => {
    if (!payload.startsWith(prefix)) return;
    const store = parseTarget(payload.slice(prefix.length));
    if (store !== null) onChange(store);
  });
  return { transport: 'postgres', publish: () => {}, close: stop };
}

type WireMessage = { node: string; stores: ChangedStore[] };

/**
 * Redis pub/sub between the nodes of one deployment (`scope`: database and schema, so that deployments or
 * test schemas sharing a Redis do not drop each other's caches). A node ignores its own echo.
 * Writes made outside the API (no publish) are picked up when the cache TTL runs out.
 */
export function redisStoreChangeFeed(url: string, scope: string, onChange: (store: ChangedStore) => void, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): StoreChangeFeed {
  const channel = `comanda:store-changes:${scope}`;
  const node = randomUUID();
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, disconnectTimeout: 200, retryStrategy: (times: number) => Math.min(times * 200, 2_000) };
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  // ioredis subscribes again after a reconnect.
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  let failing = false;
  const onError = (err: Error) => {
    if (!failing) log.warn({ err }, 'redis unavailable: other nodes refresh cached catalogs after CATALOG_CACHE_TTL_MS');
    failing = true;
  };
  const onReady = () => {
    if (failing && publisher.status === 'ready' && subscriber.status === 'ready') {
      failing = false;
      log.info('redis reconnected: store changes reach the other nodes again');
    }
  };
  for (const connection of [publisher, subscriber]) connection.on('error', onError).on('ready', onReady);
  subscriber.subscribe(channel).catch(onError);
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: WireMessage;
    try {
      message = JSON.parse(raw) as WireMessage;
    } catch {
      return;
    }
    if (message.node === node || !Array.isArray(message.stores)) return;
    for (const target of message.stores) {
      const store = parseTarget(String(target));
      if (store !== null) onChange(store);
    }
  });
  return {
    transport: 'redis',
    publish(storeIds) {
      if (storeIds.length === 0 || publisher.status !== 'ready') return;
      publisher.publish(channel, JSON.stringify({ node, stores: storeIds } satisfies WireMessage)).catch(onError);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** When no feed can be had (LISTEN refused): caches refresh after CATALOG_CACHE_TTL_MS. */
export const NO_STORE_CHANGE_FEED: StoreChangeFeed = { transport: 'none', publish: () => {}, close: async () => {} };
