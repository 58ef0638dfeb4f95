import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ChannelRegistry } from './channel-registry';
import { Connection } from './connection';
import { encodeData, errorFrame, frame } from './frames';
import { createHttpApi } from './http-api';
import { createLocalPresence } from './local-presence';
import { consoleLogger } from './logger';
import type { PresenceStore } from './presence-store';
import { createRedisBus, type RedisBus } from './redis-bus';
import { createRedisPresence } from './redis-presence';
import { newSocketId } from './socket-id';
import type { AppConfig, Delivery, RealtimeOptions, RealtimeStats } from './types';

export type RealtimeServer = {
  readonly nodeId: string;
  /** Handles WebSocket upgrades for `{path}/{key}` on an existing HTTP server (e.g. the API's). */
  attach: (server: Server, options?: { path?: string }) => void;
  /** Serves `/apps/{app_id}/events|batch_events`; returns false (untouched) for other paths. */
  handleHttp: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Standalone mode: HTTP API + WebSocket on one port (0 = ephemeral); resolves the bound port. */
  listen: (port: number, host?: string) => Promise<number>;
  publish: (appId: string, channels: string[], event: string, data: unknown, socketId?: string) => void;
  /** Closes every socket with 4200 (clients reconnect at once, to another node) and stops. */
  close: () => Promise<void>;
  stats: () => RealtimeStats;
};

const DEFAULT_ACTIVITY_TIMEOUT_S = 30;
const DEFAULT_PONG_TIMEOUT_MS = 30_000;
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
const SHUTDOWN_WAIT_MS = 3_000;
const DEFAULT_REDIS_CHANNEL = 'comanda:realtime:events';
const DEFAULT_PRESENCE_NODE_TTL_MS = 15_000;

