// Real-time delivery latency: from the official `pusher` SDK's trigger() (HTTP events API) to the frame
// arriving at a subscribed WebSocket client, with 1,000 and 10,000 open connections on one node and
// with 1,000 connections over two nodes joined by Redis. Target (issue): p99 < 50 ms.
//
// The realtime servers run in child processes (bench/lib/realtime-node.mjs); this process holds the raw
// `ws` subscribers (bench/lib/realtime-subscribers.mjs) and the SDK, so both timestamps come from one
// clock. Subscriber i listens on private-store.{floor(i/10)} (10 per store, valid auth signatures) and,
// with two nodes, connects to node i % 2: half of every store's subscribers are one Redis hop away from
// the node that receives the trigger.
//
// Per case: 50 warm-up events, then EVENTS events (default 500) at RATE/s (default 100, open loop: the
// schedule does not wait for replies), each an order.new-like payload (~0.6 KB) to one store channel;
// then 30 fan-out events at 5/s, each to 100 store channels at once (the SDK's maximum).
// Env: REALTIME_BENCH_EVENTS, REALTIME_BENCH_RATE, REALTIME_BENCH_CASES (e.g. "1000,10000,2x1000"), REDIS_URL.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startChild } from '../lib/child-node.mjs';
import { summarize } from '../lib/latency.mjs';
import { describeMachine, machineFacts } from '../lib/machine-facts.mjs';
import { closeSubscribers, openSubscribers, requireFromRealtime } from '../lib/realtime-subscribers.mjs';

const TARGET_P99_MS = 50;
const SUBSCRIBERS_PER_CHANNEL = 10;
const WARMUP_EVENTS = 50;
const EVENTS = Number(process.env.REALTIME_BENCH_EVENTS ?? 500);
const RATE = Number(process.env.REALTIME_BENCH_RATE ?? 100);
const FANOUT_EVENTS = 30;
const FANOUT_RATE = 5;
const FANOUT_CHANNELS = 100;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const APP = { id: 'bench', key: 'bench-key', secret: 'bench-secret' };
// File descriptors this process needs besides the subscribers (SDK requests, stdio, Redis...).
const FD_MARGIN = 500;

