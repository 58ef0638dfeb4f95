import type { FastifyInstance } from 'fastify';
import { hasRequiredChoices, priceSelection, pixCrc16, productBaseCents, type Order, type Product } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
/** A Tuesday 20:00 in São Paulo: the demo stores are open. */
const now = new Date('2026-11-24T20:00:00-03:00');
const published: { channel: string; event: string; payload: unknown }[] = [];
let pizzas: Product[];
let bellaId: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async (storeId, event, payload) => (published.push({ channel: `private-store.${storeId}`, event, payload }), true);
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload }), true);
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
  bellaId = json(await app.inject({ method: 'GET', url: '/api/stores/pizzaria-bella-napoli' })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const pizzaWithOptions = () => withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
const line = (quantity = 2) => {
  const { product, selection } = pizzaWithOptions();
  return { product_id: product.id, quantity, selected_options: selection };
};
const engineTotal = (quantity = 2) => {
  const { product, selection } = pizzaWithOptions();
  return priceSelection(product, selection).unitTotalCents * quantity;
};

describe('POST /api/stores/:slug/orders', () => {
  it('creates a pickup order priced by the engine, numbered per store, with history and an order.new event', async () => {
    published.length = 0;
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]));
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.display_number).toBe(`#${String(order.number).padStart(4, '0')}`);
    expect(order.status).toBe('pending');
    expect(order.subtotal).toBe(engineTotal(2) / 100);
    expect(order.total).toBe(order.subtotal);
    expect(order.delivery_fee).toBe(0);
    expect(order.items[0]!.option_lines.length).toBeGreaterThan(0);
    expect(order.history).toEqual([expect.objectContaining({ status: 'pending', actor: null })]);
    expect(order.customer.phone).toBe('11988887777');
    const announced = published.filter((p) => p.event === 'order.new');
    expect(announced).toEqual([expect.objectContaining({ channel: `private-store.${bellaId}`, event: 'order.new' })]);
    expect((announced[0]!.payload as { order: { display_number: string } }).order.display_number).toBe(order.display_number);
    expect(announced[0]!.payload).toHaveProperty('event_id', expect.stringMatching(/^[0-9a-f-]{36}$/));

    const second = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]))).data;
    expect(second.number).toBe(order.number + 1);
  });

  it('ignores prices sent by the client', async () => {
    const { product, selection } = pizzaWithOptions();
    const tampered = JSON.parse(JSON.stringify(selection), (key, value) => (key === 'price' || key === 'additional_price' ? 0 : value));
    const body = { ...PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: tampered, price: 0.01, total_price: 0.01 }]), total: 0.01 };
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', body)).data;
    expect(order.subtotal).toBe(engineTotal(2) / 100);
  });

  it('refuses an option the product does not offer and an exceeded limit, with the engine message', async () => {
    const { product, options, selection } = pizzaWithOptions();
    const ghost = { ...(selection as Record<string, unknown>), selectedEdge: { id: 'x', name: 'Borda de Ouro', price: 0 } };
    const unknown = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: ghost }]));
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors['items.0.selected_options.selectedEdge'][0]).toContain('Borda de Ouro');

    const toppings = (options as unknown as { toppings: { id: string; name: string; price: number }[] }).toppings.slice(0, 3).map((t) => ({ ...t, quantity: 1 }));
    const tooMany = { ...(selection as Record<string, unknown>), halfHalfEnabled: true, selectedToppings: toppings };
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: tooMany }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.selected_options.selectedToppings'][0]).toMatch(/sabores|máximo/i);
  });

  it('a line without options (the storefront quick add) costs the base price, unless the product needs a choice (a size)', async () => {
    await db.handle.exec(`UPDATE stores SET is_open = true WHERE slug = 'burger-house'`);
    const burger = (await productsOf(app, 'burger-house')).find((p) => !hasRequiredChoices(p))!;
    const order = json<{ data: Order }>(await placeOrder(app, 'burger-house', PICKUP_CASH([{ product_id: burger.id, quantity: 3, selected_options: null }]))).data;
    expect(order.subtotal).toBe((productBaseCents(burger) * 3) / 100);
    expect(order.items[0]!.option_lines).toEqual([]);
    const { product } = pizzaWithOptions();
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 3, selected_options: null }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.selected_options.selectedSize']).toEqual([`Escolha o tamanho de ${product.name}.`]);
  });

  it('refuses a product of another store', async () => {
    const burger = (await productsOf(app, 'burger-house'))[0]!;
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: burger.id, quantity: 1, selected_options: null }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['items.0.product_id']).toEqual(['Este produto não está mais disponível']);
  });

  it('refuses what the catalog no longer lists: an inactive product, or one of an inactive category', async () => {
    const { product, selection } = pizzaWithOptions();
    const order = () => placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]));
    const refused = async () => {
      const res = await order();
      expect(res.statusCode).toBe(422);
      expect(json(res).errors['items.0.product_id']).toEqual(['Este produto não está mais disponível']);
    };
    await db.handle.query('UPDATE products SET is_active = false WHERE id = $1', [product.id]);
    try {
      await refused();
    } finally {
      await db.handle.query('UPDATE products SET is_active = true WHERE id = $1', [product.id]);
    }
    await db.handle.query('UPDATE categories SET is_active = false WHERE id = (SELECT category_id FROM products WHERE id = $1)', [product.id]);
    try {
      await refused();
    } finally {
      await db.handle.query('UPDATE categories SET is_active = true WHERE id = (SELECT category_id FROM products WHERE id = $1)', [product.id]);
    }
    expect((await order()).statusCode).toBe(201);
  });

  it('refuses orders while the store is closed', async () => {
    // The Moema branch is the demo store that is closed every day (README), whatever the clock says.
    const [product] = await productsOf(app, 'bella-napoli-moema');
    const { selection } = withSelection(product!);
    const res = await placeOrder(app, 'bella-napoli-moema', PICKUP_CASH([{ product_id: product!.id, quantity: 1, selected_options: selection }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toMatch(/fechada/);
  });

  it('charges the neighbourhood zone fee, free above the store threshold, and refuses districts outside every zone', async () => {
    const delivery = (quantity: number, address = BELA_VISTA) => ({ ...PICKUP_CASH([line(quantity)]), order_type: 'delivery', address });
    const small = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', delivery(1))).data;
    if (engineTotal(1) < 8000) expect(small.delivery_fee).toBe(5);
    expect(small.estimated_time).toBe('30-45 minutos');
    const big = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', delivery(5))).data;
    expect(big.delivery_fee).toBe(0);
    const moema = { ...BELA_VISTA, cep: '04029-200', address: 'Avenida Ibirapuera', number: '2450', district: 'Moema' };
    const far = await placeOrder(app, 'pizzaria-bella-napoli', delivery(2, moema));
    expect(far.statusCode).toBe(422);
    expect(json(far).errors['address.district']).toEqual(['Não entregamos no bairro Moema (São Paulo/SP).']);
    const noAddress = await placeOrder(app, 'pizzaria-bella-napoli', { ...delivery(1), address: null });
    expect(json(noAddress).errors.address).toEqual(['Informe o endereço de entrega']);
  });

  it('enforces the minimum order', async () => {
    const cheap = pizzas.find((p) => Number(p.promo_price || p.price) < 30 && (!p.business_type_options || Object.keys(p.business_type_options).length === 0));
    const product = cheap ?? pizzas[0]!;
    const { selection } = withSelection(product);
    const unit = priceSelection(product, selection).unitTotalCents;
    if (unit >= 3000) return; // no product under the minimum in this catalog
    const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: selection }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.items[0]).toMatch(/pedido mínimo/);
  });

  it('PIX: a BR Code for the exact total with a valid CRC', async () => {
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), payment: { method: 'pix' } })).data;
    const code = order.payment.pix_code!;
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain(`54${String(order.total.toFixed(2).length).padStart(2, '0')}${order.total.toFixed(2)}`);
    expect(code.slice(-4)).toBe(pixCrc16(code.slice(0, -4)));
    // The transaction id is the order's number, and the code is stored with the order.
    expect(code).toContain(`PED${order.number}`);
    const tracked = await app.inject({ method: 'GET', url: `/api/orders/track/${order.public_id}` });
    expect(json<{ data: Order }>(tracked).data.payment.pix_code).toBe(code);
  });

  it('cash: change must cover the total; change due is computed', async () => {
    const total = engineTotal(2) / 100;
    const low = await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), payment: { method: 'cash', change_for: total - 1 } });
    expect(low.statusCode).toBe(422);
    expect(json(low).errors['payment.change_for'][0]).toMatch(/troco/);
    const ok = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), payment: { method: 'cash', change_for: 500 } })).data;
    expect(ok.payment.change_due).toBeCloseTo(500 - total, 2);
  });

  it('refuses when the total the customer saw is not what the server charges', async () => {
    const res = await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), expected_total: 1 });
    expect(res.statusCode).toBe(422);
    expect(json(res).total).toBe(engineTotal(2) / 100);
    expect(json(res).errors.expected_total[0]).toMatch(/mudaram/);
  });

  it('applies a coupon and never uses it more often than its limit, even concurrently', async () => {
    // Without a per-customer limit: guests may use it (see order-options-trust.test.ts for that limit).
    await db.handle.exec(`UPDATE coupons SET usage_limit = used_count + 2, per_customer_limit = NULL WHERE code = 'BEMVINDO10' AND store_id = ${bellaId}`);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), coupon_code: 'bemvindo10' })),
    );
    const ok = attempts.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(2);
    expect(json<{ data: Order }>(ok[0]!).data.discount).toBeGreaterThan(0);
    for (const r of attempts.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(json(r).errors.coupon_code[0]).toMatch(/limite de usos/);
    }
  });

  it('one Idempotency-Key makes one order, also for concurrent duplicates; a different body with the same key is a 409', async () => {
    const key = 'checkout-attempt-1';
    const body = PICKUP_CASH([line(2)]);
    const results = await Promise.all(Array.from({ length: 4 }, () => placeOrder(app, 'pizzaria-bella-napoli', body, { key })));
    const ids = new Set(results.map((r) => json<{ data: Order }>(r).data.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    const other = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(3)]), { key });
    expect(other.statusCode).toBe(409);
    const missing = await app.inject({ method: 'POST', url: '/api/stores/pizzaria-bella-napoli/orders', payload: body });
    expect(missing.statusCode).toBe(422);
  });

  it('a duplicate of an order that used the last coupon use answers that order, not "coupon exhausted"', async () => {
    await db.handle.exec(`UPDATE coupons SET usage_limit = used_count + 1 WHERE code = 'FRETE5' AND store_id = ${bellaId}`);
    const body = { ...PICKUP_CASH([line(2)]), coupon_code: 'FRETE5' };
    const results = await Promise.all(Array.from({ length: 3 }, () => placeOrder(app, 'pizzaria-bella-napoli', body, { key: 'last-coupon-use' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => json<{ data: Order }>(r).data.id)).size).toBe(1);
    const retry = await placeOrder(app, 'pizzaria-bella-napoli', body, { key: 'last-coupon-use' });
    expect(retry.statusCode).toBe(200);
  });

  it.each([
    ['an array body', [1, 2]],
    ['customer as a string', { ...PICKUP_CASH([]), customer: 'x' }],
    ['items as an object', { ...PICKUP_CASH([]), items: { a: 1 } }],
    ['nested objects where strings go', { ...PICKUP_CASH([{ product_id: 1, quantity: 1 }]), customer: { name: { a: 1 }, phone: ['1'] } }],
    ['a non-integer quantity', PICKUP_CASH([{ product_id: 1, quantity: 1.5, selected_options: null }])],
    ['options as an array', PICKUP_CASH([{ product_id: 1, quantity: 1, selected_options: [1, 2] as never }])],
    ['an unknown order type', { ...PICKUP_CASH([{ product_id: 1, quantity: 1 }]), order_type: 'drone' }],
  ])('answers 422 with Portuguese field messages for %s', async (_label, body) => {
    const res = await placeOrder(app, 'pizzaria-bella-napoli', body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {}).length).toBeGreaterThan(0);
  });

  it('links the order to a signed-in customer, who then lists and reads it', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]), { token })).data;
    expect(order.customer.user_id).not.toBeNull();
    const list = json(await app.inject({ url: '/api/customer/orders?scope=active', headers: bearer(token) }));
    expect(list.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await app.inject({ url: `/api/customer/orders/${order.id}`, headers: bearer(token) })).statusCode).toBe(200);
    const other = await loginAs(app, 'joao@cliente.com.br');
    expect((await app.inject({ url: `/api/customer/orders/${order.id}`, headers: bearer(other) })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/customer/orders' })).statusCode).toBe(401);
  });

  it('tracks an order by its private link; malformed ids are 404', async () => {
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]))).data;
    const res = await app.inject({ url: `/api/orders/track/${order.public_id}` });
    expect(json<{ data: Order }>(res).data.id).toBe(order.id);
    expect((await app.inject({ url: '/api/orders/track/not-a-uuid' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/orders/track/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('store order endpoints', () => {
  let owner: string;
  let order: Order;
  const status = (id: number, body: unknown, token = owner, storeId = bellaId) =>
    app.inject({ method: 'POST', url: `/api/stores/${storeId}/orders/${id}/status`, headers: bearer(token), payload: body as Record<string, unknown> });

  beforeAll(async () => {
    owner = await loginAs(app, 'dono@bellanapoli.com.br');
    order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line(2)]), customer: { name: 'Cliente Filtro', phone: '11977776666' } })).data;
  });

  it('lists with filters and pagination', async () => {
    const all = json(await app.inject({ url: `/api/stores/${bellaId}/orders?per_page=2`, headers: bearer(owner) }));
    expect(all.data).toHaveLength(2);
    expect(all.meta.per_page).toBe(2);
    expect(all.meta.total).toBeGreaterThan(2);
    const byName = json(await app.inject({ url: `/api/stores/${bellaId}/orders?search=filtro`, headers: bearer(owner) }));
    expect(byName.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const byNumber = json(await app.inject({ url: `/api/stores/${bellaId}/orders?search=%23${order.number}`, headers: bearer(owner) }));
    expect(byNumber.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const delivery = json(await app.inject({ url: `/api/stores/${bellaId}/orders?order_type=delivery`, headers: bearer(owner) }));
    expect(delivery.data.every((o: { order_type: string }) => o.order_type === 'delivery')).toBe(true);
    const future = json(await app.inject({ url: `/api/stores/${bellaId}/orders?date_from=2099-01-01`, headers: bearer(owner) }));
    expect(future.data).toEqual([]);
    // changed_on: the day of the last change (the kanban's "completed today"), not of the placing.
    await db.handle.query("UPDATE orders SET created_at = now() - interval '2 days', updated_at = now() WHERE id = $1", [order.id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const changedToday = json(await app.inject({ url: `/api/stores/${bellaId}/orders?changed_on=${today}&per_page=100`, headers: bearer(owner) }));
    expect(changedToday.data.map((o: { id: number }) => o.id)).toContain(order.id);
    const placedToday = json(await app.inject({ url: `/api/stores/${bellaId}/orders?date_from=${today}&date_to=${today}&per_page=100`, headers: bearer(owner) }));
    expect(placedToday.data.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const changedYesterday = json(await app.inject({ url: `/api/stores/${bellaId}/orders?changed_on=2000-01-01`, headers: bearer(owner) }));
    expect(changedYesterday.data).toEqual([]);
    const garbage = await app.inject({ url: `/api/stores/${bellaId}/orders?page=abc&per_page=-1&status=zzz`, headers: bearer(owner) });
    expect(garbage.statusCode).toBe(200);
    // A date is the one filter refused rather than ignored: a wrong day would silently list other orders.
    const badDate = await app.inject({ url: `/api/stores/${bellaId}/orders?date_from=nope`, headers: bearer(owner) });
    expect(badDate.statusCode).toBe(422);
    expect(Object.keys(json(badDate).errors)).toEqual(['date_from']);
  });

  it('moves a pickup order through its flow (no delivering), records actor and broadcasts to the tracking channel', async () => {
    published.length = 0;
    for (const next of ['confirmed', 'preparing', 'ready'] as const) expect((await status(order.id, { status: next })).statusCode).toBe(200);
    const skip = await status(order.id, { status: 'delivering' });
    expect(skip.statusCode).toBe(422);
    expect(json(skip).errors.status[0]).toMatch(/Não é possível/);
    const done = json<{ data: Order }>(await status(order.id, { status: 'completed' })).data;
    expect(done.history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'completed']);
    expect(done.history[1]!.actor?.name).toBeTruthy();
    expect(published.filter((p) => p.channel === `order.${order.public_id}`)).toHaveLength(4);
    expect((await status(order.id, { status: 'cancelled', reason: 'x' })).statusCode).toBe(422);
  });

  it('notifies the store staff of a new order and the signed-in customer of each status change', async () => {
    const customer = await loginAs(app, 'joao@cliente.com.br');
    const placed = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]), { token: customer })).data;
    const staffList = json(await app.inject({ url: '/api/notifications', headers: bearer(owner) }));
    expect(staffList.notifications[0]).toMatchObject({ type: 'order.new', title: `Novo pedido ${placed.display_number}`, read: false });
    expect(staffList.notifications[0].data).toMatchObject({ order_id: placed.id, url: `/store/orders/${placed.id}` });
    await status(placed.id, { status: 'confirmed' });
    const mine = json(await app.inject({ url: '/api/notifications', headers: bearer(customer) }));
    expect(mine.notifications[0]).toMatchObject({ type: 'order.status', title: `Pedido ${placed.display_number}: Confirmado` });
    expect(mine.notifications[0].data.url).toBe(`/loja/pizzaria-bella-napoli/success/${placed.public_id}`);
  });

  it('an order and its announcements are written together: when the staff notifications cannot be stored, nothing is', async () => {
    const count = async (table: string) => (await db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const before = { orders: await count('orders'), notifications: await count('notifications') };
    await db.handle.exec('ALTER TABLE notifications ADD CONSTRAINT notifications_off CHECK (false) NOT VALID');
    published.length = 0;
    try {
      const res = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]));
      expect(res.statusCode).toBe(500);
      expect(published).toEqual([]);
    } finally {
      await db.handle.exec('ALTER TABLE notifications DROP CONSTRAINT notifications_off');
    }
    expect({ orders: await count('orders'), notifications: await count('notifications') }).toEqual(before);
  });

  it('a replay (Idempotent-Replayed: true) announces nothing a second time', async () => {
    const key = 'replay-announces-once';
    const first = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]), { key });
    expect(first.statusCode).toBe(201);
    const staffBefore = json(await app.inject({ url: '/api/notifications', headers: bearer(owner) })).total as number;
    published.length = 0;
    const again = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]), { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(published).toEqual([]);
    expect(json(await app.inject({ url: '/api/notifications', headers: bearer(owner) })).total).toBe(staffBefore);
  });

  it('cancelling needs a reason', async () => {
    const fresh = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([line(2)]))).data;
    const noReason = await status(fresh.id, { status: 'cancelled' });
    expect(json(noReason).errors.reason).toEqual(['Informe o motivo do cancelamento']);
    const cancelled = json<{ data: Order }>(await status(fresh.id, { status: 'cancelled', reason: 'Cliente desistiu' })).data;
    expect(cancelled.cancel_reason).toBe('Cliente desistiu');
    expect((await status(fresh.id, { status: 'bogus' })).statusCode).toBe(422);
  });

  it('other stores’ staff and customers get 403/404 on every order endpoint', async () => {
    const burgerOwner = await loginAs(app, 'dono@burgerhouse.com.br');
    const customer = await loginAs(app, 'cliente@comanda.app');
    for (const token of [burgerOwner, customer]) {
      expect((await app.inject({ url: `/api/stores/${bellaId}/orders`, headers: bearer(token) })).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/stores/${bellaId}/orders/${order.id}`, headers: bearer(token) })).statusCode).toBe(403);
      expect((await status(order.id, { status: 'cancelled', reason: 'x' }, token)).statusCode).toBe(403);
    }
    const burgerId = json(await app.inject({ url: '/api/stores/burger-house' })).data.id;
    expect((await app.inject({ url: `/api/stores/${burgerId}/orders/${order.id}`, headers: bearer(burgerOwner) })).statusCode).toBe(404);
    expect((await status(order.id, { status: 'cancelled', reason: 'x' }, burgerOwner, burgerId)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/stores/${bellaId}/orders` })).statusCode).toBe(401);
  });
});
