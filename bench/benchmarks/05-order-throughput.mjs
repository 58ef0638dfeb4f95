// Order placement throughput: POST /api/stores/pizzaria-bella-napoli/orders (pickup, cash with change,
// a pizza with size + edge + side dish and two drinks, expected_total set: validation, repricing by the
// shared engine, idempotency key, per-store number, order + items + history in one transaction, and the
// order.new broadcast through the pusher SDK to the embedded realtime server), on PGlite and on
// PostgreSQL. Target (issue): PostgreSQL ≥ 500 orders/s with p99 < 100 ms on this 2-core machine.
//
// The API runs in a child process (bench/lib/orders-api-node.mjs: buildApp + listen on a fresh database,
// demo seed, the clock fixed on a Wednesday 20:00 in São Paulo so the store is open); autocannon runs
// here, a unique Idempotency-Key per request ([<id>] replacement). A bare Fastify route in the API's
// process answering the same request with a constant is the baseline.
// Env: ORDER_BENCH_DURATION (s per run, default 10), ORDER_BENCH_CONNECTIONS (default "16,64"),
//      ORDER_BENCH_PG_URL (default DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild } from '../lib/child-node.mjs';
import { describeMachine, machineFacts } from '../lib/machine-facts.mjs';
import { orderRequest } from '../lib/order-request.mjs';

const require = createRequire(import.meta.url);

const TARGET_ORDERS_PER_SEC = 500;
const TARGET_P99_MS = 100;
const SLUG = 'pizzaria-bella-napoli';
const STORE_OPEN_AT = '2026-03-04T20:00:00-03:00';
const DURATION = Number(process.env.ORDER_BENCH_DURATION ?? 10);
const WARMUP_SEC = 2;
const BARE_DURATION = 5;
const CONNECTIONS = (process.env.ORDER_BENCH_CONNECTIONS ?? '16,64').split(',').map(Number);
const PG_URL = process.env.ORDER_BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * autocannon stops at its deadline without waiting for in-flight requests, and the API keeps working
 * on them: wait until the order count stops moving, so the next run (and the CPU figures) start clean.
 */
async function drained(api) {
  let last = await api.request('stats');
  for (let i = 0; i < 100; i++) {
    await sleep(300);
    const now = await api.request('stats');
    if (now.orders === last.orders) return now;
    last = now;
  }
  return last;
}

const verdict = (ordersPerSec, p99) => (ordersPerSec >= TARGET_ORDERS_PER_SEC && p99 < TARGET_P99_MS ? 'ok' : 'ABAIXO');

async function postgresReachable(url) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    return rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function placeOne(apiUrl, body) {
  const response = await fetch(`${apiUrl}/api/stores/${SLUG}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `probe-${Date.now()}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status === 404 && !text.includes('"data"')) throw new Error(`POST /api/stores/${SLUG}/orders ainda não existe (404): ${text.slice(0, 200)}`);
  if (response.status !== 201) throw new Error(`pedido de prova: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text).data;
}

async function cannon(url, body, { connections, duration }) {
  const autocannon = require('autocannon');
  const options = {
    url,
    method: 'POST',
    connections,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-[<id>]' },
    body: JSON.stringify(body),
    idReplacement: true,
  };
  const warm = await autocannon({ ...options, duration: WARMUP_SEC });
  const r = await autocannon({ ...options, duration });
  const ok = r['2xx'];
  return {
    completed: warm.requests.total + r.requests.total,
    connections,
    durationSec: duration,
    perSec: Math.round(ok / duration),
    perSecMin: r.requests.min,
    perSecMax: r.requests.max,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    ok,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    warmupOk: warm['2xx'],
  };
}

async function runDatabase(label, databaseUrl, { repoRoot, log }) {
  log(`— ${label}: preparando banco (migrações + seed)…`);
  const started = performance.now();
  const api = startChild(path.join(repoRoot, 'bench/lib/orders-api-node.mjs'), { cwd: repoRoot, env: { DATABASE_URL: databaseUrl ?? '', ORDER_BENCH_NOW: STORE_OPEN_AT }, readyTimeoutMs: 120_000 });
  try {
    const ready = await api.ready;
    log(`API pronta em ${((performance.now() - started) / 1000).toFixed(1)} s (${ready.driver}${ready.schema ? `, schema ${ready.schema}` : ''})`);
    const body = await orderRequest(ready.url);
    const seeded = (await api.request('stats')).orders;
    const probe = await placeOne(ready.url, body);
    body.expected_total = probe.total;
    log(`pedido de prova 201: ${probe.display_number}, total R$ ${probe.total}, ${probe.items.length} itens`);

    const runs = [];
    let before = await drained(api);
    for (const connections of CONNECTIONS) {
      const run = await cannon(`${ready.url}/api/stores/${SLUG}/orders`, body, { connections, duration: DURATION });
      const after = await drained(api);
      // CPU of the API process per order written (warm-up included on both sides): independent of how
      // much of the machine other processes take, unlike orders/s.
      run.apiCpuMsPerOrder = round1((after.cpuMs - before.cpuMs) / Math.max(1, after.orders - before.orders));
      before = after;
      log(
        `-c ${connections}: ${run.perSec} pedidos/s (por segundo: ${run.perSecMin}–${run.perSecMax}), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
          `não-2xx ${run.non2xx}, erros ${run.errors}; CPU da API ${run.apiCpuMsPerOrder} ms/pedido`,
      );
      runs.push(run);
    }
    const bare = await cannon(`${ready.bareUrl}/bare`, body, { connections: Math.max(...CONNECTIONS), duration: BARE_DURATION });
    const stats = await drained(api);
    bare.apiCpuMsPerRequest = Math.round(((stats.cpuMs - before.cpuMs) / Math.max(1, bare.completed)) * 1000) / 1000;
    log(`Fastify mínimo (-c ${bare.connections}): ${bare.perSec} req/s, p99 ${bare.p99Ms} ms, CPU ${bare.apiCpuMsPerRequest} ms/req`);
    // autocannon stops at the deadline without waiting for in-flight requests: at most `connections`
    // orders per autocannon call (warm-up + run) are written without their response being counted.
    const responses2xx = 1 + runs.reduce((sum, run) => sum + run.ok + run.warmupOk, 0);
    const inFlightAtStops = runs.reduce((sum, run) => sum + 2 * run.connections, 0);
    const written = stats.orders - seeded;
    if (written < responses2xx || written > responses2xx + inFlightAtStops) {
      log(`ATENÇÃO: ${written} pedidos gravados para ${responses2xx} respostas 2xx (+ até ${inFlightAtStops} em voo nas paradas)`);
    }
    return { label, driver: ready.driver, runs, bare, ordersInDb: written, itemsInDb: stats.items, responses2xx, apiRssMiB: Math.round(stats.rss / 2 ** 20) };
  } finally {
    await api.stop(30_000);
  }
}

