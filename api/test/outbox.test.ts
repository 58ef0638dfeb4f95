import type { FastifyInstance } from 'fastify';
import type { Order, Product } from '@comanda/shared/domain';
import { enqueueEvents, type OutboxEvent } from '../src/outbox/outbox-events';
import { createOutbox, type Outbox } from '../src/outbox/outbox-dispatcher';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let line: Record<string, unknown>;
type Published = { channel: string; event: string; payload: Record<string, unknown> };
const published: Published[] = [];
/** What the realtime server answers; tests switch it to simulate an outage. */
let accept = true;
const silent = { warn: () => undefined, error: () => undefined };
const others: Outbox[] = [];

beforeAll(async () => {
  db = await openTestDb();
  // Polling every minute: within a test, only NOTIFY and the dispatchers' own timers can deliver in time.
  app = await buildTestApp(db.handle, { outbox: { leaseMs: 10_000, pollMs: 60_000 } }, capturingMailer(), { now: () => new Date('2026-11-24T20:00:00-03:00') });
  app.broadcaster.toChannel = async (channel, event, payload) => {
    if (!accept) return false;
    published.push({ channel, event, payload: payload as Record<string, unknown> });
    return true;
  };
  const pizzas: Product[] = await productsOf(app, 'pizzaria-bella-napoli');
  const { product, selection } = withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  line = { product_id: product.id, quantity: 2, selected_options: selection };
});
afterEach(async () => {
  accept = true;
  await Promise.all(others.splice(0).map((o) => o.stop()));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const count = async (table: string) => (await db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const outboxRows = () => db.handle.query<{ event_id: string; attempts: number; locked_by: string | null }>('SELECT event_id, attempts, locked_by FROM outbox ORDER BY id');

/** Polls until `check` holds (or the deadline passes and the last failure is thrown). */
async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const events = (n: number, tag: string): OutboxEvent[] =>
  Array.from({ length: n }, (_, i) => ({ channels: ['private-store.1', 'order.x'], event: 'test.event', payload: { tag, i } }));

describe('transactional outbox: written with the change', () => {
  it('a failure after the order is written (here: its outbox insert) leaves no order, notification or event', async () => {
    const before = { orders: await count('orders'), notifications: await count('notifications'), outbox: await count('outbox') };
    await db.handle.exec('ALTER TABLE outbox ADD CONSTRAINT outbox_off CHECK (false) NOT VALID');
    published.length = 0;
    try {
      expect((await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line]))).statusCode).toBe(500);
    } finally {
      await db.handle.exec('ALTER TABLE outbox DROP CONSTRAINT outbox_off');
    }
    expect({ orders: await count('orders'), notifications: await count('notifications'), outbox: await count('outbox') }).toEqual(before);
    expect(published).toEqual([]);
  });

  it('the writer delivers its events right after the commit: order.new and the staff notifications, each with an event id', async () => {
    published.length = 0;
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line]))).data;
    const announced = published.filter((p) => p.event === 'order.new');
    expect(announced).toHaveLength(1);
    expect((announced[0]!.payload.order as { id: number }).id).toBe(order.id);
    const notified = published.filter((p) => p.channel.startsWith('private-App.Models.User.'));
    expect(notified.length).toBeGreaterThan(0);
    expect(notified.every((p) => p.payload.order_id === order.id && typeof p.payload.event_id === 'string')).toBe(true);
    expect(new Set(published.map((p) => p.payload.event_id)).size).toBe(published.length);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });

  it('a status change writes its events in its transaction and the writer delivers them', async () => {
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line]))).data;
    const [owner] = await db.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'dono@bellanapoli.com.br'");
    const token = json(await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'dono@bellanapoli.com.br', password: 'Comanda@123' } })).token as string;
    expect(owner).toBeDefined();
    published.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/api/stores/${order.store.id}/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    expect(published.map((p) => [p.channel, p.event])).toEqual([
      [`private-store.${order.store.id}`, 'order.status_update'],
      [`order.${order.public_id}`, 'order.status_update'],
    ]);
    expect(published[0]!.payload.event_id).toBe(published[1]!.payload.event_id);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });
});

describe('transactional outbox: the dispatcher', () => {
  it('retries an event the realtime server refused, with backoff, until it is accepted', async () => {
    accept = false;
    published.length = 0;
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line]))).data;
    expect(published).toEqual([]);
    const waiting = await outboxRows();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((row) => row.attempts === 1 && row.locked_by === null)).toBe(true);
    accept = true;
    // app.outbox runs in the app: its timer wakes when the retry is due (retryBaseMs, 1 s).
    await eventually(async () => expect(await outboxRows()).toEqual([]));
    const announced = published.filter((p) => p.event === 'order.new');
    expect(announced.map((p) => (p.payload.order as { id: number }).id)).toEqual([order.id]);
  });

  it('two dispatchers on one database deliver each event exactly once', async () => {
    published.length = 0;
    const second = createOutbox({ db: db.handle, broadcaster: app.broadcaster, log: silent });
    others.push(second);
    // Due at once (lease 0): as if their writer had died.
    await db.handle.transaction((tx) => enqueueEvents(tx, events(120, 'two-nodes'), { owner: 'dead-writer', ms: 0 }));
    const handled = await Promise.all([app.outbox.drain(), second.drain(), app.outbox.drain(), second.drain()]);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
    const ids = published.filter((p) => p.payload.tag === 'two-nodes' && p.channel === 'order.x').map((p) => p.payload.event_id);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    expect(handled.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(120);
  });

  it('wakes on NOTIFY when events are written for the dispatchers, and waits for a live lease to end', async () => {
    published.length = 0;
    const listener = createOutbox({ db: db.handle, broadcaster: app.broadcaster, log: silent, options: { pollMs: 60_000 } });
    others.push(listener);
    await listener.start();
    await db.handle.transaction((tx) => enqueueEvents(tx, events(3, 'notified'), { owner: 'another-node', ms: 0 }));
    await eventually(() => expect(published.filter((p) => p.payload.tag === 'notified' && p.channel === 'order.x')).toHaveLength(3));

    // A writer that holds its events (lease 400 ms) and never delivers them: found by polling, delivered once the lease ends.
    const poller = createOutbox({ db: db.handle, broadcaster: app.broadcaster, log: silent, options: { pollMs: 100 } });
    others.push(poller);
    await poller.start();
    const leasedAt = Date.now();
    await db.handle.transaction((tx) => enqueueEvents(tx, events(2, 'leased'), { owner: 'stuck-writer', ms: 400 }));
    await eventually(() => expect(published.filter((p) => p.payload.tag === 'leased' && p.channel === 'order.x')).toHaveLength(2));
    expect(Date.now() - leasedAt).toBeGreaterThanOrEqual(350);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });

  it('drops an event too old to be news instead of publishing it', async () => {
    published.length = 0;
    await db.handle.transaction((tx) => enqueueEvents(tx, events(1, 'stale'), { owner: 'dead-writer', ms: 60_000 }));
    await db.handle.exec("UPDATE outbox SET created_at = now() - interval '2 hours', next_attempt_at = now()");
    await app.outbox.drain();
    await eventually(async () => expect(await outboxRows()).toEqual([]));
    expect(published.filter((p) => p.payload.tag === 'stale')).toEqual([]);
  });
});
