import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRealtimeServer, type Logger, type RealtimeServer } from '@comanda/realtime';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { AppConfig } from '../config';

export const REALTIME_WS_PATH = '/app';

/**
 * The realtime server sharing the API's port: the Fastify server factory sends `/apps/*` (the Pusher
 * HTTP events API, raw body for its signature) to it before Fastify sees the request, and `attach()`
 * takes WebSocket upgrades on `/app/{key}` only.
 */
export type EmbeddedRealtime = {
  server: RealtimeServer;
  serverFactory: FastifyServerFactory;
  /** After Fastify is built: logs through the app logger and starts taking upgrades. */
  start: (httpServer: Server, log: FastifyBaseLogger) => void;
  close: () => Promise<void>;
};

export function createEmbeddedRealtime(config: AppConfig): EmbeddedRealtime {
  let log: FastifyBaseLogger | undefined;
  const logger: Logger = {
    info: (message, meta) => log?.info(meta ?? {}, message),
    warn: (message, meta) => log?.warn(meta ?? {}, message),
    error: (message, meta) => log?.error(meta ?? {}, message),
  };
  const { appId: id, key, secret, redisChannel, presenceNodeTtlMs } = config.realtime;
  const server = createRealtimeServer({ apps: [{ id, key, secret }], redisUrl: config.redisUrl, redisChannel, presenceNodeTtlMs, logger });

  const serverFactory: FastifyServerFactory = (handler, rawOptions) => {
    const options = rawOptions as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number };
    const httpServer = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (server.handleHttp(req, res)) return;
      handler(req, res);
    });
    // What Fastify sets on the servers it creates itself.
    httpServer.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    httpServer.requestTimeout = options.requestTimeout ?? 0;
    httpServer.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) httpServer.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return httpServer;
  };

  return {
    server,
    serverFactory,
    start(httpServer, appLog) {
      log = appLog.child({ module: 'realtime' });
      server.attach(httpServer, { path: REALTIME_WS_PATH });
      // With an 'upgrade' listener Node no longer rejects upgrades nobody takes: refuse those ourselves
      // unless another listener (registered later) handles them.
      httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname.startsWith(`${REALTIME_WS_PATH}/`) || httpServer.listenerCount('upgrade') > 2) return;
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      });
    },
    close: () => server.close(),
  };
}