const CASES = (process.env.REALTIME_BENCH_CASES ?? '1000,10000,2x1000').split(',').map((spec) => {
  const [, nodes = '1', connections] = /^(?:(\d+)x)?(\d+)$/.exec(spec.trim()) ?? [];
  if (!connections) throw new Error(`REALTIME_BENCH_CASES: "${spec}" (use 1000 or 2x1000)`);
  return { nodes: Number(nodes), connections: Number(connections) };
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes) => Math.round(bytes / 2 ** 20);
const verdict = (p99) => (p99 < TARGET_P99_MS ? 'ok' : 'ACIMA');
const fmt = (n) => n.toLocaleString('pt-BR');

const orderPayload = (seq) => ({
  seq,
  order: {
    id: 100_000 + seq,
    public_id: randomUUID(),
    number: seq,
    display_number: `#${String(seq).padStart(4, '0')}`,
    store_id: 7,
    order_type: 'delivery',
    status: 'pending',
    customer_name: 'Maria da Silva',
    total: 87.9,
    payment_method: 'pix',
    items_count: 3,
    items_preview: ['Pizza Margherita (Grande)', '2x Coca-Cola 350 ml', 'Borda recheada de catupiry'],
    district: 'Vila Mariana',
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  },
});

/** Fires `count` calls on a fixed schedule (open loop) and waits for all of them. */
async function openLoop(count, ratePerSec, fire) {
  const start = performance.now();
  const pending = [];
  for (let k = 0; k < count; k++) {
    const wait = start + (k * 1000) / ratePerSec - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(fire(k));
  }
  await Promise.all(pending);
}

async function waitFor(check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (!check() && performance.now() < deadline) await sleep(20);
}

async function runCase({ nodes: nodeCount, connections }, { repoRoot, log }) {
  const label = nodeCount === 1 ? `1 nó, ${fmt(connections)} conexões` : `${nodeCount} nós via Redis, ${fmt(connections)} conexões`;
  log(`— ${label}`);
  const bus = `bench:realtime:${randomUUID()}`;
  const env = { APP_ID: APP.id, APP_KEY: APP.key, APP_SECRET: APP.secret, REDIS_URL: nodeCount > 1 ? REDIS_URL : '', REDIS_CHANNEL: bus };
  const servers = Array.from({ length: nodeCount }, () => startChild(path.join(repoRoot, 'bench/lib/realtime-node.mjs'), { cwd: repoRoot, env }));
  let sockets = [];
  try {
    const ports = (await Promise.all(servers.map((server) => server.ready))).map((ready) => ready.port);
    const before = await Promise.all(servers.map((server) => server.request('stats')));
    const channels = Math.ceil(connections / SUBSCRIBERS_PER_CHANNEL);
    const nodeOf = (i) => i % nodeCount;

    // Latencies by the subscriber's node: node 0 receives every trigger, the others are one Redis hop away.
    const phases = { main: { sentAt: new Float64Array(WARMUP_EVENTS + EVENTS), received: 0 }, fanout: { sentAt: new Float64Array(FANOUT_EVENTS), received: 0 } };
    const latencies = { main: Array.from({ length: nodeCount }, () => []), fanout: [] };
    const duplicates = { count: 0 };
    const seen = { main: new Set(), fanout: new Set() };
    const onEvent = (i, event, data, receivedAt) => {
      const phase = event === 'order.new' ? 'main' : event === 'store.notice' ? 'fanout' : undefined;
      if (!phase) return;
      const { seq } = JSON.parse(data);
      const key = seq * 100_000 + i;
      if (seen[phase].has(key)) duplicates.count += 1;
      seen[phase].add(key);
      phases[phase].received += 1;
      const latency = receivedAt - phases[phase].sentAt[seq];
      if (phase === 'fanout') latencies.fanout.push(latency);
      else if (seq >= WARMUP_EVENTS) latencies.main[nodeOf(i)].push(latency);
    };

    const opened = await openSubscribers({
      count: connections,
      app: APP,
      portOf: (i) => ports[nodeOf(i)],
      channelOf: (i) => `private-store.${Math.floor(i / SUBSCRIBERS_PER_CHANNEL)}`,
      onEvent,
      log,
    });
    sockets = opened.sockets;
    const connected = await Promise.all(servers.map((server) => server.request('stats')));
    log(`${fmt(connections)} assinantes em ${opened.seconds.toFixed(1)} s; RSS do(s) servidor(es) ${connected.map((s) => `${mib(s.rss)} MiB`).join(' + ')}`);

    const Pusher = requireFromRealtime('pusher');
    const sdk = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: String(ports[0]), useTLS: false });
    const httpMs = [];
    const trigger = async (phase, seq, channel, event, payload) => {
      phases[phase].sentAt[seq] = performance.now();
      const response = await sdk.trigger(channel, event, payload);
      if (phase === 'main' && seq >= WARMUP_EVENTS) httpMs.push(performance.now() - phases[phase].sentAt[seq]);
      if (response.status !== 200) throw new Error(`trigger: HTTP ${response.status}`);
    };
    // A pseudo-random store per event, the same sequence every run.
    const storeOf = (seq) => (seq * 7919) % channels;
    const subscribersOf = (store) => Math.min(SUBSCRIBERS_PER_CHANNEL, connections - store * SUBSCRIBERS_PER_CHANNEL);

    const started = performance.now();
    await openLoop(WARMUP_EVENTS + EVENTS, RATE, (seq) => trigger('main', seq, `private-store.${storeOf(seq)}`, 'order.new', orderPayload(seq)));
    let expectedMain = 0;
    for (let seq = 0; seq < WARMUP_EVENTS + EVENTS; seq++) expectedMain += subscribersOf(storeOf(seq));
    await waitFor(() => phases.main.received >= expectedMain, 5_000);
    const mainSeconds = (performance.now() - started) / 1000;
    const duringMain = await Promise.all(servers.map((server) => server.request('stats')));

    const fanoutChannels = (seq) => Array.from({ length: Math.min(FANOUT_CHANNELS, channels) }, (_, k) => `private-store.${(seq * FANOUT_CHANNELS + k) % channels}`);
    await openLoop(FANOUT_EVENTS, FANOUT_RATE, (seq) => trigger('fanout', seq, fanoutChannels(seq), 'store.notice', { seq, message: 'Cardápio atualizado' }));
    let expectedFanout = 0;
    for (let seq = 0; seq < FANOUT_EVENTS; seq++) for (const channel of fanoutChannels(seq)) expectedFanout += subscribersOf(Number(channel.slice('private-store.'.length)));
    await waitFor(() => phases.fanout.received >= expectedFanout, 5_000);
    const duringFanout = await Promise.all(servers.map((server) => server.request('stats')));

    const all = summarize(latencies.main.flat());
    const byNode = latencies.main.map((values) => summarize(values));
    const fanout = summarize(latencies.fanout);
    const http = summarize(httpMs);
    const lost = expectedMain - phases.main.received + (expectedFanout - phases.fanout.received);
    log(`p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms, máx ${all.max} ms (${fmt(all.count)} entregas); fan-out p99 ${fanout.p99} ms; perdidas ${lost}, duplicadas ${duplicates.count}`);
    return {
      label,
      nodes: nodeCount,
      connections,
      channels,
      events: EVENTS,
      ratePerSec: RATE,
      connectSeconds: Math.round(opened.seconds * 10) / 10,
      mainSeconds: Math.round(mainSeconds * 10) / 10,
      latency: all,
      latencyByNode: byNode,
      fanout: { ...fanout, events: FANOUT_EVENTS, channelsPerEvent: Math.min(FANOUT_CHANNELS, channels) },
      trigger: http,
      lost,
      duplicates: duplicates.count,
      servers: servers.map((_, n) => ({
        rssIdleMiB: mib(before[n].rss),
        rssConnectedMiB: mib(connected[n].rss),
        kibPerConnection: Math.round(((connected[n].rss - before[n].rss) / 1024 / (connections / nodeCount)) * 10) / 10,
        loopDelayMain: duringMain[n].loopDelay,
        loopDelayFanout: duringFanout[n].loopDelay,
        connections: connected[n].server.connections,
      })),
    };
  } finally {
    closeSubscribers(sockets);
    await Promise.all(servers.map((server) => server.stop()));
  }
}

