import { consoleLogger } from './logger';
import { createRealtimeServer } from './realtime-server';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) {
    consoleLogger.error(`realtime: missing environment variable ${name}`);
    process.exit(1);
  }
  return value;
};

// The API refuses the same in production (api/src/secrets.ts): a published or short secret lets anyone sign channels.
const secret = required('PUSHER_APP_SECRET');
if (process.env.NODE_ENV === 'production' && (secret.length < 16 || ['comanda-dev-secret', 'comanda-test-secret', 'secret', 'changeme'].includes(secret))) {
  consoleLogger.error('realtime: PUSHER_APP_SECRET is a published or short value; set a random one (openssl rand -base64 32)');
  process.exit(1);
}

const server = createRealtimeServer({
  apps: [{ id: required('PUSHER_APP_ID'), key: required('PUSHER_APP_KEY'), secret }],
  redisUrl: process.env.REDIS_URL || undefined,
  presenceNodeTtlMs: Number(process.env.PRESENCE_NODE_TTL_MS) || undefined,
  logger: consoleLogger,
});

server.listen(Number(process.env.PORT ?? 6001)).then(
  (port) => consoleLogger.info('realtime listening', { port, nodeId: server.nodeId, redis: Boolean(process.env.REDIS_URL) }),
  (error: unknown) => {
    consoleLogger.error('realtime failed to listen', { error: String(error) });
    process.exit(1);
  },
);

const shutdown = (signal: string) => {
  consoleLogger.info('realtime shutting down', { signal });
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
