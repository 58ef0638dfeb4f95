// Platform reports (issue 10): GET /api/admin/reports's SQL (platformReport(), the service the route calls) over
// 1,000,000 orders of 500 stores (and their branches) spread over the last 365 days, on PostgreSQL: by business
// type, by city, by store and by day, for 30 and 365 days. The stores are real rows (seeded demo stores plus
// generated ones across the 14 business types and a dozen cities). Sequential calls after a warm-up, twice: before
// any rollup is built (every day read from the orders, as right after a deploy) and after the dashboard's daily
// rollups (migration 0022) are built from cold as the scheduler's job does (timed), which leaves the state the job
// maintains: every complete day of every store rolled up, the last day read from the orders. Both states must give
// the same reports (checked).
// Env: REPORT_BENCH_ORDERS (default 1000000), REPORT_BENCH_STORES (default 500), REPORT_BENCH_RUNS (default 20),
//      REPORT_BENCH_COLD_RUNS (calls before the build, default 5),
//      REPORT_BENCH_PG_URL (default DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import { summarize } from '../lib/latency.mjs';

const TARGET_P99_MS = 300;
const ORDERS = Number(process.env.REPORT_BENCH_ORDERS ?? 1_000_000);
const STORES = Number(process.env.REPORT_BENCH_STORES ?? 500);
const RUNS = Number(process.env.REPORT_BENCH_RUNS ?? 20);
const COLD_RUNS = Number(process.env.REPORT_BENCH_COLD_RUNS ?? 5);
const PG_URL = process.env.REPORT_BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TODAY = '2026-11-24';
const CITIES = [
  ['São Paulo', 'SP'], ['Rio de Janeiro', 'RJ'], ['Belo Horizonte', 'MG'], ['Curitiba', 'PR'], ['Porto Alegre', 'RS'], ['Salvador', 'BA'],
  ['Recife', 'PE'], ['Fortaleza', 'CE'], ['Manaus', 'AM'], ['Goiânia', 'GO'], ['Campinas', 'SP'], ['Florianópolis', 'SC'],
];

