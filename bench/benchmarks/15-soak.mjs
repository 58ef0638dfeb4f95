// Soak over the production layout (issue 15): nginx in front of two API nodes (real-time embedded) on one
// PostgreSQL and one Redis (e2e/support/cluster.ts), under mixed traffic for SOAK_MINUTES (default 10): through
// nginx, storefront pages (server-rendered), catalog and store reads, store discovery and orders placed (a unique
// Idempotency-Key each), while SOAK_SOCKETS WebSocket clients stay subscribed to the store's public channel. Every
// SOAK_WINDOW_SEC (default 30) it prints the window's throughput, p50/p99 latency, errors (non-2xx or failed) and each
// node's resident memory and V8 heap (read from its /api/metrics). The figures that matter: memory growth per node
// (lowest reading of the first third of the run against the last third's), total errors, and p99 over time (last
// window against the first, same process).
// Env: SOAK_MINUTES, SOAK_WINDOW_SEC, SOAK_CONNECTIONS (default 8), SOAK_SOCKETS (default 50), CLUSTER_PG_URL.
import { createRequire } from 'node:module';
import { describeMachine, machineFacts } from '../lib/machine-facts.mjs';
import { ORDER_SLUG, orderRequest } from '../lib/order-request.mjs';

const require = createRequire(import.meta.url);

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WINDOW_SEC = Number(process.env.SOAK_WINDOW_SEC ?? 30);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 50);
const MiB = 2 ** 20;
const round1 = (n) => Math.round(n * 10) / 10;

/** The mix each connection cycles through: 1 order for every 7 reads. */
function trafficMix(order) {
  const json = { accept: 'application/json' };
  return [
    { method: 'GET', path: `/loja/${ORDER_SLUG}`, headers: { accept: 'text/html' } },
    { method: 'GET', path: `/api/stores/${ORDER_SLUG}/products`, headers: json },
    { method: 'GET', path: `/api/stores/${ORDER_SLUG}/categories`, headers: json },
    { method: 'GET', path: `/api/stores/${ORDER_SLUG}`, headers: json },
    { method: 'GET', path: '/api/stores/discover?city=S%C3%A3o%20Paulo', headers: json },
    { method: 'GET', path: `/api/stores/${ORDER_SLUG}/products`, headers: json },
    { method: 'GET', path: '/remotes.json', headers: json },
    { method: 'POST', path: `/api/stores/${ORDER_SLUG}/orders`, headers: { 'content-type': 'application/json', 'idempotency-key': 'soak-[<id>]' }, body: JSON.stringify(order) },
  ];
}

/** WebSocket clients speaking the Pusher protocol through nginx, subscribed to the store's public channel. */
async function openSockets(baseUrl, appKey, channel, count) {
  const WebSocket = require('ws');
  const url = `${baseUrl.replace(/^http/, 'ws')}/app/${appKey}?protocol=7&client=soak&version=1`;
  const sockets = [];
  const dropped = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.on('close', (code) => {
        if (!socket.soakClosing) dropped.push(code);
      });
      await new Promise((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (raw) => {
          const message = JSON.parse(String(raw));
          // As pusher-js does: the server pings a quiet connection and closes it (4201) without an answer.
          if (message.event === 'pusher:ping') socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
          if (message.event === 'pusher:connection_established') socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
          if (message.event === 'pusher_internal:subscription_succeeded') resolve();
        });
      });
    }),
  );
  return {
    /** Close codes of the sockets that closed on their own. */
    dropped: () => dropped,
    close() {
      for (const socket of sockets) {
        socket.soakClosing = true;
        socket.close();
      }
    },
  };
}

async function nodeMemory(node) {
  const metrics = await node.metrics();
  return { rssMiB: round1((metrics.comanda_process_resident_memory_bytes ?? 0) / MiB), heapMiB: round1((metrics.comanda_nodejs_heap_size_used_bytes ?? 0) / MiB) };
}

