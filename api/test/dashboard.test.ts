import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DashboardResponse } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let ownerToken: string;
let bella: { id: number; moemaId: number; margheritaId: number };
let orderNumber = 50_000;

/** Saturday 2026-03-07, 15:00 in São Paulo: no demo order is this old, so every figure below is the test's own. */
const NOW = new Date('2026-03-07T15:00:00-03:00');

type Seeded = { store?: number; at: string; cents: number; status?: string; channel?: 'online' | 'pos'; type?: string; userId?: number | null; phone?: string; items?: { name: string; quantity: number; cents: number }[] };

async function insertOrder(o: Seeded): Promise<void> {
  const [row] = await db.handle.query<{ id: number }>(
    `INSERT INTO orders (public_id, store_id, number, channel, order_type, status, user_id, customer_name, customer_phone, subtotal_cents, total_cents, payment_method, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'Cliente', $8, $9, $9, 'cash', $10) RETURNING id`,
    [randomUUID(), o.store ?? bella.id, orderNumber++, o.channel ?? 'online', o.type ?? 'pickup', o.status ?? 'completed', o.userId ?? null, o.phone ?? '11900000000', o.cents, o.at],
  );
  for (const item of o.items ?? []) {
    await db.handle.query(
      'INSERT INTO order_items (order_id, product_id, name, quantity, unit_price_cents, total_cents) VALUES ($1, $2, $3, $4, $5, $6)',
      [row!.id, item.name === 'Margherita' ? bella.margheritaId : null, item.name, item.quantity, Math.round(item.cents / item.quantity), item.cents],
    );
  }
}