async function seed(handle, log) {
  const started = Date.now();
  // Generated stores over the 14 types and the cities; every fifth has a branch in another city.
  await handle.query(
    `INSERT INTO stores (name, slug, business_type_id, city, state, published_at, created_at)
     SELECT 'Loja ' || g, 'bench-loja-' || g, (SELECT id FROM business_types ORDER BY id OFFSET (g % 14) LIMIT 1),
            (($1::text[])[1 + g % $3]), (($2::text[])[1 + g % $3]), now(), now() - (g % 700) * interval '1 day'
     FROM generate_series(1, $4) g`,
    [CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), CITIES.length, STORES],
  );
  await handle.query(
    `INSERT INTO stores (name, slug, parent_id, business_type_id, city, state, published_at)
     SELECT s.name || ' - Filial', s.slug || '-filial', s.id, s.business_type_id, 'Campinas', 'SP', now() FROM stores s WHERE s.slug LIKE 'bench-loja-%' AND s.id % 5 = 0`,
  );
  const ids = (await handle.query(`SELECT id FROM stores ORDER BY id`)).map((r) => r.id);
  await handle.query(
    `INSERT INTO orders (public_id, store_id, number, channel, order_type, status, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     SELECT gen_random_uuid(), ($1::int[])[1 + g % $2], 10000000 + g, 'online', (ARRAY['delivery','pickup','dine_in'])[1 + g % 3],
            CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'completed' END, 'Cliente ' || (g % 9000), '1190000' || lpad((g % 9000)::text, 4, '0'),
            2000 + g % 8000, 2000 + g % 8000, 'pix',
            ($4::date::timestamp AT TIME ZONE 'America/Sao_Paulo') - (g % 365) * interval '1 day' - (g * 37 % 86400) * interval '1 second'
     FROM generate_series(1, $3) g`,
    [ids, ids.length, ORDERS, TODAY],
  );
  await handle.exec('VACUUM ANALYZE');
  log(`PostgreSQL: ${ORDERS.toLocaleString('pt-BR')} pedidos em ${ids.length} lojas e filiais semeados em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const PERIODS = [
  ['30 dias', '2026-10-26'],
  ['365 dias', '2025-11-25'],
];
const GROUPS = ['business_type', 'city', 'store', 'day'];

/** p50/p99 of every period × grouping, `runs` sequential calls after 2 of warm-up; the reports by period and grouping. */
async function measure(platformReport, pg, state, runs, log) {
  const rows = [];
  const reports = new Map();
  for (const [name, from] of PERIODS) {
    for (const group of GROUPS) {
      const query = { from, to: TODAY, group };
      for (let i = 0; i < 2; i++) await platformReport(pg, query);
      const times = [];
      let report;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        report = await platformReport(pg, query);
        times.push(performance.now() - t0);
      }
      const s = summarize(times);
      log(`${state}, ${name}, ${group}: p50 ${s.p50} ms, p99 ${s.p99} ms (${report.rows.length} linhas, ${report.totals.orders} pedidos)`);
      rows.push({ state, period: name, group, lines: report.rows.length, orders: report.totals.orders, ...s });
      reports.set(`${name} ${group}`, JSON.stringify(report));
    }
  }
  return { rows, reports };
}

export default {
  id: 'platform-report',
  title: `Relatórios da plataforma: ${ORDERS.toLocaleString('pt-BR')} pedidos de ${STORES} lojas no PostgreSQL`,
  async run({ log }) {
    const { openDatabase, quoteIdent } = await import('../../api/src/db/client.ts');
    const { migrate } = await import('../../api/src/db/migrate.ts');
    const { seed: seedDemo } = await import('../../api/src/db/seed/seed.ts');
    const { platformReport } = await import('../../api/src/modules/admin-reports/admin-reports.service.ts');
    const { buildDashboardRollups } = await import('../../api/src/modules/dashboard/dashboard-rollups.build.ts');
    const schema = `bench_report_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: PG_URL });
    await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.close();
    const pg = await openDatabase({ databaseUrl: PG_URL, schema });
    const rows = [];
    let build;
    try {
      await migrate(pg);
      await seedDemo(pg, { demo: true });
      await seed(pg, log);
      const cold = await measure(platformReport, pg, 'sem rollups', COLD_RUNS, log);
      const started = performance.now();
      const { builtDays } = await buildDashboardRollups(pg, TODAY);
      const ms = Math.round(performance.now() - started);
      const [{ n: totals }] = await pg.query('SELECT count(*) AS n FROM dashboard_daily_totals');
      build = { ms, builtDays, totals };
      log(`rollups construídos a frio em ${(ms / 1000).toFixed(1)} s (${builtDays} dias-loja, ${totals} linhas de totais)`);
      await pg.exec('VACUUM ANALYZE'); // what autovacuum does on a live PostgreSQL (index-only scans need the visibility map)
      const warm = await measure(platformReport, pg, 'com rollups', RUNS, log);
      for (const [key, report] of cold.reports) {
        if (warm.reports.get(key) !== report) throw new Error(`${key}: o relatório com rollups difere do lido só dos pedidos`);
      }
      rows.push(...cold.rows, ...warm.rows);
    } finally {
      await pg.close();
      const drop = await openDatabase({ databaseUrl: PG_URL });
      await drop.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await drop.close();
    }
    const worst = (state, period) => Math.max(...rows.filter((r) => r.state === state && r.period === period).map((r) => r.p99));
    const verdict = worst('com rollups', '365 dias') < TARGET_P99_MS ? 'ok' : 'ACIMA';
    return {
      metrics: {
        p99_365: { label: `pior p99, 365 dias, com rollups (PostgreSQL; meta < ${TARGET_P99_MS} ms: ${verdict})`, value: worst('com rollups', '365 dias'), unit: 'ms' },
        p99_30: { label: 'pior p99, 30 dias, com rollups (PostgreSQL)', value: worst('com rollups', '30 dias'), unit: 'ms' },
        coldP99_365: { label: 'pior p99, 365 dias, sem rollups (PostgreSQL)', value: worst('sem rollups', '365 dias'), unit: 'ms' },
        coldBuild: { label: `rollups a frio (${ORDERS.toLocaleString('pt-BR')} pedidos)`, value: build.ms, unit: 'ms' },
      },
      tables: [
        {
          title: `platformReport() sequencial após 2 de aquecimento: ${COLD_RUNS} chamadas sem rollups, ${RUNS} com rollups`,
          columns: ['estado', 'período', 'agrupamento', 'linhas', 'pedidos', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms'],
          rows: rows.map((r) => [r.state, r.period, r.group, r.lines, r.orders, r.p50, r.p95, r.p99, r.max]),
        },
        {
          title: 'Construção a frio dos rollups diários (todos os dias completos de todas as lojas)',
          columns: ['ms', 'dias-loja', 'linhas de totais'],
          rows: [[build.ms, build.builtDays, build.totals]],
        },
      ],
      details: { periods: rows, build },
    };
  },
};
