// Delivery (issue 12): 200 drivers online, each phone sending its position every 5 s; the store's monitor hears them.
// The API runs in a child process (lib/orders-api-node.mjs on the real clock — the position throttle needs time to
// pass —, fresh database: PGlite in memory, or a throw-away schema in PostgreSQL when DELIVERY_BENCH_PG_URL or
// DATABASE_URL is set; demo seed) with its embedded real-time server on the same port, as `npm start` runs it.
// Setup through the API: the owner of the demo pizzeria registers DRIVERS drivers (each gets an invitation link), each
// driver accepts it (account + bearer token) and goes online (POST /api/driver/{id}/online). A pusher-js client in this
// process, authorised as the attendant through /api/broadcasting/auth, subscribes to private-store.{id}, the channel
// the monitor listens to. Each simulated phone then POSTs /api/driver/{id}/position every 5 s from a jittered start,
// moving ~40 m each time, over keep-alive HTTP, for DELIVERY_BENCH_SECONDS (default 60).
// Figures: delivery latency = from the POST being written to the monitor client receiving that driver's
// `driver.position` (matched on driver_id + coordinates), p50/p95/p99/max, received vs sent, throttled (202) and
// lost; target p99 < 200 ms. API CPU per position update = the API process's process.cpuUsage() across the run ÷
// requests, beside GET /api/health sent on the same schedule (the baseline, DELIVERY_BENCH_BASELINE_SECONDS,
// default 20) and the idle process (timers, job runner) over 5 s.
// Env: DELIVERY_BENCH_SECONDS, DELIVERY_BENCH_BASELINE_SECONDS, DELIVERY_BENCH_DRIVERS (default 200),
//      DELIVERY_BENCH_PG_URL / DATABASE_URL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild } from '../lib/child-node.mjs';
import { createDrivers, everyInterval, keepAliveAgent, monitorSnapshot, openMonitor, request, route, seededRandom } from '../lib/delivery-load.mjs';
import { summarize } from '../lib/latency.mjs';
import { describeMachine, machineFacts } from '../lib/machine-facts.mjs';
import { ATTENDANT, login, OWNER, storeId as storeIdOf } from '../lib/pos-api-load.mjs';

const require = createRequire(import.meta.url);

const TARGET_P99_MS = 200;
const DRIVERS = Number(process.env.DELIVERY_BENCH_DRIVERS ?? 200);
const SECONDS = Number(process.env.DELIVERY_BENCH_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.DELIVERY_BENCH_BASELINE_SECONDS ?? 20);
const IDLE_SECONDS = 5;
/** After the last send: how long lost events are waited for. */
const DRAIN_MS = 3_000;
const PG_URL = process.env.DELIVERY_BENCH_PG_URL || process.env.DATABASE_URL || '';
/** Where the routes start when the store has no point on the map (Bela Vista, São Paulo). */
const FALLBACK_POINT = { latitude: -23.5614, longitude: -46.6559 };

const round1 = (n) => Math.round(n * 10) / 10;
const round2 = (n) => Math.round(n * 100) / 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const verdict = (p99) => (p99 < TARGET_P99_MS ? 'ok' : 'ACIMA');
const fmt = (n) => n.toLocaleString('pt-BR');

async function waitFor(check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!check() && performance.now() < deadline) await sleep(20);
}

/** The API process's CPU (ms) and event-loop delay across `fn()` (the delay histogram is reset at the start), and the wall seconds between the two readings. */
async function withApiCpu(api, fn) {
  const before = await api.request('stats');
  const t0 = performance.now();
  const result = await fn();
  const after = await api.request('stats');
  return { result, cpuMs: after.cpuMs - before.cpuMs, wallSeconds: (performance.now() - t0) / 1000, loopDelay: after.loopDelay };
}

