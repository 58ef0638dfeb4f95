// The POS station's offline outbox (mf-pos/src/offline/sale-queue.ts, Dexie) run in Node over fake-indexeddb, for
// bench/benchmarks/12-pos.mjs: sales made while offline are enqueued, then flushSales() sends them to a real API with
// a send() that POSTs like the station does (bearer token, the sale's Idempotency-Key), each send timed here.
// fake-indexeddb must be installed before Dexie is first loaded, hence the dynamic import of the queue.
import 'fake-indexeddb/auto';
import { summarize } from './latency.mjs';

const queue = await import('../../mf-pos/src/offline/sale-queue.ts');
const posDb = await import('../../mf-pos/src/offline/pos-db.ts');

export const { enqueueSale, flushSales, listQueuedSales } = queue;
export const resetOutbox = () => posDb.resetPosDb();

/** The station's send(): an HTTP answer (any status) resolves with its JSON; no answer throws (the queue keeps the sale). */
export function httpSend(apiUrl, token, { latencies, statuses }) {
  return async (storeId, key, body) => {
    const t0 = performance.now();
    const response = await fetch(`${apiUrl}/api/stores/${storeId}/pos/sales`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    latencies.push(performance.now() - t0);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON answer is judged by its status
    }
    return { ok: response.ok, status: response.status, body: parsed };
  };
}

/** Enqueues `bodies` (one sale each, with the given keys or new ones) and times it. */
export async function enqueueAll(storeId, bodies, { keys = null, stationId = 'bench-offline' } = {}) {
  const started = performance.now();
  const rows = [];
  for (let i = 0; i < bodies.length; i += 1) rows.push(await enqueueSale({ storeId, stationId, body: bodies[i], ...(keys ? { key: keys[i] } : {}) }));
  return { rows, ms: performance.now() - started };
}

/** One flushSales() over the whole outbox: wall time, what it reported, and the HTTP time of each send. */
export async function timedFlush(apiUrl, token, storeId) {
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  const result = await flushSales(httpSend(apiUrl, token, { latencies, statuses }), { storeId, force: true });
  const ms = performance.now() - started;
  const left = await listQueuedSales(storeId);
  return {
    ms,
    ran: result.ran,
    stopped: result.stopped,
    sent: result.outcomes.filter((o) => o.result === 'sent').length,
    rejected: result.outcomes.filter((o) => o.result === 'rejected').map((o) => o.error),
    left: left.length,
    statuses,
    http: summarize(latencies),
    httpTotalMs: latencies.reduce((sum, v) => sum + v, 0),
  };
}
