// The plan's orders_per_month, checked when an order is placed: up to the limit plus 10%, counted over the account
// (store and branches) in the current month of São Paulo; refused with a 422 errors.plan and nothing written.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ORDERS_PER_MONTH_MESSAGES } from '@comanda/shared/domain';
import { ordersThisMonth } from '../src/modules/plan-limits/orders-month-limit';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

const SLUG = 'burger-house';
// The real time: orders placed through the API are stamped by the database's clock, and must fall in the app's month.
let clock = new Date();
let db: TestDb;
let app: FastifyInstance;
let owner: string;
let storeId: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.handle.query<T>(text, params);
const storeIdOf = async (slug: string) => (await sql<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;
const orderRows = async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE store_id = $1', [storeId]))[0]!.n;
const usage = async () => json(await app.inject({ url: `/api/stores/${storeId}/entitlements`, headers: bearer(owner) })).data.usage.orders_per_month as number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => clock });
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
  storeId = await storeIdOf(SLUG);
  // The demo orders belong to earlier months here: each test counts only its own.
  await sql(`UPDATE orders SET created_at = $1::timestamptz - interval '90 days'`, [clock.toISOString()]);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** Moves an account to a plan made for the test, paid until far ahead. */
async function onPlan(slug: string, store: string, limits: Record<string, number | null>) {
  await sql(`INSERT INTO plans (name, slug, price_monthly_cents, price_yearly_cents, limits) VALUES ($1, $1, 1990, 19900, $2::jsonb) ON CONFLICT (slug) DO UPDATE SET limits = EXCLUDED.limits`, [slug, JSON.stringify(limits)]);
  await sql(`UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE slug = $1), status = 'active', trial_ends_at = NULL, current_period_end = '2040-01-01T00:00:00Z' WHERE store_id = $2`, [slug, await storeIdOf(store)]);
}

/** `count` orders of a store written at `at` (as if placed then). */
async function ordersAt(slug: string, count: number, at: string) {
  await sql(
    `INSERT INTO orders (public_id, store_id, number, order_type, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     SELECT gen_random_uuid(), s.id, 100000 + (SELECT count(*) FROM orders WHERE store_id = s.id) + g, 'pickup', 'Cliente', '11999990000', 3000, 3000, 'cash', $3::timestamptz
     FROM stores s, generate_series(1, $2::int) g WHERE s.slug = $1`,
    [slug, count, at],
  );
}

async function order(key = randomUUID()) {
  const { product, selection } = withSelection((await productsOf(app, SLUG))[0]!);
  return placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: selection }]), { key });
}

it('accepts orders up to the limit plus 10%, then refuses with a 422 errors.plan and writes nothing', async () => {
  await onPlan('pedidos-3', SLUG, { orders_per_month: 3 }); // 3 + 10% rounded up: 4 orders a month
  const keys = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  for (const key of keys) expect((await order(key)).statusCode).toBe(201);
  expect(await usage()).toBe(4);

  const before = { rows: await orderRows(), counter: await sql('SELECT last_number FROM order_counters WHERE store_id = $1', [storeId]) };
  const refused = await order();
  expect(refused.statusCode).toBe(422);
  expect(json(refused)).toEqual({ message: ORDERS_PER_MONTH_MESSAGES.refused, errors: { plan: ['Esta loja atingiu o limite de pedidos do plano neste mês.'] } });
  expect({ rows: await orderRows(), counter: await sql('SELECT last_number FROM order_counters WHERE store_id = $1', [storeId]) }).toEqual(before);

  // A retry of an order that was taken is still answered with it.
  const retry = await order(keys[3]);
  expect(retry.statusCode).toBe(200);
  expect(retry.headers['idempotent-replayed']).toBe('true');
});

it('cancelled orders count: every order placed this month does', async () => {
  await onPlan('pedidos-5', SLUG, { orders_per_month: 5 }); // 6 a month
  await sql(`UPDATE orders SET status = 'cancelled' WHERE store_id = $1 AND created_at >= $2::timestamptz - interval '1 day'`, [storeId, clock.toISOString()]);
  expect(await usage()).toBe(4);
  expect((await order()).statusCode).toBe(201);
  expect((await order()).statusCode).toBe(201);
  expect((await order()).statusCode).toBe(422);
});

it('an unlimited plan never counts', async () => {
  await ordersAt(SLUG, 50, clock.toISOString());
  const plans: Record<string, number | null>[] = [{ orders_per_month: null }, {}];
  for (const limits of plans) {
    await onPlan(`ilimitado-${Object.keys(limits).length}`, SLUG, limits);
    expect(await ordersThisMonth(db.handle, storeId, clock)).toEqual({ limit: null, placed: null });
    expect((await order()).statusCode).toBe(201);
  }
  expect(await usage()).toBeGreaterThan(50); // the owner still sees the month's orders
});

it('counts the orders of the whole account: the store and its branches', async () => {
  const parent = await storeIdOf('pizzaria-bella-napoli');
  const branch = await storeIdOf('bella-napoli-moema');
  await onPlan('rede-pedidos', 'pizzaria-bella-napoli', { orders_per_month: 100 });
  const start = (await ordersThisMonth(db.handle, parent, clock)).placed!;
  await ordersAt('bella-napoli-moema', 7, clock.toISOString());
  await ordersAt('pizzaria-bella-napoli', 2, clock.toISOString());
  expect(await ordersThisMonth(db.handle, parent, clock)).toEqual({ limit: 100, placed: start + 9 });
  expect(await ordersThisMonth(db.handle, branch, clock)).toEqual({ limit: 100, placed: start + 9 });
});

describe('the month is São Paulo’s', () => {
  const at = async (iso: string, run: () => Promise<void>) => {
    const real = clock;
    clock = new Date(iso);
    try {
      await run();
    } finally {
      clock = real;
    }
  };

  it('an order at 23:30 of the last day in São Paulo (02:30 UTC of the 1st) belongs to the month that ends', async () => {
    await onPlan('pedidos-2', SLUG, { orders_per_month: 2 }); // 3 a month
    await ordersAt(SLUG, 3, '2031-01-31T23:30:00-03:00'); // February in UTC, January in São Paulo
    await at('2031-02-10T12:00:00-03:00', async () => {
      expect(await usage()).toBe(0);
      expect((await order()).statusCode).toBe(201);
    });

    await ordersAt(SLUG, 3, '2031-02-28T23:30:00-03:00'); // March in UTC, February in São Paulo
    await at('2031-02-28T23:45:00-03:00', async () => {
      expect(await usage()).toBe(3);
      expect(json(await order()).errors).toEqual({ plan: [ORDERS_PER_MONTH_MESSAGES.refused] });
    });
    await at('2031-03-01T00:30:00-03:00', async () => {
      expect(await usage()).toBe(0);
      expect((await order()).statusCode).toBe(201);
    });
  });
});
