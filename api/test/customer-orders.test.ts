import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CUSTOMER_CANCEL_ALREADY_CANCELLED,
  CUSTOMER_CANCEL_TOO_LATE,
  hasRequiredChoices,
  productBaseCents,
  type CustomerOrderListResponse,
  type CustomerOrderStore,
  type Order,
  type Product,
  type ReorderResponse,
} from '@comanda/shared/domain';
import { products } from '../src/db/schema';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

const BURGER_LOGO = '/storage/stores/burger-house/logo.png';
let db: TestDb;
let app: FastifyInstance;
/** A Tuesday 20:00 in São Paulo: the demo stores are open. */
const now = new Date('2026-11-24T20:00:00-03:00');
const published: { channel: string; event: string; payload: unknown }[] = [];

const CUSTOMER = 'cliente@comanda.app';
const OTHER = 'joao@cliente.com.br';
let customer: string;
let other: string;
let customerName: string;
let bella: { id: number; slug: string };
let burger: { id: number; slug: string };
let pizza: ReturnType<typeof withSelection>;
let sandwich: Product;

/** Orders of the customer, placed in beforeAll and dated (store time) by hand. */
const placed = { bellaOld: {} as Order, bellaLate: {} as Order, burger: {} as Order, bellaToday: {} as Order };

const pizzaLine = (quantity = 1) => ({ product_id: pizza.product.id, quantity, selected_options: pizza.selection });
const sandwichLine = () => ({ product_id: sandwich.id, quantity: Math.max(3, Math.ceil(5000 / Math.max(productBaseCents(sandwich), 1))), selected_options: null });

async function order(slug: string, items: Record<string, unknown>[], token = customer): Promise<Order> {
  const res = await placeOrder(app, slug, PICKUP_CASH(items), { token });
  expect(res.statusCode).toBe(201);
  return json<{ data: Order }>(res).data;
}
const placedAt = (orderId: number, at: string) => db.handle.query('UPDATE orders SET created_at = $2 WHERE id = $1', [orderId, at]);