export default {
  id: 'realtime-latency',
  title: 'Latência do tempo real: trigger HTTP (SDK pusher) → assinante WebSocket, 1.000 e 10.000 conexões, 1 e 2 nós',
  async run({ repoRoot, log }) {
    const facts = machineFacts();
    log(`máquina: ${describeMachine(facts)}`);
    const results = [];
    const skipped = [];
    for (const spec of CASES) {
      const needFds = spec.connections + FD_MARGIN;
      if (facts.openFilesLimit !== null && facts.openFilesLimit < needFds) {
        skipped.push(`${spec.nodes}x${spec.connections}: ulimit -n ${facts.openFilesLimit} < ${needFds}`);
        log(`pulado ${spec.nodes}x${spec.connections}: ulimit -n ${facts.openFilesLimit} < ${needFds} (suba com ulimit -n)`);
        continue;
      }
      results.push(await runCase(spec, { repoRoot, log }));
    }

    const metrics = {};
    for (const r of results) {
      const key = `p99_${r.nodes}x${r.connections}`;
      metrics[key] = { label: `p99 entrega, ${r.label} (meta < ${TARGET_P99_MS} ms: ${verdict(r.latency.p99)})`, value: r.latency.p99, unit: 'ms' };
    }
    const nodeRows = results.flatMap((r) =>
      r.nodes === 1
        ? []
        : r.latencyByNode.map((s, n) => [`${r.label}: assinantes no nó ${n === 0 ? 'A (recebe o trigger)' : 'B (via Redis)'}`, fmt(s.count), s.p50, s.p95, s.p99, s.max]),
    );
    return {
      metrics,
      tables: [
        {
          title: `Entrega de order.new a uma loja (10 assinantes por canal), ${EVENTS} eventos a ${RATE}/s após ${WARMUP_EVENTS} de aquecimento; meta p99 < ${TARGET_P99_MS} ms`,
          columns: ['cenário', 'entregas', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms', 'perdidas', 'meta'],
          rows: results.map((r) => [r.label, fmt(r.latency.count), r.latency.p50, r.latency.p95, r.latency.p99, r.latency.max, r.lost, verdict(r.latency.p99)]),
        },
        ...(nodeRows.length ? [{ title: 'Dois nós: por nó do assinante', columns: ['cenário', 'entregas', 'p50 ms', 'p95 ms', 'p99 ms', 'máx ms'], rows: nodeRows }] : []),
        {
          title: `Fan-out: ${FANOUT_EVENTS} eventos a ${FANOUT_RATE}/s, cada um para ${FANOUT_CHANNELS} canais de loja de uma vez (referência, sem meta)`,
          columns: ['cenário', 'sockets/evento', 'p50 ms', 'p99 ms', 'máx ms'],
          rows: results.map((r) => [r.label, fmt(r.fanout.channelsPerEvent * SUBSCRIBERS_PER_CHANNEL), r.fanout.p50, r.fanout.p99, r.fanout.max]),
        },
        {
          title: 'Custo: conexão, resposta HTTP do trigger, memória e event loop do(s) servidor(es)',
          columns: ['cenário', 'conectar s', 'HTTP p50 ms', 'HTTP p99 ms', 'RSS MiB', 'KiB/conexão', 'atraso do loop p99 ms', 'atraso do loop máx ms'],
          rows: results.map((r) => [
            r.label,
            r.connectSeconds,
            r.trigger.p50,
            r.trigger.p99,
            r.servers.map((s) => s.rssConnectedMiB).join(' + '),
            r.servers.map((s) => s.kibPerConnection).join(' / '),
            r.servers.map((s) => s.loopDelayMain.p99).join(' / '),
            r.servers.map((s) => s.loopDelayMain.max).join(' / '),
          ]),
        },
      ],
      details: { machine: facts, skipped, results },
    };
  },
};