export default {
  id: 'soak',
  title: `Soak: ${MINUTES} min de tráfego misto sobre nginx + 2 nós da API (PostgreSQL, Redis)`,
  async run({ log }) {
    const autocannon = require('autocannon');
    const { startCluster } = require('../../e2e/support/cluster.ts');
    const { storePublicChannel } = require('../../shared/domain/index.ts');
    const cluster = await startCluster({ env: { LOGIN_RATE_LIMIT_PER_IP: '100000', LOGIN_RATE_LIMIT_PER_EMAIL: '100000' } });
    let sockets;
    try {
      log(`nginx ${cluster.baseUrl} → ${cluster.nodes.map((node) => `${node.name}: ${node.baseUrl}`).join(', ')}`);
      const order = await orderRequest(cluster.baseUrl);
      // The key the shell connects with, and the store's public channel (its catalog changes).
      const { key } = await (await fetch(`${cluster.baseUrl}/api/broadcasting/config`)).json();
      const store = (await (await fetch(`${cluster.baseUrl}/api/stores/${ORDER_SLUG}`)).json()).data;
      sockets = await openSockets(cluster.baseUrl, key, storePublicChannel(store.id), SOCKETS);
      const requests = trafficMix(order);
      const windows = [];
      const started = Date.now();
      const windowsWanted = Math.max(1, Math.round((MINUTES * 60) / WINDOW_SEC));
      for (let index = 0; index < windowsWanted; index++) {
        const result = await autocannon({ url: cluster.baseUrl, connections: CONNECTIONS, duration: WINDOW_SEC, requests, idReplacement: true });
        const memory = await Promise.all(cluster.nodes.map(nodeMemory));
        const errors = result.errors + result.timeouts + result.non2xx;
        // What the errors were: status codes other than 2xx, connection errors, timeouts.
        const kinds = Object.entries(result.statusCodeStats ?? {})
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, { count }]) => `${code}×${count}`);
        if (result.errors > 0) kinds.push(`falhas×${result.errors}`);
        if (result.timeouts > 0) kinds.push(`timeouts×${result.timeouts}`);
        const window = {
          minute: round1((Date.now() - started) / 60_000),
          perSec: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors,
          errorKinds: kinds.join(' '),
          memory,
        };
        windows.push(window);
        log(
          `${window.minute.toFixed(1)} min: ${window.perSec} req/s, p50 ${window.p50} ms, p99 ${window.p99} ms, erros ${errors}${errors > 0 ? ` (${window.errorKinds})` : ''}; ` +
            memory.map((m, i) => `${cluster.nodes[i].name}: RSS ${m.rssMiB} MiB, heap ${m.heapMiB} MiB`).join('; '),
        );
      }
      const [orders] = await cluster.query('SELECT count(*)::int AS n FROM orders');
      const [outbox] = await cluster.query('SELECT count(*)::int AS n FROM outbox');
      const first = windows[0];
      const last = windows.at(-1);
      const metrics = {
        minutes: { label: 'duração', value: round1((Date.now() - started) / 60_000), unit: 'min' },
        requests: { label: 'requisições por segundo (média)', value: Math.round(windows.reduce((sum, w) => sum + w.perSec, 0) / windows.length), unit: 'req/s' },
        errors: { label: 'erros (não-2xx, falhas, timeouts)', value: windows.reduce((sum, w) => sum + w.errors, 0), unit: '' },
        p99First: { label: 'p99 na primeira janela', value: first.p99, unit: 'ms' },
        p99Last: { label: 'p99 na última janela', value: last.p99, unit: 'ms' },
        p99Ratio: { label: 'p99 última / primeira', value: round1(last.p99 / Math.max(1, first.p99)), unit: '×' },
        p99Max: { label: 'p99 máximo', value: Math.max(...windows.map((w) => w.p99)), unit: 'ms' },
        orders: { label: 'pedidos gravados', value: orders.n, unit: '' },
        outboxLeft: { label: 'outbox pendente no fim', value: outbox.n, unit: '' },
        socketsDropped: { label: 'WebSockets caídos', value: sockets.dropped().length, unit: `de ${SOCKETS}${sockets.dropped().length > 0 ? ` (códigos ${[...new Set(sockets.dropped())].join(', ')})` : ''}` },
      };
      // A heap's low points are what survives garbage collection: the lowest of the first third of the windows
      // against the lowest of the last third shows growth that collection does not take back.
      const third = Math.max(1, Math.floor(windows.length / 3));
      const low = (list, i, key) => Math.min(...list.map((w) => w.memory[i][key]));
      cluster.nodes.forEach((node, i) => {
        for (const [key, label] of [['rssMiB', 'RSS'], ['heapMiB', 'heap']]) {
          const before = low(windows.slice(0, third), i, key);
          const after = low(windows.slice(-third), i, key);
          metrics[`${key}Growth_${node.name}`] = { label: `nó ${node.name}: ${label} mínimo, 1º terço → último terço`, value: round1(after - before), unit: `MiB (${before} → ${after})` };
        }
      });
      return {
        metrics,
        tables: [
          {
            title: `Janelas de ${WINDOW_SEC} s (${CONNECTIONS} conexões HTTP, ${SOCKETS} WebSockets; ${describeMachine(machineFacts())})`,
            columns: ['min', 'req/s', 'p50 ms', 'p99 ms', 'erros', ...cluster.nodes.flatMap((node) => [`${node.name} RSS MiB`, `${node.name} heap MiB`])],
            rows: windows.map((w) => [w.minute, w.perSec, w.p50, w.p99, w.errors, ...w.memory.flatMap((m) => [m.rssMiB, m.heapMiB])]),
          },
        ],
        details: { windows },
      };
    } finally {
      sockets?.close();
      await cluster.stop();
    }
  },
};