const list = async (query = '', token = customer) => {
  const res = await app.inject({ url: `/api/customer/orders${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return json<CustomerOrderListResponse>(res);
};
const idsOf = (response: CustomerOrderListResponse) => response.data.map((row) => row.id);

const cancel = (orderId: number, payload: Record<string, unknown> = {}, token = customer) =>
  app.inject({ method: 'POST', url: `/api/customer/orders/${orderId}/cancel`, headers: bearer(token), payload });
const reorder = (orderId: number, token = customer) => app.inject({ method: 'POST', url: `/api/customer/orders/${orderId}/reorder`, headers: bearer(token) });
const moveTo = async (orderId: number, status: string) => {
  const owner = await loginAs(app, 'dono@bellanapoli.com.br');
  const res = await app.inject({ method: 'POST', url: `/api/stores/${bella.id}/orders/${orderId}/status`, headers: bearer(owner), payload: { status } });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  await app.jobs.stop();
  app.broadcaster.toStore = async (storeId, event, payload) => (published.push({ channel: `private-store.${storeId}`, event, payload }), true);
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload }), true);
  await db.handle.exec(`UPDATE stores SET is_open = true, logo = '${BURGER_LOGO}' WHERE slug = 'burger-house'`);
  bella = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data;
  burger = json(await app.inject({ url: '/api/stores/burger-house' })).data;
  pizza = withSelection((await productsOf(app, bella.slug)).find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  sandwich = (await productsOf(app, burger.slug)).find((p) => !hasRequiredChoices(p))!;
  customer = await loginAs(app, CUSTOMER);
  other = await loginAs(app, OTHER);
  customerName = json(await app.inject({ url: '/api/me', headers: bearer(customer) })).name;

  placed.bellaOld = await order(bella.slug, [pizzaLine(2)]);
  await placedAt(placed.bellaOld.id, '2026-11-10T12:00:00-03:00');
  // 23:30 in São Paulo is already the next day in UTC: the day filters count it on the 20th.
  placed.bellaLate = await order(bella.slug, [pizzaLine(1)]);
  await placedAt(placed.bellaLate.id, '2026-11-20T23:30:00-03:00');
  placed.burger = await order(burger.slug, [sandwichLine()]);
  await placedAt(placed.burger.id, '2026-11-22T13:00:00-03:00');
  placed.bellaToday = await order(bella.slug, [pizzaLine(1)]);
  // Someone else's order at the same store: never in the customer's answers.
  await order(bella.slug, [pizzaLine(1)], other);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/customer/orders', () => {
  beforeAll(async () => {
    // The oldest one is history: completed.
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) await moveTo(placed.bellaOld.id, status);
  });

  it('lists only the caller’s orders, newest first, each row with its store (id, name, slug, logo)', async () => {
    const all = await list();
    expect(idsOf(all)).toEqual([placed.bellaToday.id, placed.burger.id, placed.bellaLate.id, placed.bellaOld.id]);
    expect(all.meta).toMatchObject({ total: 4, current_page: 1 });
    expect(all.data[1]!.store).toEqual({ id: burger.id, name: expect.any(String), slug: burger.slug, logo: BURGER_LOGO });
    const [bellaLogo] = await db.handle.query<{ logo: string | null }>('SELECT logo FROM stores WHERE id = $1', [bella.id]);
    expect(all.data[0]!.store).toEqual({ id: bella.id, name: expect.any(String), slug: bella.slug, logo: bellaLogo!.logo });
    expect(all.data[0]).toMatchObject({ display_number: placed.bellaToday.display_number, status: 'pending', items_count: 1 });
  });

  it('keeps scope (active = open, history = completed or cancelled) and paging', async () => {
    expect(idsOf(await list('?scope=active'))).toEqual([placed.bellaToday.id, placed.burger.id, placed.bellaLate.id]);
    expect(idsOf(await list('?scope=history'))).toEqual([placed.bellaOld.id]);
    const second = await list('?per_page=2&page=2');
    expect(idsOf(second)).toEqual([placed.bellaLate.id, placed.bellaOld.id]);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
  });

  it('filters by status (one or a comma list) and by store', async () => {
    expect(idsOf(await list('?status=completed'))).toEqual([placed.bellaOld.id]);
    expect(idsOf(await list('?status=completed,pending'))).toEqual([placed.bellaToday.id, placed.burger.id, placed.bellaLate.id, placed.bellaOld.id]);
    expect(idsOf(await list('?status=open&scope=active'))).toEqual([placed.bellaToday.id, placed.burger.id, placed.bellaLate.id]);
    expect(idsOf(await list(`?store_id=${burger.id}`))).toEqual([placed.burger.id]);
    expect(idsOf(await list(`?store_id=${bella.id}&status=pending`))).toEqual([placed.bellaToday.id, placed.bellaLate.id]);
    // Another store's id (or one the customer never ordered from) lists nothing, never someone else's orders.
    expect(idsOf(await list('?store_id=999999'))).toEqual([]);
  });

  it('filters by the day placed, store time (America/Sao_Paulo), both ends inclusive', async () => {
    expect(idsOf(await list('?date_from=2026-11-20&date_to=2026-11-20'))).toEqual([placed.bellaLate.id]);
    expect(idsOf(await list('?date_from=2026-11-21&date_to=2026-11-22'))).toEqual([placed.burger.id]);
    expect(idsOf(await list('?date_to=2026-11-20'))).toEqual([placed.bellaLate.id, placed.bellaOld.id]);
    expect(idsOf(await list('?date_from=2026-11-21&scope=active'))).toEqual([placed.bellaToday.id, placed.burger.id]);
  });

  it('refuses a malformed day or store id with a 422 naming it; unknown statuses are ignored', async () => {
    for (const [query, key, message] of [
      ['?date_from=2026-02-30', 'date_from', 'Data inválida. Use o formato AAAA-MM-DD.'],
      ['?date_to=ontem', 'date_to', 'Data inválida. Use o formato AAAA-MM-DD.'],
      ['?store_id=abc', 'store_id', 'Loja inválida.'],
      ['?store_id=99999999999', 'store_id', 'Loja inválida.'],
    ]) {
      const res = await app.inject({ url: `/api/customer/orders${query}`, headers: bearer(customer) });
      expect({ query, status: res.statusCode, errors: json(res).errors }).toEqual({ query, status: 422, errors: { [key!]: [message] } });
    }
    expect((await list('?status=zzz')).meta.total).toBe(4);
    expect((await app.inject({ url: '/api/customer/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/customer/orders/stores', () => {
  it('lists the stores the caller ordered from, the latest first, with the last order time and the count', async () => {
    const res = await app.inject({ url: '/api/customer/orders/stores', headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    const stores = json<{ data: CustomerOrderStore[] }>(res).data;
    expect(stores.map((s) => [s.id, s.slug, s.orders_count])).toEqual([
      [bella.id, bella.slug, 3],
      [burger.id, burger.slug, 1],
    ]);
    expect(stores[1]).toEqual({ id: burger.id, name: expect.any(String), slug: burger.slug, logo: BURGER_LOGO, last_ordered_at: '2026-11-22T16:00:00.000Z', orders_count: 1 });
    expect(Date.parse(stores[0]!.last_ordered_at)).toBeGreaterThan(Date.parse(stores[1]!.last_ordered_at));
  });

  it('is empty for a customer without orders, and asks an anonymous caller to sign in', async () => {
    const admin = await loginAs(app, 'admin@comanda.app');
    expect(json(await app.inject({ url: '/api/customer/orders/stores', headers: bearer(admin) }))).toEqual({ data: [] });
    expect((await app.inject({ url: '/api/customer/orders/stores' })).statusCode).toBe(401);
  });
});

describe('POST /api/customer/orders/:orderId/cancel', () => {
  it('cancels the caller’s pending order: the customer in the history, the default reason, the store and tracking channels told', async () => {
    const fresh = await order(bella.slug, [pizzaLine(1)]);
    published.length = 0;
    const res = await cancel(fresh.id);
    expect(res.statusCode).toBe(200);
    const cancelled = json<{ data: Order }>(res).data;
    expect(cancelled).toMatchObject({ id: fresh.id, status: 'cancelled', cancel_reason: 'Cancelado pelo cliente' });
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', actor: { name: customerName }, reason: 'Cancelado pelo cliente' });
    expect(cancelled.history.at(-1)!.actor!.id).toBe(cancelled.customer.user_id);
    const announced = published.filter((p) => p.event === 'order.status_update');
    expect(announced.map((p) => p.channel).sort()).toEqual([`order.${fresh.public_id}`, `private-store.${bella.id}`].sort());
    expect(announced[0]!.payload).toMatchObject({ id: fresh.id, status: 'cancelled', previous_status: 'pending', reason: 'Cancelado pelo cliente' });
    // Written to the outbox with the change and delivered by it after the commit (the outbox stamps its event id).
    expect(announced[0]!.payload).toHaveProperty('event_id', expect.stringMatching(/^[0-9a-f-]{36}$/));
    // The store sees it cancelled too.
    const owner = await loginAs(app, 'dono@bellanapoli.com.br');
    expect(json(await app.inject({ url: `/api/stores/${bella.id}/orders/${fresh.id}`, headers: bearer(owner) })).data.status).toBe('cancelled');
  });

  it('keeps the reason the customer gives; a reason over 300 characters is a 422', async () => {
    const fresh = await order(bella.slug, [pizzaLine(1)]);
    const tooLong = await cancel(fresh.id, { reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).errors.reason).toEqual(['O motivo deve ter no máximo 300 caracteres']);
    const res = await cancel(fresh.id, { reason: '  Pedi no endereço errado ' });
    expect(json<{ data: Order }>(res).data.cancel_reason).toBe('Pedi no endereço errado');
    // The store's staff hear of it; the customer, who did it, gets no notification of their own cancellation.
    const told = await db.handle.query<{ user_id: number; title: string; message: string }>(
      `SELECT user_id, title, message FROM notifications WHERE data->>'order_id' = $1`,
      [String(fresh.id)],
    );
    const number = json<{ data: Order }>(res).data.display_number;
    expect(told.filter((n) => n.title === `Pedido ${number} cancelado pelo cliente`).length).toBeGreaterThan(0);
    expect(told.find((n) => n.title.startsWith(`Pedido ${number} cancelado pelo cliente`))!.message).toContain('Motivo: Pedi no endereço errado');
    const customerId = json<{ data: Order }>(res).data.customer.user_id;
    expect(told.filter((n) => n.user_id === customerId && n.title.includes('Cancelado'))).toEqual([]);
  });

  it('once the store accepted the order: a 422 on status with the message, and nothing changes', async () => {
    const fresh = await order(bella.slug, [pizzaLine(1)]);
    await moveTo(fresh.id, 'confirmed');
    published.length = 0;
    const res = await cancel(fresh.id);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ message: CUSTOMER_CANCEL_TOO_LATE, errors: { status: [CUSTOMER_CANCEL_TOO_LATE] } });
    expect(published).toEqual([]);
    const after = json<{ data: Order }>(await app.inject({ url: `/api/customer/orders/${fresh.id}`, headers: bearer(customer) })).data;
    expect(after.status).toBe('confirmed');
    expect(after.history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
  });

  it('an order cancelled already says so', async () => {
    const fresh = await order(bella.slug, [pizzaLine(1)]);
    expect((await cancel(fresh.id)).statusCode).toBe(200);
    const again = await cancel(fresh.id);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.status).toEqual([CUSTOMER_CANCEL_ALREADY_CANCELLED]);
  });

  it('another customer’s order, an unknown or malformed id: 404, and the order stays pending; anonymous: 401', async () => {
    const mine = await order(bella.slug, [pizzaLine(1)]);
    for (const [id, token] of [[mine.id, other], [999_999, customer], ['abc', customer]] as const) {
      const res = await app.inject({ method: 'POST', url: `/api/customer/orders/${id}/cancel`, headers: bearer(token), payload: {} });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
    expect((await app.inject({ method: 'POST', url: `/api/customer/orders/${mine.id}/cancel`, payload: {} })).statusCode).toBe(401);
    expect(json<{ data: Order }>(await app.inject({ url: `/api/customer/orders/${mine.id}`, headers: bearer(customer) })).data.status).toBe('pending');
  });
});

describe('POST /api/customer/orders/:orderId/reorder', () => {
  const setPrice = (productId: number, cents: number, promo: number | null = null) =>
    app.db.update(products).set({ priceCents: cents, promoPriceCents: promo }).where(eq(products.id, productId));

  it('gives the order’s items back as cart lines priced today, with nothing to tell when prices held', async () => {
    const res = await reorder(placed.bellaOld.id);
    expect(res.statusCode).toBe(200);
    const { data } = json<ReorderResponse>(res);
    expect(data.store).toEqual({ id: bella.id, name: expect.any(String), slug: bella.slug });
    expect(data.unavailable_store).toBe(false);
    expect(data.changes).toEqual([]);
    const paid = placed.bellaOld.items[0]!;
    expect(data.items).toEqual([
      expect.objectContaining({
        id: pizza.product.id,
        name: pizza.product.name,
        quantity: 2,
        price: Math.round(paid.unit_price * 100),
        basePrice: productBaseCents(pizza.product),
        selectedOptions: paid.selected_options,
        lineKey: expect.stringMatching(new RegExp(`^${pizza.product.id}-`)),
        addedAt: now.toISOString(),
      }),
    ]);
  });

  it('a price that changed since: told against what the customer paid, and the new price in the item', async () => {
    const paidCents = Math.round(placed.burger.items[0]!.unit_price * 100);
    const [before] = await app.db.select().from(products).where(eq(products.id, sandwich.id));
    await setPrice(sandwich.id, paidCents + 250);
    try {
      const { data } = json<ReorderResponse>(await reorder(placed.burger.id));
      expect(data.store).toMatchObject({ id: burger.id, slug: burger.slug });
      expect(data.changes).toEqual([{ kind: 'price', name: sandwich.name, fromCents: paidCents, toCents: paidCents + 250 }]);
      expect(data.items).toEqual([expect.objectContaining({ id: sandwich.id, price: paidCents + 250, basePrice: paidCents + 250, quantity: placed.burger.items[0]!.quantity })]);
    } finally {
      await setPrice(sandwich.id, before!.priceCents, before!.promoPriceCents);
    }
  });

  it('a paused product and a deleted one leave the cart, told as removed; the rest stays', async () => {
    // A copy of the sandwich that only this order names: deleting it leaves the order item with no product.
    const [source] = await app.db.select().from(products).where(eq(products.id, sandwich.id));
    const { id: _id, createdAt: _c, updatedAt: _u, searchName: _s, ...copy } = source!;
    const [spare] = await app.db.insert(products).values({ ...copy, name: 'Sanduíche avulso' }).returning({ id: products.id });
    const mixed = await order(burger.slug, [sandwichLine(), { ...sandwichLine(), product_id: spare!.id }]);
    await app.db.delete(products).where(eq(products.id, spare!.id));
    await app.db.update(products).set({ isActive: false }).where(eq(products.id, sandwich.id));
    try {
      const { data } = json<ReorderResponse>(await reorder(mixed.id));
      expect(data.items).toEqual([]);
      expect(data.changes).toEqual(
        expect.arrayContaining([
          { kind: 'removed', name: 'Sanduíche avulso', reason: 'product' },
          { kind: 'removed', name: sandwich.name, reason: 'product' },
        ]),
      );
      expect(data.changes).toHaveLength(2);
    } finally {
      await app.db.update(products).set({ isActive: true }).where(eq(products.id, sandwich.id));
    }
    const back = json<ReorderResponse>(await reorder(mixed.id)).data;
    expect(back.items.map((item) => item.id)).toEqual([sandwich.id]);
    expect(back.changes).toEqual([{ kind: 'removed', name: 'Sanduíche avulso', reason: 'product' }]);
  });

  it('a store that is no longer public still gives the items back, flagged unavailable_store', async () => {
    await db.handle.query('UPDATE stores SET is_active = false WHERE id = $1', [burger.id]);
    try {
      const res = await reorder(placed.burger.id);
      expect(res.statusCode).toBe(200);
      const { data } = json<ReorderResponse>(res);
      expect(data).toMatchObject({ store: { id: burger.id, slug: burger.slug }, unavailable_store: true });
      expect(data.items.map((item) => item.id)).toEqual([sandwich.id]);
    } finally {
      await db.handle.query('UPDATE stores SET is_active = true WHERE id = $1', [burger.id]);
    }
  });

  it('another customer’s order, an unknown or malformed id: 404; anonymous: 401', async () => {
    expect((await reorder(placed.bellaOld.id, other)).statusCode).toBe(404);
    expect((await reorder(999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/customer/orders/1e3/reorder', headers: bearer(customer) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/customer/orders/${placed.bellaOld.id}/reorder` })).statusCode).toBe(401);
  });
});
