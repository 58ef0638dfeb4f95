import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import Pusher from 'pusher';
import type { RealtimeConfig } from '../config';
import { NOTIFICATION_EVENT, storeChannel, userChannel } from './channels';

export type BroadcastOptions = {
  /** Socket id (`^\d+\.\d+$`) left out of the delivery, like Laravel's `toOthers()`. */
  exceptSocketId?: string;
};

/** A Laravel database/broadcast notification: `type` is its class-like name, `data` its payload. */
export type BroadcastNotification = { id: string; type: string; data?: Record<string, unknown> };

/**
 * Publishes to the browser through the Pusher HTTP API. Every method resolves `true` when the server
 * accepted the event and `false` otherwise (failure logged): never throws into request handlers.
 */
export type Broadcaster = {
  readonly mode: RealtimeConfig['mode'];
  toStore: (storeId: number, event: string, payload: unknown, options?: BroadcastOptions) => Promise<boolean>;
  /** Any channel by name (e.g. the public `order.{public_id}` of a tracking page). */
  toChannel: (channel: string, event: string, payload: unknown, options?: BroadcastOptions) => Promise<boolean>;
  toUser: (userId: number, event: string, payload: unknown, options?: BroadcastOptions) => Promise<boolean>;
  notifyUser: (userId: number, notification: BroadcastNotification, options?: BroadcastOptions) => Promise<boolean>;
};

export type BroadcasterDeps = {
  config: RealtimeConfig;
  logger: FastifyBaseLogger;
  /** Embedded mode: where this process listens (the SDK posts to its own port); undefined before listen(). */
  localAddress?: () => AddressInfo | string | null | undefined;
  /**
   * Embedded mode: hand events straight to the in-process realtime server (which fans out to the other
   * nodes through Redis) instead of an HTTP round trip to our own port through the SDK.
   */
  localPublish?: (channel: string, event: string, data: string, exceptSocketId?: string) => void;
  timeoutMs?: number;
};

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/** A host:port the embedded server can be reached at from this process. */
function loopbackTarget(address: AddressInfo | string | null | undefined): { host: string; port: number } | undefined {
  if (!address || typeof address === 'string') return undefined;
  if (WILDCARDS.has(address.address)) return { host: '127.0.0.1', port: address.port };
  return { host: address.family === 'IPv6' ? `[${address.address}]` : address.address, port: address.port };
}

export function createBroadcaster({ config, logger, localAddress, localPublish, timeoutMs = 5000 }: BroadcasterDeps): Broadcaster {
  const credentials = { appId: config.appId, key: config.key, secret: config.secret, timeout: timeoutMs };
  let cached: { target: string; client: Pusher } | undefined;

  const client = (): Pusher | undefined => {
    switch (config.mode) {
      case 'disabled':
        return undefined;
      case 'pusher':
        cached ??= { target: 'pusher', client: new Pusher({ ...credentials, cluster: config.cluster, useTLS: true }) };
        return cached.client;
      case 'external':
        cached ??= {
          target: 'external',
          client: new Pusher({ ...credentials, host: config.host ?? '127.0.0.1', ...(config.port ? { port: String(config.port) } : {}), useTLS: config.useTLS }),
        };
        return cached.client;
      case 'embedded': {
        const target = loopbackTarget(localAddress?.());
        if (!target) return undefined;
        const key = `${target.host}:${target.port}`;
        if (cached?.target !== key) cached = { target: key, client: new Pusher({ ...credentials, host: target.host, port: String(target.port), useTLS: false }) };
        return cached.client;
      }
    }
  };

  const trigger = async (channel: string, event: string, payload: unknown, options: BroadcastOptions = {}): Promise<boolean> => {
    try {
      if (config.mode === 'embedded' && localPublish) {
        localPublish(channel, event, JSON.stringify(payload), options.exceptSocketId);
        return true;
      }
      const pusher = client();
      if (!pusher) {
        logger.debug({ channel, event, mode: config.mode }, 'realtime publisher unavailable: event not broadcast');
        return false;
      }
      const response = await pusher.trigger(channel, event, payload, options.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined);
      if (!response.ok) throw new Error(`realtime server answered ${response.status}`);
      return true;
    } catch (err) {
      logger.warn({ err, channel, event }, 'realtime broadcast failed');
      return false;
    }
  };

  return {
    mode: config.mode,
    toStore: (storeId, event, payload, options) => trigger(storeChannel(storeId), event, payload, options),
    toChannel: (channel, event, payload, options) => trigger(channel, event, payload, options),
    toUser: (userId, event, payload, options) => trigger(userChannel(userId), event, payload, options),
    notifyUser: (userId, notification, options) =>
      trigger(userChannel(userId), NOTIFICATION_EVENT, { ...notification.data, id: notification.id, type: notification.type }, options),
  };
}