export default {
  id: 'order-throughput',
  title: 'Vazão e p99 da criação de pedidos (POST /api/stores/{slug}/orders) no PGlite e no PostgreSQL',
  async run({ repoRoot, log }) {
    const facts = machineFacts();
    log(`máquina: ${describeMachine(facts)}`);
    const pgVersion = await postgresReachable(PG_URL);
    log(pgVersion ? `PostgreSQL ${pgVersion} em ${PG_URL.replace(/:[^:@/]+@/, ':***@')}` : `PostgreSQL inacessível em ${PG_URL}: só PGlite`);

    const results = [await runDatabase('PGlite (memória)', undefined, { repoRoot, log })];
    if (pgVersion) results.push(await runDatabase(`PostgreSQL ${pgVersion.split(' ')[0]}`, PG_URL, { repoRoot, log }));

    const metrics = {};
    const rows = [];
    for (const r of results) {
      const key = r.driver === 'pg' ? 'pg' : 'pglite';
      for (const run of r.runs) {
        const isPg = r.driver === 'pg';
        const status = isPg ? verdict(run.perSec, run.p99Ms) : '—';
        const note = isPg ? ` (meta ≥ ${TARGET_ORDERS_PER_SEC}/s e p99 < ${TARGET_P99_MS} ms: ${status})` : '';
        metrics[`${key}_c${run.connections}`] = { label: `${r.label} -c ${run.connections}: pedidos/s${note}`, value: run.perSec, unit: 'pedidos/s' };
        metrics[`${key}_c${run.connections}_p99`] = { label: `${r.label} -c ${run.connections}: p99`, value: run.p99Ms, unit: 'ms' };
        metrics[`${key}_c${run.connections}_cpu`] = { label: `${r.label} -c ${run.connections}: CPU do processo da API por pedido`, value: run.apiCpuMsPerOrder, unit: 'ms' };
        rows.push([r.label, run.connections, run.perSec, `${run.perSecMin}–${run.perSecMax}`, run.p50Ms, run.p99Ms, run.maxMs, run.non2xx, run.errors, Math.round((run.perSec / r.bare.perSec) * 1000) / 1000, run.apiCpuMsPerOrder, status]);
      }
    }
    return {
      metrics,
      tables: [
        {
          title:
            `autocannon ${DURATION} s por rodada (após ${WARMUP_SEC} s de aquecimento), Idempotency-Key única por requisição; meta no PostgreSQL: ` +
            `≥ ${TARGET_ORDERS_PER_SEC} pedidos/s com p99 < ${TARGET_P99_MS} ms; load average no início ${facts.loadAverage.join(' ')} em ${facts.cpus} CPUs`,
          columns: ['banco', 'conexões', 'pedidos/s', 'faixa por s', 'p50 ms', 'p99 ms', 'máx ms', 'não-2xx', 'erros', 'razão vs Fastify mínimo', 'CPU API ms/pedido', 'meta'],
          rows,
        },
        {
          title: `Linha de base: Fastify mínimo no mesmo processo da API (POST com o mesmo corpo, resposta 201 constante), ${BARE_DURATION} s`,
          columns: ['processo da API com', 'conexões', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'pedidos gravados', 'respostas 2xx', 'RSS da API MiB'],
          rows: results.map((r) => [r.label, r.bare.connections, r.bare.perSec, r.bare.p50Ms, r.bare.p99Ms, r.bare.apiCpuMsPerRequest, r.ordersInDb, r.responses2xx, r.apiRssMiB]),
        },
      ],
      details: { machine: facts, storeOpenAt: STORE_OPEN_AT, results },
    };
  },
};
