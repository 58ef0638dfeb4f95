// Dashboard aggregates (issue 9): GET /api/stores/{id}/dashboard's five SQL statements (totals by channel and
// type, revenue per day, weekday × hour, top products, new vs returning customers) for one store with
// 100,000 orders (2 items each) spread over the last 365 days, among two other stores with 20,000 orders each,
// on PostgreSQL and on PGlite. The daily rollups (migration 0022) are first built from cold, as the scheduler's
// job does after a deploy (timed: the rollups of all 140,000 orders), which leaves the warm state it maintains:
// every complete day rolled up, today read from the orders. Timed then: loadDashboard() (the service the route
// calls), sequential calls, for "hoje", "30 dias" and "365 dias" periods. Target (issue): p99 < 200 ms on PostgreSQL.
// Env: DASHBOARD_BENCH_ORDERS (default 100000), DASHBOARD_BENCH_RUNS (default 40),
//      DASHBOARD_BENCH_PG_URL (default DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import { summarize } from '../lib/latency.mjs';

const TARGET_P99_MS = 200;
const ORDERS = Number(process.env.DASHBOARD_BENCH_ORDERS ?? 100_000);
const OTHER_ORDERS = Math.round(ORDERS / 5);
const RUNS = Number(process.env.DASHBOARD_BENCH_RUNS ?? 40);
const PG_URL = process.env.DASHBOARD_BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TODAY = '2026-11-24';

/** Orders with items for a store, created over the 365 days before TODAY, in one statement each. */
async function seedOrders(handle, storeId, count, firstNumber) {
  await handle.query(
    `INSERT INTO orders (public_id, store_id, number, channel, order_type, status, user_id, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     SELECT gen_random_uuid(), $1, $2 + g, CASE WHEN g % 4 = 0 THEN 'pos' ELSE 'online' END,
            (ARRAY['delivery','pickup','dine_in'])[1 + g % 3], CASE WHEN g % 20 = 0 THEN 'cancelled' WHEN g % 7 = 0 THEN 'pending' ELSE 'completed' END,
            NULL, 'Cliente ' || (g % 9000), '1190000' || lpad((g % 9000)::text, 4, '0'), 2000 + g % 8000, 2000 + g % 8000, 'pix',
            ($4::date::timestamp AT TIME ZONE 'America/Sao_Paulo') - (g % 365) * interval '1 day' - (g * 37 % 86400) * interval '1 second'
     FROM generate_series(1, $3) g`,
    [storeId, firstNumber, count, TODAY],
  );
  await handle.query(
    `INSERT INTO order_items (order_id, product_id, name, quantity, unit_price_cents, total_cents)
     SELECT o.id, NULL, 'Produto ' || (o.id % 40 + k), 1 + o.id % 3, 1000, 1000 * (1 + o.id % 3)
     FROM orders o CROSS JOIN generate_series(0, 1) k WHERE o.store_id = $1 AND o.number > $2`,
    [storeId, firstNumber],
  );
}