export default {
  id: 'delivery',
  title: `Entrega: ${DRIVERS} entregadores online enviando a posição a cada 5 s — p99 até o monitor da loja (meta < ${TARGET_P99_MS} ms) e CPU da API por posição`,
  async run({ repoRoot, log }) {
    const { DELIVERY_EVENTS, POSITION_INTERVAL_MS, POSITION_MIN_GAP_MS } = require('../../shared/domain/index.ts');
    const { storeChannel } = require('../../api/src/realtime/channels.ts');
    const facts = machineFacts();
    log(`máquina: ${describeMachine(facts)}`);

    const started = performance.now();
    const api = startChild(path.join(repoRoot, 'bench/lib/orders-api-node.mjs'), { cwd: repoRoot, env: { DATABASE_URL: PG_URL, ORDER_BENCH_NOW: 'live' }, readyTimeoutMs: 120_000 });
    const agent = keepAliveAgent();
    let monitor = null;
    try {
      const ready = await api.ready;
      const database = ready.driver === 'pg' ? 'PostgreSQL' : 'PGlite (memória)';
      log(`API pronta em ${round1((performance.now() - started) / 1000)} s: ${database}${ready.schema ? ` (schema ${ready.schema})` : ''}, tempo real embutido na mesma porta`);
      const url = ready.url;
      const owner = await login(url, OWNER);
      const attendant = await login(url, ATTENDANT);
      const storeId = await storeIdOf(url);

      const made = await createDrivers(url, { storeId, ownerToken: owner, count: DRIVERS });
      const drivers = made.drivers;
      log(`${DRIVERS} entregadores cadastrados, convites aceitos e online em ${round1(made.seconds)} s`);
      const before = await monitorSnapshot(url, { storeId, token: attendant });
      const origin = before.store.latitude !== null && before.store.longitude !== null ? { latitude: before.store.latitude, longitude: before.store.longitude } : FALLBACK_POINT;
      const onlineBefore = before.drivers.filter((d) => d.state !== 'offline').length;
      if (onlineBefore < DRIVERS) throw new Error(`monitor: ${onlineBefore} entregadores online, esperados ${DRIVERS}`);

      // The monitor: every driver.position on the store's channel, matched to the send it answers.
      const phases = { warmup: new Map(), run: new Map() };
      const delivered = { warmup: [], run: [] };
      const split = { server: [], fanout: [] };
      let phase = 'warmup';
      let unmatched = 0;
      const keyOf = (driverId, p) => `${driverId}|${p.latitude}|${p.longitude}`;
      monitor = await openMonitor(url, {
        token: attendant,
        channel: storeChannel(storeId),
        handlers: {
          [DELIVERY_EVENTS.driverPosition]: (data, receivedAt) => {
            const receivedWall = Date.now();
            for (const name of ['run', 'warmup']) {
              const sent = phases[name].get(keyOf(data.driver_id, data));
              if (!sent) continue;
              phases[name].delete(keyOf(data.driver_id, data));
              delivered[name].push(receivedAt - sent.at);
              if (name === 'run') {
                const kept = Date.parse(data.at);
                split.server.push(kept - sent.wall);
                split.fanout.push(receivedWall - kept);
              }
              return;
            }
            unmatched += 1;
          },
        },
      });
      log(`monitor (pusher-js, atendente) assinando ${storeChannel(storeId)}`);

      const random = seededRandom(12);
      const routes = drivers.map(() => route(random, origin));
      const offsets = drivers.map(() => random() * POSITION_INTERVAL_MS);
      const statuses = { warmup: {}, run: {} };
      const httpMs = [];
      const sendPosition = (i) => {
        const driver = drivers[i];
        const position = routes[i].next();
        const current = phase;
        return request(agent, `${url}/api/driver/${driver.id}/position`, {
          method: 'POST',
          token: driver.token,
          body: position,
          onSend: () => phases[current].set(keyOf(driver.id, position), { at: performance.now(), wall: Date.now() }),
        }).then(({ status, ms }) => {
          statuses[current][status] = (statuses[current][status] ?? 0) + 1;
          if (status !== 204) phases[current].delete(keyOf(driver.id, position));
          if (current === 'run') httpMs.push(ms);
        });
      };

      // Warm-up (not counted): one position per driver, each connection and statement path used once.
      await everyInterval({ clients: DRIVERS, offsets: offsets.map((o) => o / 5), intervalMs: POSITION_INTERVAL_MS, seconds: 1, fire: sendPosition });
      await waitFor(() => phases.warmup.size === 0, DRAIN_MS);
      log(`aquecimento: ${fmt(delivered.warmup.length)} posições no monitor, respostas ${JSON.stringify(statuses.warmup)}`);
      await sleep(POSITION_MIN_GAP_MS + 500);

      const idleBefore = await withApiCpu(api, () => sleep(IDLE_SECONDS * 1000));
      log(`API ociosa: ${round1(idleBefore.cpuMs / idleBefore.wallSeconds)} ms de CPU por segundo`);

      phase = 'run';
      log(`${DRIVERS} entregadores, uma posição a cada ${POSITION_INTERVAL_MS / 1000} s cada, por ${SECONDS} s…`);
      const positions = await withApiCpu(api, async () => {
        const seconds = await everyInterval({ clients: DRIVERS, offsets, intervalMs: POSITION_INTERVAL_MS, seconds: SECONDS, fire: sendPosition });
        await waitFor(() => phases.run.size === 0, DRAIN_MS);
        return seconds;
      });
      const sent = Object.values(statuses.run).reduce((sum, n) => sum + n, 0);
      const published = statuses.run[204] ?? 0;
      const throttled = statuses.run[202] ?? 0;
      const failed = sent - published - throttled;
      const lost = phases.run.size;
      const latency = summarize(delivered.run);
      const http = summarize(httpMs);
      log(
        `${fmt(sent)} posições enviadas (${fmt(published)} publicadas, ${throttled} descartadas pelo limite, ${failed} erros), ${fmt(delivered.run.length)} recebidas no monitor, ${lost} perdidas; ` +
          `entrega p50 ${latency.p50} / p95 ${latency.p95} / p99 ${latency.p99} / máx ${latency.max} ms`,
      );

      const healthStatuses = {};
      const healthMs = [];
      const health = await withApiCpu(api, () =>
        everyInterval({
          clients: DRIVERS,
          offsets,
          intervalMs: POSITION_INTERVAL_MS,
          seconds: BASELINE_SECONDS,
          fire: () =>
            request(agent, `${url}/api/health`).then(({ status, ms }) => {
              healthStatuses[status] = (healthStatuses[status] ?? 0) + 1;
              healthMs.push(ms);
            }),
        }),
      );
      const healthCount = healthMs.length;
      const healthHttp = summarize(healthMs);
      if ((healthStatuses[200] ?? 0) !== healthCount) throw new Error(`GET /api/health: respostas ${JSON.stringify(healthStatuses)}`);

      const idleAfter = await withApiCpu(api, () => sleep(IDLE_SECONDS * 1000));
      // The idle process (timers, job runner, outbox): before the run and after the baseline, averaged.
      const idleCpuPerSec = (idleBefore.cpuMs + idleAfter.cpuMs) / (idleBefore.wallSeconds + idleAfter.wallSeconds);
      const after = await monitorSnapshot(url, { storeId, token: attendant });
      const loadAfter = machineFacts().loadAverage;
      const withPosition = after.drivers.filter((d) => d.position !== null && d.state !== 'offline').length;

      const perRequest = (cpuMs, n) => (n > 0 ? cpuMs / n : NaN);
      const positionCpu = perRequest(positions.cpuMs, sent);
      const healthCpu = perRequest(health.cpuMs, healthCount);
      const positionNet = perRequest(positions.cpuMs - idleCpuPerSec * positions.wallSeconds, sent);
      const healthNet = perRequest(health.cpuMs - idleCpuPerSec * health.wallSeconds, healthCount);
      const ratio = (a, b) => (b > 0 ? round1(a / b) : '-');
      log(`CPU da API: ${round2(positionCpu)} ms por posição, ${round2(healthCpu)} ms por GET /api/health (${ratio(positionCpu, healthCpu)}×); monitor final: ${withPosition} entregadores com posição`);

      const server = summarize(split.server);
      const fanout = summarize(split.fanout);
      return {
        metrics: {
          delivery_p99: { label: `posição → monitor da loja, p99, ${DRIVERS} entregadores a cada 5 s, ${database} (meta < ${TARGET_P99_MS} ms: ${verdict(latency.p99)})`, value: latency.p99, unit: 'ms' },
          delivery_p50: { label: 'posição → monitor da loja, p50', value: latency.p50, unit: 'ms' },
          received: { label: `posições recebidas no monitor / enviadas (${throttled} descartadas pelo limite, ${lost} perdidas, ${failed} erros)`, value: `${fmt(delivered.run.length)} / ${fmt(sent)}`, unit: '' },
          api_cpu_position: { label: `CPU da API por posição (GET /api/health: ${round2(healthCpu)} ms; razão ${ratio(positionCpu, healthCpu)}×)`, value: round2(positionCpu), unit: 'ms' },
        },
        tables: [
          {
            title:
              `Entrega de driver.position: POST /api/driver/{id}/position escrito → evento no cliente pusher-js do monitor (private-store.${storeId}, atendente); ` +
              `${DRIVERS} entregadores, a cada ${POSITION_INTERVAL_MS / 1000} s com início sorteado, ${SECONDS} s, keep-alive; ${database}; meta p99 < ${TARGET_P99_MS} ms; ` +
              `load average ${facts.loadAverage.join(' ')} no início e ${loadAfter.join(' ')} no fim, em ${facts.cpus} CPUs`,
            columns: ['medida', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms', 'meta'],
            rows: [
              ['POST → driver.position no monitor', fmt(latency.count), latency.p50, latency.p95, latency.p99, latency.max, verdict(latency.p99)],
              ['POST → resposta HTTP lida (204/202)', fmt(http.count), http.p50, http.p95, http.p99, http.max, ''],
              ['  POST → `at` da posição (relógio de parede, ms inteiros)', fmt(server.count), server.p50, server.p95, server.p99, server.max, ''],
              ['  `at` → monitor (UPDATE, publicação, WebSocket)', fmt(fanout.count), fanout.p50, fanout.p95, fanout.p99, fanout.max, ''],
            ],
          },
          {
            title: 'Contagem das posições',
            columns: ['enviadas', 'publicadas (204)', 'descartadas pelo limite (202)', 'erros', 'recebidas no monitor', 'perdidas', 'eventos sem par', 'entregadores com posição no monitor'],
            rows: [[fmt(sent), fmt(published), throttled, failed, fmt(delivered.run.length), lost, unmatched, `${withPosition} / ${DRIVERS}`]],
          },
          {
            title:
              `CPU do processo da API (process.cpuUsage(), API + tempo real embutido) por requisição; GET /api/health no mesmo ritmo (${DRIVERS} clientes a cada 5 s, ${BASELINE_SECONDS} s) é a base; ` +
              `"líquido" desconta a CPU da API ociosa (${round1(idleCpuPerSec)} ms/s, ${IDLE_SECONDS} s antes e ${IDLE_SECONDS} s depois) no tempo da medida`,
            columns: ['requisição', 'n', 's', 'req/s', 'CPU ms', 'CPU ms/req', 'líquido ms/req', 'HTTP p50 ms', 'HTTP p99 ms', 'atraso do loop p99 ms'],
            rows: [
              ['POST /api/driver/{id}/position', fmt(sent), round1(positions.wallSeconds), round1(sent / SECONDS), Math.round(positions.cpuMs), round2(positionCpu), round2(positionNet), http.p50, http.p99, positions.loopDelay.p99],
              ['GET /api/health (base)', fmt(healthCount), round1(health.wallSeconds), round1(healthCount / BASELINE_SECONDS), Math.round(health.cpuMs), round2(healthCpu), round2(healthNet), healthHttp.p50, healthHttp.p99, health.loopDelay.p99],
              ['razão posição ÷ health', '', '', '', '', ratio(positionCpu, healthCpu), ratio(positionNet, healthNet), ratio(http.p50, healthHttp.p50), ratio(http.p99, healthHttp.p99), ''],
            ],
          },
        ],
        details: {
          machine: facts,
          loadAverageAfter: loadAfter,
          database: ready.driver,
          drivers: DRIVERS,
          seconds: SECONDS,
          setupSeconds: round1(made.seconds),
          latency,
          http,
          split: { server, fanout },
          counts: { sent, published, throttled, failed, received: delivered.run.length, lost, unmatched, statuses: statuses.run, withPosition },
          cpu: { idleMsPerSec: round2(idleCpuPerSec), position: round2(positionCpu), positionNet: round2(positionNet), health: round2(healthCpu), healthNet: round2(healthNet) },
          health: { count: healthCount, http: healthHttp },
        },
      };
    } finally {
      monitor?.disconnect();
      agent.destroy();
      await api.stop(30_000);
    }
  },
};