const dashboard = async (query: string, store: number | string = bella.id) =>
  app.inject({ url: `/api/stores/${store}/dashboard${query}`, headers: bearer(ownerToken) });

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => NOW });
  ownerToken = await loginAs(app, 'dono@bellanapoli.com.br');
  const [parent] = await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'pizzaria-bella-napoli'");
  const [moema] = await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'bella-napoli-moema'");
  const [product] = await db.handle.query<{ id: number }>('SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT 1', [parent!.id]);
  bella = { id: parent!.id, moemaId: moema!.id, margheritaId: product!.id };

  // Previous week (2026-02-22 … 02-28): one returning customer's first order and a cancelled one.
  await insertOrder({ at: '2026-02-25T12:00:00-03:00', cents: 5000, phone: '(11) 91111-1111' });
  await insertOrder({ at: '2026-02-26T12:00:00-03:00', cents: 9900, status: 'cancelled' });
  // This week (2026-03-01 … 03-07).
  await insertOrder({ at: '2026-03-01T00:30:00-03:00', cents: 3000, phone: '11911111111', items: [{ name: 'Margherita', quantity: 2, cents: 3000 }] }); // Sunday 00h, returning (same digits)
  await insertOrder({ at: '2026-03-02T20:15:00-03:00', cents: 7000, channel: 'pos', type: 'dine_in', phone: '11922222222', items: [{ name: 'Margherita', quantity: 1, cents: 1500 }, { name: 'Refrigerante antigo', quantity: 5, cents: 5500 }] });
  await insertOrder({ at: '2026-03-02T20:45:00-03:00', cents: 2000, status: 'pending', type: 'delivery', phone: '11922222222' }); // same new customer again
  await insertOrder({ at: '2026-03-03T10:00:00-03:00', cents: 4000, status: 'cancelled', phone: '11933333333' });
  await insertOrder({ store: bella.moemaId, at: '2026-03-07T02:59:00Z', cents: 1000, phone: '11944444444' }); // 2026-03-06 23:59 in São Paulo
  // Just outside: 2026-03-08 00:00 in São Paulo.
  await insertOrder({ at: '2026-03-08T03:00:00Z', cents: 100000 });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/stores/:storeId/dashboard', () => {
  it('sums the period (branches included), compares it with the previous one and keeps cancellations apart', async () => {
    const res = await dashboard('?from=2026-03-01&to=2026-03-07');
    expect(res.statusCode).toBe(200);
    const d = json<{ data: DashboardResponse }>(res).data;
    expect(d.period).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(d.previous_period).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(d.current).toMatchObject({ revenue: 130, orders: 4, average_ticket: 32.5, cancelled_orders: 1, cancelled_value: 40, new_customers: 2, returning_customers: 1 });
    expect(d.previous).toMatchObject({ revenue: 50, orders: 1, average_ticket: 50, cancelled_orders: 1, cancelled_value: 99, new_customers: 1, returning_customers: 0 });
    expect(d.current.by_channel).toEqual([{ key: 'online', orders: 3, revenue: 60 }, { key: 'pos', orders: 1, revenue: 70 }]);
    expect(d.current.by_order_type).toEqual([
      { key: 'delivery', orders: 1, revenue: 20 },
      { key: 'pickup', orders: 2, revenue: 40 },
      { key: 'dine_in', orders: 1, revenue: 70 },
    ]);
  });

  it('answers revenue per day (every day, in São Paulo time), orders per weekday × hour and top products', async () => {
    const d = json<{ data: DashboardResponse }>(await dashboard('?from=2026-03-01&to=2026-03-07')).data;
    expect(d.revenue_per_day.map((r) => [r.date, r.revenue, r.orders])).toEqual([
      ['2026-03-01', 30, 1],
      ['2026-03-02', 90, 2],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 0, 0],
      ['2026-03-06', 10, 1],
      ['2026-03-07', 0, 0],
    ]);
    expect(d.orders_by_hour).toHaveLength(7);
    expect(d.orders_by_hour[0]![0]).toBe(1); // Sunday 00h
    expect(d.orders_by_hour[1]![20]).toBe(2); // Monday 20h
    expect(d.orders_by_hour[5]![23]).toBe(1); // Friday 23h (02:59 UTC on Saturday)
    expect(d.orders_by_hour.flat().reduce((a, b) => a + b, 0)).toBe(4);
    expect(d.top_products).toEqual([
      { product_id: null, name: 'Refrigerante antigo', quantity: 5, revenue: 55 },
      { product_id: bella.margheritaId, name: 'Margherita', quantity: 3, revenue: 45 },
    ]);
  });

  it("gives a branch's dashboard its own orders only, and narrows the parent's with branch_id", async () => {
    const branch = json<{ data: DashboardResponse }>(await dashboard('?from=2026-03-01&to=2026-03-07', bella.moemaId)).data;
    expect(branch.current).toMatchObject({ revenue: 10, orders: 1 });
    const narrowed = json<{ data: DashboardResponse }>(await dashboard(`?from=2026-03-01&to=2026-03-07&branch_id=${bella.moemaId}`)).data;
    expect(narrowed.current).toMatchObject({ revenue: 10, orders: 1 });
  });

  it('defaults to today in São Paulo, compared with yesterday', async () => {
    const d = json<{ data: DashboardResponse }>(await dashboard('')).data;
    expect(d.period).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(d.previous_period).toEqual({ from: '2026-03-06', to: '2026-03-06' });
    expect(d.current.orders).toBe(0);
    expect(d.previous).toMatchObject({ orders: 1, revenue: 10 });
  });

  it('refuses bad dates with a 422 in Portuguese', async () => {
    const bad = await dashboard('?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.from).toEqual(['Data inválida. Use o formato AAAA-MM-DD.']);
    const reversed = await dashboard('?from=2026-03-05&to=2026-03-01');
    expect(json(reversed).errors.to).toEqual(['A data final deve ser igual ou posterior à data inicial.']);
    const long = await dashboard('?from=2024-01-01&to=2026-03-01');
    expect(json(long).errors.to).toEqual(['O período pode ter no máximo 366 dias.']);
  });

  it("is open to the store's attendants and closed to another store's owner", async () => {
    const attendant = await app.inject({ url: `/api/stores/${bella.id}/dashboard`, headers: bearer(await loginAs(app, 'atendente@bellanapoli.com.br')) });
    expect(attendant.statusCode).toBe(200);
    const rival = await app.inject({ url: `/api/stores/${bella.id}/dashboard`, headers: bearer(await loginAs(app, 'dono@burgerhouse.com.br')) });
    expect(rival.statusCode).toBe(403);
  });
});
