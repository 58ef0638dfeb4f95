// "Meus dados" (LGPD, issue 13): a customer downloads their data and deletes their account; the stores keep the
// financial record of the past orders without the person.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_USER_MESSAGES,
  DELETE_ACCOUNT_CONFIRMATION,
  MY_DATA_MESSAGES,
  MY_DATA_PRIVACY_TEXT,
  REMOVED_CUSTOMER_NAME,
  removedCustomerEmail,
  statusFlow,
  type MyDataExport,
  type Order,
  type OrderType,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { requestPasswordReset } from '../src/modules/password-reset/password-reset.service';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

const NOW = new Date('2026-11-24T20:00:00-03:00');
const PASSWORD = 'segredo123';
const BELLA = 'pizzaria-bella-napoli';
const BURGER = 'burger-house';

let db: TestDb;
let app: FastifyInstance;
let storeIds: Record<string, number>;
let registered = 0;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => NOW });
  await app.jobs.stop();
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  await db.handle.exec(`UPDATE stores SET is_open = true WHERE slug IN ('${BELLA}', '${BURGER}')`);
  storeIds = {
    [BELLA]: json(await app.inject({ url: `/api/stores/${BELLA}` })).data.id as number,
    [BURGER]: json(await app.inject({ url: `/api/stores/${BURGER}` })).data.id as number,
  };
});
afterAll(async () => {
  await app.close();
  await db.close();
});

type Customer = { token: string; email: string; id: number; name: string };

/** A new customer nobody else's test touches. */
async function newCustomer(name = 'Beatriz Lacerda'): Promise<Customer> {
  const email = `dados${++registered}@exemplo.com.br`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name,
      email,
      phone: '(11) 97654-3210',
      cep: '01305-000',
      address: 'Rua Augusta',
      number: '500',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(res.statusCode).toBe(201);
  const token = json(res).data.token as string;
  return { token, email, name, id: json(await app.inject({ url: '/api/me', headers: bearer(token) })).id as number };
}

const OWNERS: Record<string, string> = { [BELLA]: 'dono@bellanapoli.com.br', [BURGER]: 'dono@burgerhouse.com.br' };

async function place(customer: Customer, slug: string, type: OrderType): Promise<Order> {
  const product = (await productsOf(app, slug)).find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0) ?? (await productsOf(app, slug))[0]!;
  const { selection } = withSelection(product);
  const body = {
    ...PICKUP_CASH([{ product_id: product.id, quantity: 3, selected_options: selection, notes: 'Sem cebola' }]),
    customer: { name: customer.name, phone: '(11) 97654-3210', email: customer.email },
    order_type: type,
    ...(type === 'delivery' ? { address: { ...BELA_VISTA, complement: 'Apto 71', reference: 'Portão azul' } } : {}),
  };
  const res = await placeOrder(app, slug, body, { token: customer.token });
  expect({ status: res.statusCode, body: res.statusCode === 201 ? null : res.body }).toEqual({ status: 201, body: null });
  return json<{ data: Order }>(res).data;
}

async function complete(slug: string, order: Order): Promise<void> {
  const owner = await loginAs(app, OWNERS[slug]!);
  for (const status of statusFlow(order.order_type).slice(1)) {
    const res = await app.inject({ method: 'POST', url: `/api/stores/${storeIds[slug]}/orders/${order.id}/status`, headers: bearer(owner), payload: { status } });
    expect({ status, code: res.statusCode }).toEqual({ status, code: 200 });
  }
}

