// The API (buildApp + listen) in its own process for bench/benchmarks/05-order-throughput.mjs, on a
// fresh database: PGlite in memory, or (DATABASE_URL set) a throw-away schema in PostgreSQL, as the API
// tests do. Migrated and seeded with the demo stores. A bare Fastify instance in the same process
// answers POST /bare with a constant (the baseline). Started with `node --import tsx` and an IPC channel.
// Env: DATABASE_URL?, ORDER_BENCH_NOW (ISO clock the app runs on, so the store is open; `live`: the real clock, for
// benchmarks whose rules need time to pass, e.g. 13-delivery's position throttle).
// IPC: { type: 'ready', url, bareUrl, driver, schema } · { type: 'stats' } → { rss, cpuMs, loopDelay, orders, items }.
// SIGTERM: closes the app, drops the schema, exits.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { register as registerCjs } from 'tsx/cjs/api';

// The API is CommonJS TypeScript (it reads __dirname): load it through tsx's require hook, as api/bench does.
registerCjs();
const require = createRequire(import.meta.url);
const Fastify = require('fastify');
const { buildApp } = require('../../api/src/app.ts');
const { loadConfig } = require('../../api/src/config.ts');
const { openDatabase, quoteIdent } = require('../../api/src/db/client.ts');
const { migrate } = require('../../api/src/db/migrate.ts');
const { seed } = require('../../api/src/db/seed/seed.ts');

const url = process.env.DATABASE_URL || undefined;
const schema = url ? `bench_${Date.now()}_${randomBytes(4).toString('hex')}` : undefined;
if (url) {
  const admin = await openDatabase({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.close();
}
const handle = await openDatabase(url ? { databaseUrl: url, schema } : {});
await migrate(handle);
await seed(handle);

const liveClock = process.env.ORDER_BENCH_NOW === 'live';
const fixedNow = liveClock ? null : new Date(process.env.ORDER_BENCH_NOW ?? Date.now());
const config = loadConfig({ PUSHER_APP_SECRET: 'bench-only-realtime-secret', DATA_ENCRYPTION_KEY: 'bench-only-data-encryption-key' }, { dataDir: ':memory:', staticRoot: '', logLevel: 'silent', databaseUrl: url, databaseSchema: schema });
const app = await buildApp(config, { db: handle, logger: false, ...(liveClock ? {} : { now: () => fixedNow }) });
const bare = Fastify({ logger: false });
bare.post('/bare', async (_request, reply) => reply.code(201).send({ data: { id: 1, status: 'pending' } }));

const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const LOOP_RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loop.enable();
process.send({ type: 'ready', url: appUrl, bareUrl, driver: handle.driver, schema: schema ?? null });

// The histogram records whole timer intervals: report only the delay beyond the interval.
const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
process.on('message', async (message) => {
  if (message?.type !== 'stats') return;
  const [counts] = await handle.query('SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS items');
  const cpu = process.cpuUsage();
  process.send({
    type: 'stats',
    rss: process.memoryUsage().rss,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    orders: Number(counts.orders),
    items: Number(counts.items),
  });
  loop.reset();
});

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await bare.close();
    await handle.close();
    if (url) {
      const admin = await openDatabase({ databaseUrl: url });
      await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await admin.close();
    }
  } finally {
    process.exit(0);
  }
};
process.once('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
