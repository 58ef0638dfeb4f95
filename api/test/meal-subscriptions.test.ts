// Marmita subscriptions (issue 13): a customer subscribes to a marmita that offers it; a recurring durable job makes
// each delivery day a normal order (the checkout's createOrder: engine price, staff notification, order.new event),
// once per day whatever runs it; skipped and paused days make nothing; a product no longer sold pauses it.
import type { FastifyInstance } from 'fastify';
import { MEAL_SUBSCRIPTION_MESSAGES as M, NOTIFICATION_TYPES, type MealProductionList, type MealSubscription, type Product, type StoreMealSubscriber } from '@comanda/shared/domain';
import { productsOf, withSelection } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

// A Tuesday evening in São Paulo.
let clock = new Date('2026-11-24T20:00:00-03:00');
let db: TestDb;
let app: FastifyInstance;
let maria: string;
let joao: string;
let owner: string;
let storeId: number;
let feijoada: Product;
let addressId: number;
let subscription: MealSubscription;
const broadcasts: { channel: string; event: string; payload: Record<string, unknown> }[] = [];

const SALVADOR = { cep: '40140-240', address: 'Rua Marquês de Caravelas', number: '300', district: 'Barra', city: 'Salvador', state: 'BA', label: 'Casa' };
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.handle.query<T>(text, params);
const base = '/api/customer/meal-subscriptions';
const post = (token: string, url: string, payload?: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
const subscriptionOrders = () => sql<{ id: number; total_cents: number; status: string; order_type: string; payment_method: string }>(`SELECT id, total_cents, status, order_type, payment_method FROM orders WHERE notes LIKE 'Assinatura de marmita%' ORDER BY id`);
const runJobsAt = async (at: string) => {
  clock = new Date(at);
  await app.jobs.runDue();
};

function weeklyBody(extra: Record<string, unknown> = {}) {
  return { product_id: feijoada.id, selected_options: withSelection(feijoada).selection, frequency: 'weekly', weekdays: ['friday'], start_date: '2026-11-25', address_id: addressId, payment_method: 'cash', notes: 'Sem pimenta', ...extra };
}

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { jobs: { leaseMs: 60_000, pollMs: 3_600_000 } }, undefined, { now: () => clock });
  await app.ready();
  app.broadcaster.toChannel = async (channel, event, payload) => {
    broadcasts.push({ channel, event, payload: payload as Record<string, unknown> });
    return true;
  };
  maria = await loginAs(app, 'cliente@comanda.app');
  joao = await loginAs(app, 'joao@cliente.com.br');
  owner = await loginAs(app, 'dono@marmitasdavovo.com.br');
  storeId = (await sql<{ id: number }>(`SELECT id FROM stores WHERE slug = 'marmitas-da-vovo'`))[0]!.id;
  feijoada = (await productsOf(app, 'marmitas-da-vovo')).find((p) => p.name === 'Feijoada da Vovó')!;
  const saved = await post(maria, '/api/customer/addresses', SALVADOR);
  expect(saved.statusCode).toBe(201);
  addressId = json(saved).data.id as number;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('subscribing', () => {
  it('refuses bad input per field, in Portuguese', async () => {
    const empty = await post(maria, base, {});
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toMatchObject({
      product_id: [M.productRequired],
      frequency: [M.frequencyRequired],
      address_id: [M.addressRequired],
      payment_method: [M.paymentRequired],
    });
    const weekly = await post(maria, base, weeklyBody({ weekdays: [], start_date: '2026-11-23' }));
    expect(json(weekly).errors).toEqual({ weekdays: [M.weekdaysRequired], start_date: [M.startDatePast] });
  });

  it('refuses a product without a subscription, an option it does not offer, an address that is not mine or outside the area', async () => {
    const pizza = (await productsOf(app, 'pizzaria-bella-napoli'))[0]!;
    const noPlan = await post(maria, base, weeklyBody({ product_id: pizza.id, selected_options: withSelection(pizza).selection }));
    expect(json(noPlan).errors).toEqual({ product_id: [M.productNotSubscribable] });

    const badOption = await post(maria, base, weeklyBody({ selected_options: { selectedSize: { id: 'sizes:9:gigante', name: 'Gigante', priceCents: 1 } } }));
    expect(badOption.statusCode).toBe(422);
    expect(Object.keys(json(badOption).errors)[0]).toMatch(/^selected_options/);

    const joaoAddress = (await sql<{ id: number }>(`SELECT a.id FROM customer_addresses a JOIN users u ON u.id = a.user_id WHERE u.email = 'joao@cliente.com.br' LIMIT 1`))[0]!.id;
    expect(json(await post(maria, base, weeklyBody({ address_id: joaoAddress }))).errors).toEqual({ address_id: [M.addressNotFound] });

    const paulista = (await sql<{ id: number }>(`SELECT a.id FROM customer_addresses a JOIN users u ON u.id = a.user_id WHERE u.email = 'cliente@comanda.app' AND a.city = 'São Paulo' LIMIT 1`))[0]!.id;
    const far = await post(maria, base, weeklyBody({ address_id: paulista }));
    expect(far.statusCode).toBe(422);
    expect(Object.keys(json(far).errors)).toEqual(['address_id']);
  });

  it('subscribes to a weekly marmita, priced by the engine, with the next deliveries', async () => {
    const res = await post(maria, base, weeklyBody());
    expect(res.statusCode).toBe(201);
    subscription = json<{ data: MealSubscription }>(res).data;
    expect(subscription).toMatchObject({
      store: { id: storeId, slug: 'marmitas-da-vovo' },
      product: { id: feijoada.id, name: 'Feijoada da Vovó' },
      frequency: 'weekly',
      weekdays: ['friday'],
      status: 'active',
      effective_status: 'active',
      payment_method: 'cash',
      price_per_delivery: Number(feijoada.promo_price ?? feijoada.price),
      plan_price: 99,
      address: { city: 'Salvador', district: 'Barra' },
    });
    expect(subscription.upcoming.map((u) => u.date)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(subscription.option_lines.length).toBeGreaterThan(0);
    const mine = json<{ data: MealSubscription[] }>(await get(maria, base)).data;
    expect(mine.map((s) => s.id)).toEqual([subscription.id]);
  });
});

describe('changing it', () => {
  const url = () => `${base}/${subscription.id}`;

  it('skips a future delivery day and undoes it; refuses today and a day without delivery', async () => {
    const skipped = await post(maria, `${url()}/skip`, { date: '2026-12-04' });
    expect(skipped.statusCode).toBe(200);
    expect(json<{ data: MealSubscription }>(skipped).data.upcoming[1]).toEqual({ date: '2026-12-04', skipped: true });
    expect(json(await post(maria, `${url()}/skip`, { date: '2026-11-26' })).errors).toEqual({ date: [M.skipNotDeliveryDay] });
    expect(json(await post(maria, `${url()}/skip`, { date: '2026-11-24' })).errors).toEqual({ date: [M.skipPast] });
    await post(maria, `${url()}/skip`, { date: '2026-12-11' });
    const undone = await app.inject({ method: 'DELETE', url: `${url()}/skip/2026-12-11`, headers: bearer(maria) });
    expect(undone.statusCode).toBe(200);
    expect(json<{ data: MealSubscription }>(undone).data.skipped_dates).toEqual(['2026-12-04']);
  });

  it('pauses until a date, resumes, and lists it with the next 5 dates', async () => {
    const paused = json<{ data: MealSubscription }>(await post(maria, `${url()}/pause`, { until: '2026-12-18' })).data;
    expect(paused).toMatchObject({ status: 'paused', effective_status: 'paused', paused_until: '2026-12-18' });
    expect(paused.upcoming[0]!.date).toBe('2026-12-18');
    expect(json(await post(maria, `${url()}/pause`, { until: '2026-11-24' })).errors).toEqual({ until: [M.pauseUntilPast] });
    const resumed = json<{ data: MealSubscription }>(await post(maria, `${url()}/resume`)).data;
    expect(resumed).toMatchObject({ status: 'active', paused_until: null });
    const again = await post(maria, `${url()}/resume`);
    expect(again.statusCode).toBe(422);
    const one = json<{ data: MealSubscription }>(await get(maria, url())).data;
    expect(one.upcoming).toHaveLength(5);
  });

  it('another customer can neither see nor touch it', async () => {
    expect((await get(joao, url())).statusCode).toBe(404);
    expect(json<{ data: MealSubscription[] }>(await get(joao, base)).data).toEqual([]);
    for (const path of ['pause', 'resume', 'cancel']) expect((await post(joao, `${url()}/${path}`, {})).statusCode).toBe(404);
    expect((await post(joao, `${url()}/skip`, { date: '2026-12-11' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${url()}/skip/2026-12-04`, headers: bearer(joao) })).statusCode).toBe(404);
    expect((await app.inject({ url: url() })).statusCode).toBe(401);
  });
});

describe('the store', () => {
  it('lists its subscribers and filters by status; staff of another store are refused', async () => {
    const list = json<{ data: StoreMealSubscriber[] }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions`)).data;
    expect(list.map((s) => [s.id, s.customer.name])).toEqual([[subscription.id, 'Maria Cliente']]);
    expect(json<{ data: StoreMealSubscriber[] }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions?status=paused`)).data).toEqual([]);
    expect((await get(owner, `/api/stores/${storeId}/meal-subscriptions?status=todas`)).statusCode).toBe(422);
    const rival = await loginAs(app, 'dono@burgerhouse.com.br');
    expect((await get(rival, `/api/stores/${storeId}/meal-subscriptions`)).statusCode).toBe(403);
    expect((await get(rival, `/api/stores/${storeId}/meal-subscriptions/production`)).statusCode).toBe(403);
    expect((await get(maria, `/api/stores/${storeId}/meal-subscriptions`)).statusCode).toBe(403);
  });

  it("production list: tomorrow by default, by product and options, with the customer's address", async () => {
    const tomorrow = json<{ data: MealProductionList }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions/production`)).data;
    expect(tomorrow).toEqual({ date: '2026-11-25', total: 0, groups: [] });
    const friday = json<{ data: MealProductionList }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions/production?date=2026-11-27`)).data;
    expect(friday.total).toBe(1);
    expect(friday.groups[0]).toMatchObject({ product: { name: 'Feijoada da Vovó' }, quantity: 1, deliveries: [{ subscription_id: subscription.id, customer: { name: 'Maria Cliente' }, notes: 'Sem pimenta', order: null }] });
    const skipped = json<{ data: MealProductionList }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions/production?date=2026-12-04`)).data;
    expect(skipped.total).toBe(0);
    expect((await get(owner, `/api/stores/${storeId}/meal-subscriptions/production?date=amanha`)).statusCode).toBe(422);
  });
});