const exportOf = (token: string | null) => app.inject({ url: '/api/me/data-export', headers: token ? bearer(token) : {} });
const deleteMe = (token: string | null, payload?: Record<string, unknown>) =>
  app.inject({ method: 'DELETE', url: '/api/me', headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const errorsOf = (res: LightMyRequestResponse) => json<{ errors: Record<string, string[]> }>(res).errors;
const storeOrder = async (slug: string, orderId: number) =>
  app.inject({ url: `/api/stores/${storeIds[slug]}/orders/${orderId}`, headers: bearer(await loginAs(app, OWNERS[slug]!)) });
const reviewSummary = async (slug: string) => json(await app.inject({ url: `/api/stores/${slug}/reviews/summary` })).data;

describe('GET /api/me/data-export', () => {
  it('downloads my profile, addresses, orders at two stores and reviews as a dated JSON file, nothing of another customer', async () => {
    const me = await newCustomer();
    const other = await newCustomer('Outro Cliente');
    const delivery = await place(me, BELLA, 'delivery');
    const pickup = await place(me, BURGER, 'pickup');
    await complete(BURGER, pickup);
    const reviewed = await app.inject({ method: 'PUT', url: `/api/customer/orders/${pickup.id}/review`, headers: bearer(me.token), payload: { food_rating: 5, comment: 'Lanche excelente' } });
    expect(reviewed.statusCode).toBe(201);
    const otherOrder = await place(other, BELLA, 'pickup');

    const res = await exportOf(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados-comanda-2026-11-24.json"');
    const data = json<MyDataExport>(res);
    expect(data.privacy).toEqual([...MY_DATA_PRIVACY_TEXT]);
    expect(data.profile).toMatchObject({ name: me.name, email: me.email, phone: '11976543210', address: expect.objectContaining({ address: 'Rua Augusta', number: '500' }) });
    expect(new Date(data.profile.created_at).getTime()).not.toBeNaN();
    // The registration's address and the delivery address saved with the order.
    expect(data.addresses).toHaveLength(2);
    expect(data.addresses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ address: 'Rua Augusta', number: '500' }),
        expect.objectContaining({ address: 'Avenida Paulista', number: '1000', complement: 'Apto 71', district: 'Bela Vista' }),
      ]),
    );

    expect(data.orders.map((o) => [o.store.name, o.display_number, o.order_type])).toEqual(
      expect.arrayContaining([
        [delivery.store.name, delivery.display_number, 'delivery'],
        [pickup.store.name, pickup.display_number, 'pickup'],
      ]),
    );
    expect(data.orders).toHaveLength(2);
    const exportedDelivery = data.orders.find((o) => o.order_type === 'delivery')!;
    expect(exportedDelivery).toMatchObject({
      status: 'pending',
      total: delivery.total,
      subtotal: delivery.subtotal,
      delivery_fee: delivery.delivery_fee,
      payment_method: 'cash',
      address: expect.objectContaining({ address: 'Avenida Paulista', reference: 'Portão azul' }),
      customer: { name: me.name, phone: '11976543210', email: me.email },
    });
    expect(exportedDelivery.items).toEqual(
      delivery.items.map((item) => ({ name: item.name, quantity: item.quantity, unit_price: item.unit_price, total_price: item.total_price, option_lines: item.option_lines, notes: 'Sem cebola' })),
    );
    expect(data.orders.find((o) => o.order_type === 'pickup')).toMatchObject({ status: 'completed', total: pickup.total });
    expect(data.reviews).toEqual([expect.objectContaining({ store: { id: storeIds[BURGER], name: pickup.store.name }, display_number: pickup.display_number, food_rating: 5, comment: 'Lanche excelente' })]);

    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('Outro Cliente');
    expect(res.body).not.toContain(otherOrder.public_id);
  });

  it('includes my notification choices and the browsers that receive them (not their push keys); deleting the account erases both', async () => {
    const me = await newCustomer();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/dados-browser-1';
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      headers: { ...bearer(me.token), 'user-agent': 'Mozilla/5.0 (Android 14) Chrome/131.0' },
      payload: { endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    });
    expect(subscribed.statusCode).toBe(201);
    const choices = { order_status_push: true, order_updates_email: true, promotions: false };
    expect((await app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: bearer(me.token), payload: choices })).statusCode).toBe(200);

    const exported = json<MyDataExport>(await exportOf(me.token));
    expect(exported.notification_preferences).toEqual(choices);
    expect(exported.push_browsers).toEqual([{ user_agent: 'Mozilla/5.0 (Android 14) Chrome/131.0', created_at: expect.any(String), last_success_at: null }]);
    expect(JSON.stringify(exported)).not.toContain(endpoint);
    expect(exported.meal_subscriptions).toEqual([]);

    expect((await deleteMe(me.token, { current_password: PASSWORD, confirmation: DELETE_ACCOUNT_CONFIRMATION })).statusCode).toBe(204);
    expect(await db.handle.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [me.id])).toEqual([]);
    expect(await db.handle.query('SELECT 1 FROM notification_preferences WHERE user_id = $1', [me.id])).toEqual([]);
  });

  it('anonymous: 401; a store owner: 403', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
    const staff = await exportOf(await loginAs(app, OWNERS[BELLA]!));
    expect(staff.statusCode).toBe(403);
    expect(json(staff).message).toBe(MY_DATA_MESSAGES.customersOnly);
  });
});

