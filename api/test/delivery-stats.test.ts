import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_STATS_MESSAGES, type DeliveryStats } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let managerToken: string;
let stores: { bella: number; moema: number; rival: number };
let drivers: { pedro: number; ana: number };
let orderNumber = 60_000;

/** Saturday 2026-03-07, 15:00 in São Paulo: no demo order is this old, so every figure below is the test's own. */
const NOW = new Date('2026-03-07T15:00:00-03:00');
const MINUTE = 60_000;

type Seeded = {
  store?: number;
  /** When it was placed, São Paulo time. */
  placed: string;
  type?: string;
  status?: string;
  driver?: number | null;
  zone?: string | null;
  feeCents?: number;
  /** Minutes after placing: accepted ('confirmed'), out ('delivering'), delivered ('completed') in the status history. */
  history?: { confirmed?: number; delivering?: number; completed?: number };
  /** Minutes after placing, the driver app's columns. */
  pickedUp?: number;
  delivered?: number;
  cashCents?: number;
};

const at = (placed: string, minutes: number) => new Date(Date.parse(placed) + minutes * MINUTE).toISOString();

async function insertOrder(o: Seeded): Promise<number> {
  const store = o.store ?? stores.bella;
  const [row] = await db.handle.query<{ id: number }>(
    `INSERT INTO orders (public_id, store_id, number, channel, order_type, status, customer_name, customer_phone, subtotal_cents, delivery_fee_cents,
       total_cents, payment_method, driver_id, delivery_zone, picked_up_at, delivered_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'online', $4, $5, 'Cliente', '11900000000', 4000, $6, $7, 'cash', $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      randomUUID(),
      store,
      orderNumber++,
      o.type ?? 'delivery',
      o.status ?? 'completed',
      o.feeCents ?? 0,
      4000 + (o.feeCents ?? 0),
      o.driver ?? null,
      o.zone ?? null,
      o.pickedUp === undefined ? null : at(o.placed, o.pickedUp),
      o.delivered === undefined ? null : at(o.placed, o.delivered),
      new Date(o.placed).toISOString(),
      // The last status change (orders.status sets updated_at).
      at(o.placed, Math.max(0, o.delivered ?? 0, ...Object.values(o.history ?? {}))),
    ],
  );
  const id = row!.id;
  await db.handle.query('INSERT INTO order_status_history (order_id, status, created_at) VALUES ($1, $2, $3)', [id, 'pending', new Date(o.placed).toISOString()]);
  for (const [status, minutes] of Object.entries(o.history ?? {})) {
    await db.handle.query('INSERT INTO order_status_history (order_id, status, created_at) VALUES ($1, $2, $3)', [id, status, at(o.placed, minutes)]);
  }
  if (o.cashCents) {
    await db.handle.query('INSERT INTO driver_cash (store_id, driver_id, order_id, amount_cents, received_at) VALUES ($1, $2, $3, $4, $5)', [store, o.driver, id, o.cashCents, at(o.placed, o.delivered ?? 0)]);
  }
  return id;
}

async function insertDriver(store: number, name: string, email: string): Promise<number> {
  const [row] = await db.handle.query<{ id: number }>(
    "INSERT INTO drivers (store_id, name, phone, email, kind, vehicle) VALUES ($1, $2, '11988887777', $3, 'own', 'moto') RETURNING id",
    [store, name, email],
  );
  return row!.id;
}

const stats = async (query: string, token = managerToken, store: number = stores.bella) =>
  app.inject({ url: `/api/stores/${store}/delivery/stats${query}`, headers: bearer(token) });

const dataOf = async (query: string) => {
  const res = await stats(query);
  expect(res.statusCode).toBe(200);
  return json<{ data: DeliveryStats }>(res).data;
};

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => NOW });
  managerToken = await loginAs(app, 'gerente@bellanapoli.com.br');
  const slugs = await db.handle.query<{ id: number; slug: string }>("SELECT id, slug FROM stores WHERE slug IN ('pizzaria-bella-napoli', 'bella-napoli-moema', 'burger-house')");
  const idOf = (slug: string) => slugs.find((s) => s.slug === slug)!.id;
  stores = { bella: idOf('pizzaria-bella-napoli'), moema: idOf('bella-napoli-moema'), rival: idOf('burger-house') };
  // Bella promises 45 minutes, its Moema branch 30.
  await db.handle.query("UPDATE stores SET delivery_time = '30-45 minutos' WHERE id = $1", [stores.bella]);
  await db.handle.query("UPDATE stores SET delivery_time = '20-30 min' WHERE id = $1", [stores.moema]);
  drivers = { pedro: await insertDriver(stores.bella, 'Pedro Moto', 'pedro@entregas.com.br'), ana: await insertDriver(stores.bella, 'Ana Bike', 'ana@entregas.com.br') };
  const rivalDriver = await insertDriver(stores.rival, 'Rival', 'rival@entregas.com.br');

  // 1. Thursday: accepted +5, out +20, delivered +50 (late against 45), R$ 40 cash with Pedro.
  await insertOrder({ placed: '2026-03-05T19:00:00-03:00', driver: drivers.pedro, zone: 'Centro', feeCents: 500, history: { confirmed: 5, delivering: 20, completed: 50 }, pickedUp: 20, delivered: 50, cashCents: 4000 });
  // 2. Friday noon: +2, +12, +32 (on time), Pedro.
  await insertOrder({ placed: '2026-03-06T12:00:00-03:00', driver: drivers.pedro, zone: 'Centro', feeCents: 500, history: { confirmed: 2, delivering: 12, completed: 32 } });
  // 3. Friday night, the driver app's columns only past acceptance: +10, out +30, delivered +70 (late), Ana.
  await insertOrder({ placed: '2026-03-06T20:00:00-03:00', driver: drivers.ana, zone: 'Jardins', feeCents: 800, history: { confirmed: 10 }, pickedUp: 30, delivered: 70 });
  // 4. The Moema branch, no driver nor zone: +3, +15, +35 — late against Moema's 30 (it would not be against 45).
  await insertOrder({ store: stores.moema, placed: '2026-03-07T11:00:00-03:00', history: { confirmed: 3, delivering: 15, completed: 35 } });
  // 5. Delivered 2026-02-28 23:50 in São Paulo (03-01 02:50 UTC): outside the last 7 days, inside the last 30.
  await insertOrder({ placed: '2026-02-28T23:10:00-03:00', driver: drivers.pedro, zone: 'Centro', feeCents: 500, history: { confirmed: 5, delivering: 15, completed: 40 } });
  // Never counted: a pickup, a cancelled delivery, one still on its way, another store's delivery.
  await insertOrder({ placed: '2026-03-06T13:00:00-03:00', type: 'pickup', history: { confirmed: 1, completed: 20 } });
  await insertOrder({ placed: '2026-03-06T14:00:00-03:00', status: 'cancelled', zone: 'Centro', history: { confirmed: 1, delivering: 5 } });
  await insertOrder({ placed: '2026-03-07T14:30:00-03:00', status: 'delivering', driver: drivers.ana, zone: 'Centro', history: { confirmed: 2, delivering: 10 }, pickedUp: 10 });
  await insertOrder({ store: stores.rival, placed: '2026-03-06T12:00:00-03:00', driver: rivalDriver, zone: 'Centro', feeCents: 900, history: { confirmed: 1, delivering: 2, completed: 300 }, cashCents: 9000, delivered: 300 });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/stores/:storeId/delivery/stats', () => {
  it('times each stage (average, median, 90th percentile) and the late share of the last 7 days, branches included', async () => {
    const d = await dataOf('?period=7d');
    expect(d.period).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(d.totals).toEqual({
      delivered: 4,
      late: 3,
      late_share: 0.75,
      // 15, 10, 20, 12
      accepted_to_out: { avg: 14.3, median: 13.5, p90: 18.5 },
      // 30, 20, 40, 20
      out_to_delivered: { avg: 27.5, median: 25, p90: 37 },
      // 50, 32, 70, 35
      placed_to_delivered: { avg: 46.8, median: 42.5, p90: 64 },
    });
  });

  it('answers every day of the period (São Paulo days), per driver (cash received) and per zone (fees)', async () => {
    const d = await dataOf('?period=7d');
    expect(d.per_day).toEqual([
      { date: '2026-03-01', delivered: 0, late: 0 },
      { date: '2026-03-02', delivered: 0, late: 0 },
      { date: '2026-03-03', delivered: 0, late: 0 },
      { date: '2026-03-04', delivered: 0, late: 0 },
      { date: '2026-03-05', delivered: 1, late: 1 },
      { date: '2026-03-06', delivered: 2, late: 1 },
      { date: '2026-03-07', delivered: 1, late: 1 },
    ]);
    expect(d.per_driver).toEqual([
      { driver_id: drivers.pedro, name: 'Pedro Moto', delivered: 2, median_out_to_delivered: 25, late_share: 0.5, cash_collected: 40 },
      { driver_id: drivers.ana, name: 'Ana Bike', delivered: 1, median_out_to_delivered: 40, late_share: 1, cash_collected: 0 },
      { driver_id: null, name: 'Sem entregador', delivered: 1, median_out_to_delivered: 20, late_share: 1, cash_collected: 0 },
    ]);
    expect(d.per_zone).toEqual([
      { zone: 'Centro', delivered: 2, median_total: 41, late_share: 0.5, fee_total: 10 },
      { zone: 'Jardins', delivered: 1, median_total: 70, late_share: 1, fee_total: 8 },
      { zone: null, delivered: 1, median_total: 35, late_share: 1, fee_total: 0 },
    ]);
  });

  it('filters by period: today, the last 30 days, custom dates and one branch', async () => {
    const today = await dataOf('?period=today');
    expect(today.period).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(today.totals).toMatchObject({ delivered: 1, late: 1, late_share: 1 });

    const month = await dataOf('?period=30d');
    expect(month.period).toEqual({ from: '2026-02-06', to: '2026-03-07' });
    expect(month.per_day).toHaveLength(30);
    expect(month.per_day.find((day) => day.date === '2026-02-28')).toEqual({ date: '2026-02-28', delivered: 1, late: 0 });
    expect(month.totals).toMatchObject({ delivered: 5, late: 3, late_share: 0.6 });
    expect(month.per_driver[0]).toEqual({ driver_id: drivers.pedro, name: 'Pedro Moto', delivered: 3, median_out_to_delivered: 25, late_share: 0.333, cash_collected: 40 });

    const friday = await dataOf('?period=custom&from=2026-03-06&to=2026-03-06');
    expect(friday.period).toEqual({ from: '2026-03-06', to: '2026-03-06' });
    expect(friday.totals).toMatchObject({ delivered: 2, late: 1, late_share: 0.5, placed_to_delivered: { avg: 51, median: 51, p90: 66.2 } });

    const moema = await dataOf(`?period=7d&branch_id=${stores.moema}`);
    expect(moema.totals).toMatchObject({ delivered: 1, late: 1 });
    expect(moema.per_zone).toEqual([{ zone: null, delivered: 1, median_total: 35, late_share: 1, fee_total: 0 }]);
  });

  it('is the last 7 days without a period, and empty (null times) where nothing was delivered', async () => {
    expect((await dataOf('')).period).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    const empty = await dataOf('?period=custom&from=2026-01-01&to=2026-01-02');
    expect(empty.totals).toEqual({
      delivered: 0,
      late: 0,
      late_share: null,
      accepted_to_out: { avg: null, median: null, p90: null },
      out_to_delivered: { avg: null, median: null, p90: null },
      placed_to_delivered: { avg: null, median: null, p90: null },
    });
    expect(empty.per_day).toEqual([
      { date: '2026-01-01', delivered: 0, late: 0 },
      { date: '2026-01-02', delivered: 0, late: 0 },
    ]);
    expect(empty.per_driver).toEqual([]);
    expect(empty.per_zone).toEqual([]);
  });

  it('answers 422 with the field for a bad period or bad dates', async () => {
    const bad = await stats('?period=semana');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ period: [DELIVERY_STATS_MESSAGES.periodInvalid] });
    const noDates = await stats('?period=custom');
    expect(noDates.statusCode).toBe(422);
    expect(json(noDates).errors).toEqual({ from: [DELIVERY_STATS_MESSAGES.customDatesRequired] });
    const reversed = await stats('?period=custom&from=2026-03-07&to=2026-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(json(reversed).errors)).toEqual(['to']);
  });

  it('refuses another store’s manager, the store’s attendant and anonymous callers', async () => {
    const rival = await stats('?period=7d', await loginAs(app, 'dono@burgerhouse.com.br'));
    expect(rival.statusCode).toBe(403);
    expect(rival.body).not.toContain('Pedro Moto');
    expect((await stats('?period=7d', await loginAs(app, 'atendente@bellanapoli.com.br'))).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/stores/${stores.bella}/delivery/stats` })).statusCode).toBe(401);
    // The rival's own figures hold its delivery only.
    const own = await stats('?period=7d', await loginAs(app, 'dono@burgerhouse.com.br'), stores.rival);
    expect(own.statusCode).toBe(200);
    expect(json<{ data: DeliveryStats }>(own).data.totals).toMatchObject({ delivered: 1, late: 1 });
    expect(json<{ data: DeliveryStats }>(own).data.per_driver).toEqual([{ driver_id: expect.any(Number), name: 'Rival', delivered: 1, median_out_to_delivered: 298, late_share: 1, cash_collected: 90 }]);
  });
});
