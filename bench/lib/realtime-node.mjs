// One realtime server in its own process for bench/benchmarks/06-realtime-latency.mjs (started with
// `node --import tsx`, IPC channel open). Env: APP_ID, APP_KEY, APP_SECRET, REDIS_URL?, REDIS_CHANNEL?.
// IPC: sends { type: 'ready', port, nodeId } once listening (and Redis ready); answers { type: 'stats' }
// with { type: 'stats', rss, heapUsed, server, loopDelay } and resets the event-loop delay histogram.
// SIGTERM: graceful close (4200 to clients, presence keys removed), then exit.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRealtimeServer } from '../../realtime/src/index.ts';

const quiet = () => {};
const logger = {
  info: quiet,
  warn: (message, meta) => console.error(`[realtime-node] ${message} ${JSON.stringify(meta ?? {})}`),
  error: (message, meta) => console.error(`[realtime-node] ${message} ${JSON.stringify(meta ?? {})}`),
};

const server = createRealtimeServer({
  apps: [{ id: process.env.APP_ID, key: process.env.APP_KEY, secret: process.env.APP_SECRET }],
  redisUrl: process.env.REDIS_URL || undefined,
  redisChannel: process.env.REDIS_CHANNEL || undefined,
  logger,
});
const LOOP_RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loop.enable();

const port = await server.listen(0, '127.0.0.1');
const started = Date.now();
while (process.env.REDIS_URL && server.stats().redis !== 'ready') {
  if (Date.now() - started > 10_000) throw new Error(`redis not ready: ${server.stats().redis}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.send({ type: 'ready', port, nodeId: server.nodeId });

// The histogram records whole timer intervals: report only the delay beyond the interval.
const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
process.on('message', (message) => {
  if (message?.type !== 'stats') return;
  const { rss, heapUsed } = process.memoryUsage();
  process.send({ type: 'stats', rss, heapUsed, server: server.stats(), loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) } });
  loop.reset();
});
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.on('disconnect', () => process.exit(0));