describe('DELETE /api/me', () => {
  const VALID = { current_password: PASSWORD, confirmation: DELETE_ACCOUNT_CONFIRMATION };

  it('422 with Portuguese messages: no body, a wrong password, a confirmation that is not exactly EXCLUIR; nothing changes', async () => {
    const me = await newCustomer();
    const empty = await deleteMe(me.token);
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual({ current_password: [MY_DATA_MESSAGES.currentPasswordRequired], confirmation: [MY_DATA_MESSAGES.confirmationRequired] });

    const wrongPassword = await deleteMe(me.token, { ...VALID, current_password: 'outra-senha' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(errorsOf(wrongPassword)).toEqual({ current_password: [MY_DATA_MESSAGES.wrongCurrentPassword] });

    for (const confirmation of ['excluir', ' EXCLUIR', 'EXCLUIR ', 'SIM']) {
      const res = await deleteMe(me.token, { ...VALID, confirmation });
      expect({ confirmation, status: res.statusCode, errors: errorsOf(res) }).toEqual({ confirmation, status: 422, errors: { confirmation: [MY_DATA_MESSAGES.confirmationMismatch] } });
    }
    expect((await app.inject({ url: '/api/me', headers: bearer(me.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('refused while an order is in progress (the store still needs the address and phone)', async () => {
    const me = await newCustomer();
    await place(me, BELLA, 'delivery');
    const res = await deleteMe(me.token, VALID);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ account: [MY_DATA_MESSAGES.openOrders] });
    expect((await app.inject({ url: '/api/me', headers: bearer(me.token) })).statusCode).toBe(200);
  });

  it('204: the account is anonymised and can never sign in; the stores keep the orders, totals and ratings without the person', async () => {
    const me = await newCustomer('Joana Prado Esteves');
    const second = await app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: PASSWORD } });
    const otherSession = json(second).token as string;
    const delivery = await place(me, BELLA, 'delivery');
    await complete(BELLA, delivery);
    const pickup = await place(me, BURGER, 'pickup');
    await complete(BURGER, pickup);
    const cancelled = await place(me, BELLA, 'pickup');
    expect((await app.inject({ method: 'POST', url: `/api/customer/orders/${cancelled.id}/cancel`, headers: bearer(me.token), payload: { reason: 'Mudei de ideia' } })).statusCode).toBe(200);
    const review = await app.inject({
      method: 'PUT',
      url: `/api/customer/orders/${delivery.id}/review`,
      headers: bearer(me.token),
      payload: { food_rating: 2, delivery_rating: 3, comment: 'Joana aqui: chegou frio' },
    });
    expect(review.statusCode).toBe(201);
    const beforeSummary = await reviewSummary(BELLA);
    const storeBefore = json<{ data: Order }>(await storeOrder(BELLA, delivery.id)).data;
    expect(storeBefore.customer.name).toBe('Joana Prado Esteves');
    // "Esqueci minha senha" made a link whose mail is still queued when the account is deleted.
    await requestPasswordReset({ db: app.db, appUrl: 'http://localhost', ttlMinutes: 60, logger: app.log }, me.email);
    expect((await db.handle.query(`SELECT 1 FROM jobs WHERE kind = 'mail.send' AND lower(payload->>'to') = $1`, [me.email])).length).toBe(1);

    const res = await deleteMe(me.token, VALID);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    // Signed out everywhere, and no way back in.
    for (const token of [me.token, otherSession]) expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: PASSWORD } })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email: removedCustomerEmail(me.id), password: PASSWORD } })).statusCode).toBe(422);
    const [user] = await db.handle.query<{ name: string; email: string; phone: string | null; password_hash: string; deactivated_at: Date | null }>(
      'SELECT name, email, phone, password_hash, deactivated_at FROM users WHERE id = $1',
      [me.id],
    );
    expect(user).toMatchObject({ name: REMOVED_CUSTOMER_NAME, email: removedCustomerEmail(me.id), phone: null });
    expect(user!.deactivated_at).not.toBeNull();
    expect(user!.password_hash.startsWith('$argon2')).toBe(false);
    const left = async (sql: string) => (await db.handle.query<{ n: number }>(sql, [me.id]))[0]!.n;
    expect(await left('SELECT count(*)::int AS n FROM personal_access_tokens WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*)::int AS n FROM customer_addresses WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1')).toBe(0);
    expect((await db.handle.query('SELECT 1 FROM password_reset_tokens WHERE lower(email) = $1', [me.email])).length).toBe(0);
    // The reset link queued before the deletion is not sent (jobs do not run in this file).
    expect((await db.handle.query(`SELECT 1 FROM jobs WHERE kind = 'mail.send' AND lower(payload->>'to') = $1`, [me.email])).length).toBe(0);

    // The store still sees the order: same items and totals, no name, phone, e-mail or street.
    const seen = await storeOrder(BELLA, delivery.id);
    expect(seen.statusCode).toBe(200);
    const after = json<{ data: Order }>(seen).data;
    expect(after.customer).toEqual({ user_id: me.id, name: REMOVED_CUSTOMER_NAME, phone: '', email: null });
    expect(after.address).toEqual({ cep: '', address: '', number: '', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null, latitude: null, longitude: null });
    expect({ items: after.items, subtotal: after.subtotal, delivery_fee: after.delivery_fee, discount: after.discount, total: after.total, payment: after.payment, status: after.status }).toEqual({
      items: storeBefore.items,
      subtotal: storeBefore.subtotal,
      delivery_fee: storeBefore.delivery_fee,
      discount: storeBefore.discount,
      total: storeBefore.total,
      payment: storeBefore.payment,
      status: 'completed',
    });
    const burgerSeen = json<{ data: Order }>(await storeOrder(BURGER, pickup.id)).data;
    expect(burgerSeen).toMatchObject({ total: pickup.total, status: 'completed', customer: { name: REMOVED_CUSTOMER_NAME } });
    // The customer's own cancel in the history no longer names them.
    const cancelledSeen = json<{ data: Order }>(await storeOrder(BELLA, cancelled.id)).data;
    expect(cancelledSeen.history.find((h) => h.status === 'cancelled')?.actor).toEqual({ id: me.id, name: REMOVED_CUSTOMER_NAME });
    expect(JSON.stringify(cancelledSeen)).not.toContain('Joana');

    // The store's order list and its customers still work; nothing names the person.
    const owner = await loginAs(app, OWNERS[BELLA]!);
    const list = await app.inject({ url: `/api/stores/${storeIds[BELLA]}/orders?search=${delivery.number}`, headers: bearer(owner) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Joana');
    const customers = await app.inject({ url: `/api/stores/${storeIds[BELLA]}/customers/u${me.id}`, headers: bearer(owner) });
    expect(customers.statusCode).toBe(200);
    expect(json(customers).data).toMatchObject({ name: REMOVED_CUSTOMER_NAME, email: null, orders_count: 1, total_spent: delivery.total });
    const staffNotices = await db.handle.query<{ message: string }>(`SELECT message FROM notifications WHERE type = 'order.new' AND data->>'order_id' = $1`, [String(delivery.id)]);
    expect(staffNotices.length).toBeGreaterThan(0);
    for (const notice of staffNotices) expect(notice.message.startsWith(`${REMOVED_CUSTOMER_NAME} · `)).toBe(true);

    // Reviews: the ratings stay in the store's average, the comment and the link to the account go.
    const afterSummary = await reviewSummary(BELLA);
    expect({ ...afterSummary, latest: undefined }).toEqual({ ...beforeSummary, latest: undefined });
    const [stored] = await db.handle.query<{ food_rating: number; delivery_rating: number; comment: string | null; user_id: number | null }>(
      'SELECT food_rating, delivery_rating, comment, user_id FROM order_reviews WHERE order_id = $1',
      [delivery.id],
    );
    expect(stored).toEqual({ food_rating: 2, delivery_rating: 3, comment: null, user_id: null });
    expect(JSON.stringify(afterSummary)).not.toContain('Joana');

    // The platform admin cannot bring the erased account back.
    const admin = await loginAs(app, 'admin@comanda.app');
    const reactivated = await app.inject({ method: 'POST', url: `/api/admin/users/${me.id}/reactivate`, headers: bearer(admin) });
    expect(reactivated.statusCode).toBe(422);
    expect(json(reactivated).errors).toEqual({ user: [ADMIN_USER_MESSAGES.removedAccount] });

    // The tracking link still opens the order, anonymised.
    const tracked = await app.inject({ url: `/api/orders/track/${delivery.public_id}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain('Joana');
    expect(tracked.body).not.toContain('Portão azul');
  });

  it('anonymous: 401; store staff are refused (403) and keep their account', async () => {
    expect((await deleteMe(null, VALID)).statusCode).toBe(401);
    const owner = await loginAs(app, OWNERS[BURGER]!);
    const res = await deleteMe(owner, { current_password: 'Comanda@123', confirmation: DELETE_ACCOUNT_CONFIRMATION });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(MY_DATA_MESSAGES.customersOnly);
    expect((await app.inject({ url: '/api/me', headers: bearer(owner) })).statusCode).toBe(200);
  });
});
