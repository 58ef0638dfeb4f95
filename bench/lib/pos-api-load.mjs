// POS sales against a running API (bench/benchmarks/12-pos.mjs): the attendant's token, register sessions, a sale
// body and the storefront order with the same items (the baseline), and timed runs of one POST shape with a unique
// Idempotency-Key per request — sequential (one in flight) or by a pool of N workers — each request timed here.
import { randomUUID } from 'node:crypto';
import { summarize } from './latency.mjs';
import { demoOrderSelections } from './order-request.mjs';

export const POS_SLUG = 'pizzaria-bella-napoli';
export const ATTENDANT = 'atendente@bellanapoli.com.br';
export const OWNER = 'dono@bellanapoli.com.br';
export const DEMO_PASSWORD = 'Comanda@123';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function call(url, { method = 'GET', token, key, body } = {}) {
  const headers = { ...JSON_HEADERS };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = key;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text below
  }
  return { status: response.status, body: parsed, text };
}

function expectStatus(what, result, ...statuses) {
  if (!statuses.includes(result.status)) throw new Error(`${what}: HTTP ${result.status} ${result.text.slice(0, 400)}`);
  return result.body;
}

export async function login(apiUrl, email, password = DEMO_PASSWORD) {
  return expectStatus(`login ${email}`, await call(`${apiUrl}/api/login`, { method: 'POST', body: { email, password } }), 200).token;
}

export async function storeId(apiUrl, slug = POS_SLUG) {
  return expectStatus(`loja ${slug}`, await call(`${apiUrl}/api/stores/${slug}`), 200).data.id;
}

/** POST /stores/{id}/pos/registers: a register session for one station (one open session per station). */
export async function openRegister(apiUrl, { storeId: id, token, stationId, stationName, floatCents = 10_000 }) {
  const result = await call(`${apiUrl}/api/stores/${id}/pos/registers`, {
    method: 'POST',
    token,
    body: { station_id: stationId, station_name: stationName, opening_float_cents: floatCents },
  });
  return expectStatus(`abrir caixa ${stationId}`, result, 201).data;
}

export async function sessionSales(apiUrl, { storeId: id, token, sessionId }) {
  return expectStatus(`vendas do caixa ${sessionId}`, await call(`${apiUrl}/api/stores/${id}/pos/sales?session=${sessionId}`, { token }), 200).data;
}

/**
 * The items of bench 05's order (a Calabresa with size + edge + side dish and a note, two 2 L sodas), selections made
 * by the shared engine from the live catalog; with each line's unit price as the engine prices it.
 */
export async function benchItems(apiUrl, slug = POS_SLUG) {
  const { domain, pizza, drink, selection, drinkSelection } = await demoOrderSelections(apiUrl, slug);
  return [
    { product_id: pizza.id, quantity: 1, selected_options: selection, notes: 'Bem assada, por favor', unitCents: domain.priceSelection(pizza, selection).unitTotalCents },
    { product_id: drink.id, quantity: 2, selected_options: drinkSelection, notes: null, unitCents: domain.priceSelection(drink, drinkSelection).unitTotalCents },
  ];
}

const wireItems = (items, { charged = false } = {}) =>
  items.map(({ unitCents, ...item }) => (charged ? { ...item, charged_unit_price_cents: unitCents } : item));

export const itemsTotalCents = (items) => items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);

/** The storefront's order with these items (pickup, cash with change), as bench 05 sends it. */
export function orderBody(items) {
  return {
    order_type: 'pickup',
    items: wireItems(items),
    customer: { name: 'Cliente Benchmark', phone: '(11) 98765-4321', email: 'cliente@bench.test' },
    payment: { method: 'cash', change_for: 200 },
    notes: null,
  };
}

/** A counter sale with these items: pickup, debit R$ 10,00 + the rest in cash with R$ 10,00 of change. */
export function saleBody(items, sessionId, { soldOfflineAt = null, notes = null } = {}) {
  const total = itemsTotalCents(items);
  return {
    register_session_id: sessionId,
    order_type: 'pickup',
    table: null,
    items: wireItems(items, { charged: soldOfflineAt !== null }),
    customer: null,
    discount: null,
    manager_pin: null,
    tenders: [
      { method: 'debit_card', amount_cents: 1_000 },
      { method: 'cash', amount_cents: total }, // R$ 10,00 over what is left: R$ 10,00 of change
    ],
    allow_partial: false,
    notes,
    expected_total_cents: total,
    sold_offline_at: soldOfflineAt,
  };
}

/** One POST that must be answered 201 (a probe before a timed run). */
export async function postOnce(url, { token, body, what }) {
  return expectStatus(what, await call(url, { method: 'POST', token, key: `probe-${randomUUID()}`, body }), 201).data;
}

/**
 * `count` POSTs to `url`, `concurrency` in flight (each worker with its own body from bodyFor(worker)), every one with
 * a new Idempotency-Key; each request timed from send to the whole answer read. Non-201 answers are counted, not thrown.
 * Returns the raw latencies (ms): summarize them with mergeRuns().
 */
export async function timedPosts(url, { token, count, concurrency = 1, bodyFor }) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const worker = async (w) => {
    const body = JSON.stringify(bodyFor(w));
    const headers = { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      let status;
      try {
        const response = await fetch(url, { method: 'POST', headers: { ...headers, 'idempotency-key': `bench-${randomUUID()}` }, body });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0; // no answer
      }
      latencies.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  const ok = statuses[201] ?? 0;
  return { count, concurrency, seconds, ok, statuses, latencies };
}

/** Merges runs of one kind (chunks timed apart): total time, 201s per second over it, latency summary. */
export function mergeRuns(runs) {
  const latencies = runs.flatMap((run) => run.latencies);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const ok = runs.reduce((sum, run) => sum + run.ok, 0);
  const statuses = {};
  for (const run of runs) for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return { count: latencies.length, concurrency: runs[0]?.concurrency ?? 0, seconds: Math.round(seconds * 100) / 100, perSec: Math.round(ok / seconds), ok, statuses, ...summarize(latencies) };
}

/**
 * POST /stores/{id}/catalog/products as a manager: a product with no options, so its POS tile adds it at once. A product
 * of the pizzaria's own type always gets its defaults (meio a meio, up to 2 toppings) and opens the option dialog, so it
 * is written with a business type whose defaults are all empty (`businessType`, e.g. 'bar' for a bottled drink).
 */
export async function createPlainProduct(apiUrl, { storeId: id, token, name, price, businessType = 'bar' }) {
  const body = { name, price, business_type_slug: businessType, business_type_options: {} };
  const result = await call(`${apiUrl}/api/stores/${id}/catalog/products`, { method: 'POST', token, body });
  return expectStatus(`criar produto ${name}`, result, 201).data;
}