export const createRealtimeServer = (options: RealtimeOptions): RealtimeServer => {
  const logger = options.logger ?? consoleLogger;
  const nodeId = randomUUID();
  const activityTimeout = Math.max(1, Math.round(options.activityTimeout ?? DEFAULT_ACTIVITY_TIMEOUT_S));
  const activityMs = activityTimeout * 1000;
  const pongMs = options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS;
  const clientEventsPerSecond = options.clientEventsPerSecond ?? 10;

  const appsById = new Map<string, AppConfig>(options.apps.map((app) => [app.id, app]));
  const appsByKey = new Map<string, AppConfig>(options.apps.map((app) => [app.key, app]));
  const registries = new Map<string, ChannelRegistry>(options.apps.map((app) => [app.id, new ChannelRegistry()]));
  const connections = new Set<Connection>();
  const counters = { published: 0, delivered: 0 };
  const detachers: Array<() => void> = [];
  let standalone: Server | undefined;
  let closing = false;

  const deliverLocal = (delivery: Delivery): void => {
    counters.delivered += registries.get(delivery.appId)?.broadcast(delivery.channel, delivery.frame, delivery.excludeSocketId) ?? 0;
  };

  const redisChannel = options.redisChannel ?? DEFAULT_REDIS_CHANNEL;
  const bus: RedisBus | undefined = options.redisUrl
    ? createRedisBus({ url: options.redisUrl, channel: redisChannel, nodeId, onDelivery: deliverLocal, logger })
    : undefined;
  const presence: PresenceStore = bus
    ? createRedisPresence({
        redis: bus.client,
        busChannel: redisChannel,
        nodeId,
        nodeTtlMs: options.presenceNodeTtlMs ?? DEFAULT_PRESENCE_NODE_TTL_MS,
        deliverLocal,
        logger,
      })
    : createLocalPresence(deliverLocal);

  const dispatch = (deliveries: Delivery[]): void => {
    counters.published += deliveries.length;
    for (const delivery of deliveries) deliverLocal(delivery);
    bus?.publish(deliveries);
  };

  const publish: RealtimeServer['publish'] = (appId, channels, event, data, socketId) => {
    if (!registries.has(appId)) throw new Error(`Unknown app ${appId}`);
    const encoded = encodeData(data);
    // One serialised frame per channel, shared by all of that channel's subscribers.
    dispatch(channels.map((channel) => ({ appId, channel, frame: JSON.stringify({ event, channel, data: encoded }), excludeSocketId: socketId })));
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES, clientTracking: false });

  const onConnection = (ws: WebSocket, key: string, url: URL): void => {
    const app = appsByKey.get(key);
    if (!app) {
      ws.send(errorFrame(4001, `App key ${key} not in this cluster. Did you forget to specify the cluster?`));
      ws.close(4001, 'Unknown app key');
      return;
    }
    const protocol = Number(url.searchParams.get('protocol') ?? '7');
    if (!Number.isInteger(protocol) || protocol < 5 || protocol > 7) {
      ws.send(errorFrame(4007, 'Unsupported protocol version'));
      ws.close(4007, 'Unsupported protocol version');
      return;
    }
    const registry = registries.get(app.id) as ChannelRegistry;
    const publishFrame = (channel: string, data: string, excludeSocketId?: string): void =>
      dispatch([{ appId: app.id, channel, frame: data, excludeSocketId }]);
    const connection = new Connection(newSocketId(), ws, { app, registry, presence, clientEventsPerSecond, publishFrame, logger });
    connections.add(connection);
    ws.on('message', (data, isBinary) => {
      if (!isBinary) connection.handleMessage(data.toString());
    });
    ws.on('pong', () => connection.touch());
    ws.on('error', (error) => logger.warn('realtime socket error', { socketId: connection.socketId, error: error.message }));
    ws.on('close', () => {
      connections.delete(connection);
      connection.dispose();
    });
    connection.send(frame('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: activityTimeout }));
  };

  const handleUpgrade = (path: string) => (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${path}/`)) return;
    if (closing) {
      socket.destroy();
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(path.length + 1));
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, key, url));
  };

  const attach: RealtimeServer['attach'] = (server, attachOptions) => {
    const listener = handleUpgrade((attachOptions?.path ?? '/app').replace(/\/$/, ''));
    server.on('upgrade', listener);
    detachers.push(() => server.off('upgrade', listener));
  };

  const handleHttp = createHttpApi({ apps: appsById, publish, logger });

  const sweepEvery = Math.min(1000, Math.max(20, Math.min(activityMs, pongMs) / 4));
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) connection.checkActivity(now, activityMs, pongMs);
  }, sweepEvery);
  sweeper.unref();

  const stats = (): RealtimeStats => {
    let channels = 0;
    for (const registry of registries.values()) channels += registry.channelCount;
    const redis = bus ? bus.state() : 'disabled';
    // 'ready' once presence has registered this node too (first heartbeat after connecting).
    return { nodeId, connections: connections.size, channels, ...counters, redis: redis === 'ready' && !presence.ready() ? 'connecting' : redis };
  };

  const listen: RealtimeServer['listen'] = (port, host) =>
    new Promise((resolve, reject) => {
      const server = createServer((req, res) => {
        if (handleHttp(req, res)) return;
        const status = req.url === '/health' ? 200 : 404;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? stats() : { error: 'Not found' }));
      });
      attach(server);
      server.once('error', reject);
      server.listen(port, host, () => {
        standalone = server;
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const close = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    clearInterval(sweeper);
    for (const detach of detachers) detach();
    const open = [...connections];
    const allClosed = Promise.all(open.map((connection) => new Promise<void>((resolve) => connection.onClosed(resolve))));
    for (const connection of open) connection.close(4200, 'Server shutting down');
    await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
    await Promise.all(open.map((connection) => connection.presenceSettled()));
    await presence.close();
    await bus?.close();
    if (standalone) {
      const server = standalone;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
  };

  return { nodeId, attach, handleHttp, listen, publish, close, stats };
};