describe('the scheduler', () => {
  it('makes no order before the delivery day', async () => {
    await runJobsAt('2026-11-26T12:00:00-03:00');
    expect(await subscriptionOrders()).toEqual([]);
  });

  it('makes one normal order on the delivery day, however often it runs, announced to the store', async () => {
    await runJobsAt('2026-11-27T00:20:00-03:00');
    await runJobsAt('2026-11-27T00:50:00-03:00');
    await Promise.all([app.jobs.runDue(), app.jobs.runDue()]);
    const orders = await subscriptionOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'pending', order_type: 'delivery', payment_method: 'cash' });
    const [delivery] = await sql<{ order_id: number }>('SELECT order_id FROM meal_subscription_deliveries WHERE subscription_id = $1', [subscription.id]);
    expect(delivery!.order_id).toBe(orders[0]!.id);
    // The kanban hears of it in real time, on the store's channel, like any new order.
    const announced = broadcasts.filter((b) => b.event === 'order.new' && (b.payload.order as { id: number }).id === orders[0]!.id);
    expect(announced.length).toBeGreaterThanOrEqual(1);
    expect(announced.some((b) => b.channel.includes(String(storeId)))).toBe(true);
    const staff = await sql<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'dono@marmitasdavovo.com.br' AND n.type = 'order.new' AND (n.data->>'order_id')::int = $1`,
      [orders[0]!.id],
    );
    expect(staff).toHaveLength(1);
    // The kanban's list has it like any order; the production list points at it.
    const kanban = json(await get(owner, `/api/stores/${storeId}/orders`)).data as { id: number }[];
    expect(kanban.map((o) => o.id)).toContain(orders[0]!.id);
    const friday = json<{ data: MealProductionList }>(await get(owner, `/api/stores/${storeId}/meal-subscriptions/production?date=2026-11-27`)).data;
    expect(friday.groups[0]!.deliveries[0]!.order).toMatchObject({ id: orders[0]!.id });
  });

  it('a crash between the order and its delivery row makes no second order: the retry finds it by its key', async () => {
    const [before] = await subscriptionOrders();
    await sql('DELETE FROM meal_subscription_deliveries WHERE subscription_id = $1', [subscription.id]);
    await runJobsAt('2026-11-27T01:20:00-03:00');
    expect(await subscriptionOrders()).toEqual([before]);
    const rows = await sql<{ order_id: number }>('SELECT order_id FROM meal_subscription_deliveries WHERE subscription_id = $1', [subscription.id]);
    expect(rows.map((r) => r.order_id)).toEqual([before!.id]);
  });

  it('a skipped day makes nothing', async () => {
    await runJobsAt('2026-12-04T09:00:00-03:00');
    expect(await subscriptionOrders()).toHaveLength(1);
  });

  it('a product no longer sold makes no order: the subscription is paused and the customer told', async () => {
    await sql('UPDATE products SET is_active = false WHERE id = $1', [feijoada.id]);
    await runJobsAt('2026-12-11T09:00:00-03:00');
    expect(await subscriptionOrders()).toHaveLength(1);
    const now = json<{ data: MealSubscription }>(await get(maria, `${base}/${subscription.id}`)).data;
    expect(now).toMatchObject({ status: 'paused', paused_until: null, price_per_delivery: null });
    const told = await sql<{ message: string }>(`SELECT n.message FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'cliente@comanda.app' AND n.type = $1`, [NOTIFICATION_TYPES.mealSubscriptionPaused]);
    expect(told.map((n) => n.message)).toEqual([M.productGonePaused('Feijoada da Vovó')]);
    await sql('UPDATE products SET is_active = true WHERE id = $1', [feijoada.id]);
  });

  it('cancels; a cancelled subscription cannot come back and delivers nothing', async () => {
    const cancelled = json<{ data: MealSubscription }>(await post(maria, `${base}/${subscription.id}/cancel`)).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', upcoming: [] });
    const back = await post(maria, `${base}/${subscription.id}/resume`);
    expect(back.statusCode).toBe(422);
    await runJobsAt('2026-12-18T09:00:00-03:00');
    expect(await subscriptionOrders()).toHaveLength(1);
  });
});

describe('my data (LGPD)', () => {
  it('the data download lists my subscriptions; deleting the account ends them and no order is made for nobody', async () => {
    const email = 'assinante.removido@exemplo.com.br';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Carla Menezes', email, phone: '(71) 98765-4321', ...SALVADOR, password: 'segredo123', password_confirmation: 'segredo123' },
    });
    expect(registered.statusCode).toBe(201);
    const carla = json(registered).data.token as string;
    const [home] = json<{ data: { id: number }[] }>(await get(carla, '/api/customer/addresses')).data;
    const created = await post(carla, base, weeklyBody({ address_id: home!.id, weekdays: ['monday'], start_date: '2026-12-19' }));
    expect(created.statusCode).toBe(201);
    const id = json<{ data: MealSubscription }>(created).data.id;

    const exported = json<{ meal_subscriptions: MealSubscription[] }>(await get(carla, '/api/me/data-export'));
    expect(exported.meal_subscriptions).toEqual([expect.objectContaining({ id, frequency: 'weekly', weekdays: ['monday'], address: expect.objectContaining({ district: 'Barra' }) })]);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(carla), payload: { current_password: 'segredo123', confirmation: 'EXCLUIR' } });
    expect(deleted.statusCode).toBe(204);
    expect(await sql('SELECT 1 FROM meal_subscriptions WHERE id = $1', [id])).toEqual([]);
    const before = (await subscriptionOrders()).length;
    await runJobsAt('2026-12-21T12:00:00-03:00');
    expect(await subscriptionOrders()).toHaveLength(before);
  });
});
