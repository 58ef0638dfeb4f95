// Operators' view of a node: liveness and readiness, the request id carried from nginx, Prometheus metrics.
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';
import { collectProcessMetrics } from '../src/observability/metrics';

const TOKEN = 'token-do-prometheus-de-teste-0123456789';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  // What src/main.ts starts (the other suites leave it off: its GC observer would keep their modules alive), twice
  // as a node that called it again would.
  collectProcessMetrics();
  collectProcessMetrics();
  db = await openTestDb();
  app = await buildTestApp(db.handle, { metricsToken: TOKEN });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const metrics = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one sample line (`name{labels} value`), 0 when absent. */
const sample = (body: string, line: RegExp) => Number(body.split('\n').find((text) => line.test(text))?.split(' ').pop() ?? 0);

describe('health', () => {
  it('live answers while the process does; ready when the database answers', async () => {
    expect(json(await app.inject({ url: '/api/health/live' }))).toEqual({ status: 'ok' });
    expect(json(await app.inject({ url: '/api/health' }))).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });
});

describe('request id', () => {
  it("keeps the proxy's X-Request-Id and answers with it; a missing or odd one is replaced by a fresh id", async () => {
    const fromNginx = 'a3f9c2e4b5d6478899aabbccddeeff00';
    expect((await app.inject({ url: '/api/health', headers: { 'x-request-id': fromNginx } })).headers['x-request-id']).toBe(fromNginx);
    const odd = (await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x\n{"forged":true}' } })).headers['x-request-id'];
    expect(odd).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ url: '/api/health' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/metrics', () => {
  it('times requests by route pattern and status, not by URL', async () => {
    await app.inject({ url: '/api/stores/pizzaria-bella-napoli' });
    await app.inject({ url: '/api/stores/nao-existe' });
    const body = await metrics();
    expect(sample(body, /^comanda_http_request_duration_seconds_count\{method="GET",route="\/api\/stores\/:slug",status_code="200"\}/)).toBeGreaterThanOrEqual(1);
    expect(sample(body, /^comanda_http_request_duration_seconds_count\{method="GET",route="\/api\/stores\/:slug",status_code="404"\}/)).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain('nao-existe');
    expect(body).toMatch(/^comanda_process_resident_memory_bytes \d+/m);
  });

  it('counts the orders written and shows the outbox backlog', async () => {
    const created = /^comanda_orders_created_total\{channel="online"\}/;
    const before = sample(await metrics(), created);
    const { product, selection } = withSelection((await productsOf(app, 'pizzaria-bella-napoli'))[0]!);
    const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]));
    expect(placed.statusCode).toBe(201);
    const after = await metrics();
    expect(sample(after, created)).toBe(before + 1);
    expect(after).toMatch(/^comanda_outbox_pending \d+/m);
    expect(after).toMatch(/^comanda_outbox_lag_seconds [\d.e+-]+/m);
  });
});