async function measure(label, handle, log) {
  const { seed } = await import('../../api/src/db/seed/seed.ts');
  const { migrate } = await import('../../api/src/db/migrate.ts');
  const { loadDashboard } = await import('../../api/src/modules/dashboard/dashboard.service.ts');
  const { buildDashboardRollups } = await import('../../api/src/modules/dashboard/dashboard-rollups.build.ts');
  await migrate(handle);
  await seed(handle);
  const stores = await handle.query("SELECT id FROM stores WHERE parent_id IS NULL ORDER BY id LIMIT 3");
  const [target, ...others] = stores.map((s) => s.id);
  const started = Date.now();
  await seedOrders(handle, target, ORDERS, 1_000_000);
  for (const other of others) await seedOrders(handle, other, OTHER_ORDERS, 1_000_000);
  await handle.exec('VACUUM ANALYZE'); // what autovacuum does on a live PostgreSQL (index-only scans need the visibility map)
  log(`${label}: ${ORDERS} + ${others.length}×${OTHER_ORDERS} pedidos semeados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const buildStarted = performance.now();
  const { builtDays } = await buildDashboardRollups(handle, TODAY);
  const buildMs = Math.round(performance.now() - buildStarted);
  const [{ n: rollupRows }] = await handle.query(
    'SELECT (SELECT count(*) FROM dashboard_daily_totals) + (SELECT count(*) FROM dashboard_hourly_orders) + (SELECT count(*) FROM dashboard_daily_products) AS n',
  );
  log(`${label}: rollups construídos a frio em ${(buildMs / 1000).toFixed(1)} s (${builtDays} dias-loja, ${rollupRows} linhas)`);
  await handle.exec('VACUUM ANALYZE');
  const periods = [
    ['hoje', { from: TODAY, to: TODAY }],
    ['30 dias', { from: '2026-10-26', to: TODAY }],
    ['365 dias', { from: '2025-11-25', to: TODAY }],
  ];
  const rows = [];
  for (const [name, period] of periods) {
    for (let i = 0; i < 3; i++) await loadDashboard(handle, [target], period); // warm-up
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await loadDashboard(handle, [target], period);
      times.push(performance.now() - t0);
    }
    const s = summarize(times);
    log(`${label} ${name}: p50 ${s.p50} ms, p99 ${s.p99} ms`);
    rows.push({ db: label, period: name, ...s });
  }
  return { rows, build: { db: label, ms: buildMs, days: builtDays, rows: rollupRows } };
}

export default {
  id: 'dashboard',
  title: `Agregados do painel da loja: ${ORDERS.toLocaleString('pt-BR')} pedidos de uma loja (PostgreSQL e PGlite)`,
  async run({ log }) {
    const { openDatabase, quoteIdent } = await import('../../api/src/db/client.ts');
    const rows = [];
    const builds = [];
    const collect = (result) => {
      rows.push(...result.rows);
      builds.push(result.build);
    };
    const schema = `bench_dashboard_${randomBytes(4).toString('hex')}`;
    try {
      const admin = await openDatabase({ databaseUrl: PG_URL });
      await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
      await admin.close();
      const pg = await openDatabase({ databaseUrl: PG_URL, schema });
      try {
        collect(await measure('PostgreSQL', pg, log));
      } finally {
        await pg.close();
        const drop = await openDatabase({ databaseUrl: PG_URL });
        await drop.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        await drop.close();
      }
    } catch (err) {
      log(`PostgreSQL indisponível (${err.message}): só PGlite`);
    }
    const lite = await openDatabase({});
    try {
      collect(await measure('PGlite', lite, log));
    } finally {
      await lite.close();
    }
    const pgWorst = Math.max(...rows.filter((r) => r.db === 'PostgreSQL').map((r) => r.p99));
    const verdict = Number.isFinite(pgWorst) ? (pgWorst < TARGET_P99_MS ? 'ok' : 'ACIMA') : 'sem PostgreSQL';
    return {
      metrics: {
        pgP99: { label: `pior p99 no PostgreSQL (meta < ${TARGET_P99_MS} ms: ${verdict})`, value: pgWorst, unit: 'ms' },
        pglite30dP99: { label: 'p99 no PGlite, 30 dias', value: rows.find((r) => r.db === 'PGlite' && r.period === '30 dias')?.p99, unit: 'ms' },
        ...Object.fromEntries(
          builds.map((b) => [`${b.db === 'PGlite' ? 'pglite' : 'pg'}ColdBuild`, { label: `rollups a frio no ${b.db} (${ORDERS + 2 * OTHER_ORDERS} pedidos)`, value: b.ms, unit: 'ms' }]),
        ),
      },
      tables: [
        {
          title: `loadDashboard() sequencial, ${RUNS} chamadas por período após 3 de aquecimento`,
          columns: ['banco', 'período', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms'],
          rows: rows.map((r) => [r.db, r.period, r.p50, r.p95, r.p99, r.max]),
        },
        {
          title: 'Construção a frio dos rollups diários (todos os dias completos de todas as lojas)',
          columns: ['banco', 'ms', 'dias-loja', 'linhas'],
          rows: builds.map((b) => [b.db, b.ms, b.days, b.rows]),
        },
      ],
      details: { periods: rows, builds },
    };
  },
};
