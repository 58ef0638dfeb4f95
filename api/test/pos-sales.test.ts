// POS sales: an order with channel 'pos' priced by the online engine, paid by tenders into a register session (split,
// change, partial then completed), discounts approved by a manager's PIN, idempotent like online orders, offline
// sales keeping their charged prices, and the register's figures counting the cash the sales took.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DISCOUNT_MESSAGES,
  MANAGER_PIN_MESSAGES,
  ORDER_MESSAGES,
  POS_SALE_MESSAGES,
  REGISTER_MESSAGES,
  TENDER_MESSAGES,
  formatBRL,
  priceSelection,
  type Order,
  type PosSaleView,
  type Product,
  type RegisterSessionView,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let attendant: string;
let owner: string;
let manager: string;
let rivalOwner: string;
let bellaId: number;
let pizzas: Product[];
let session: RegisterSessionView;
const published: { event: string; payload: unknown }[] = [];
/** A Tuesday 20:00 in São Paulo. */
const now = new Date('2026-11-24T20:00:00-03:00');

const sales = () => `/api/stores/${bellaId}/pos/sales`;
const registers = () => `/api/stores/${bellaId}/pos/registers`;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async (_storeId, event, payload) => (published.push({ event, payload }), true);
  app.broadcaster.toChannel = async (_channel, event, payload) => (published.push({ event, payload }), true);
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  manager = await loginAs(app, 'gerente@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data.id;
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
  session = await openRegister('estacao-vendas-0001', 10_000);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function openRegister(station: string, floatCents: number, token = attendant): Promise<RegisterSessionView> {
  const res = await app.inject({ method: 'POST', url: registers(), headers: bearer(token), payload: { station_id: station, station_name: 'Balcão', opening_float_cents: floatCents } });
  expect(res.statusCode).toBe(201);
  return json(res).data;
}

const registerOf = async (id: number) => json(await app.inject({ url: `${registers()}/${id}`, headers: bearer(attendant) })).data as RegisterSessionView;

function sell(body: Record<string, unknown>, options: { token?: string; key?: string } = {}) {
  return app.inject({ method: 'POST', url: sales(), headers: { ...bearer(options.token ?? attendant), 'idempotency-key': options.key ?? randomUUID() }, payload: body });
}

const pizza = () => withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
const line = (quantity = 1) => {
  const { product, selection } = pizza();
  return { product_id: product.id, quantity, selected_options: selection };
};
const unitCents = () => {
  const { product, selection } = pizza();
  return priceSelection(product, selection).unitTotalCents;
};
const pickup = (extra: Record<string, unknown> = {}, sessionId = session.id) => ({ register_session_id: sessionId, order_type: 'pickup', items: [line(2)], ...extra });
const cash = (amount: number) => ({ method: 'cash', amount_cents: amount });

describe('a sale at the counter', () => {
  it('is priced by the server (client prices ignored), confirmed, announced and paid in cash with change', async () => {
    published.length = 0;
    const { product, selection } = pizza();
    const tampered = JSON.parse(JSON.stringify(selection), (key, value) => (key === 'price' || key === 'additional_price' ? 0 : value));
    const total = unitCents() * 2;
    const res = await sell({ ...pickup(), items: [{ product_id: product.id, quantity: 2, selected_options: tampered, charged_unit_price_cents: 1 }], customer: { cpf: '529.982.247-25' }, tenders: [cash(total + 1000)] });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBe('false');
    const sale: PosSaleView = json(res).data;
    expect(sale).toMatchObject({
      status: 'confirmed',
      subtotal_cents: total,
      total_cents: total,
      paid_cents: total,
      remaining_cents: 0,
      change_cents: 1000,
      price_difference_cents: 0,
      replayed: false,
      customer: { name: 'Cliente balcão', phone: null, cpf: '52998224725' },
      operator: { name: expect.any(String) },
    });
    expect(sale.items[0]).toMatchObject({ quantity: 2, unit_price_cents: total / 2, total_cents: total });
    expect(sale.items[0]!.option_lines.length).toBeGreaterThan(0);
    expect(sale.payments).toEqual([expect.objectContaining({ method: 'cash', amount_cents: total, change_cents: 1000, register_session_id: session.id })]);
    expect(published.filter((p) => p.event === 'order.new')).toHaveLength(1);
    const [row] = await db.handle.query<{ channel: string; created_by: number | null; register_session_id: number; jobs: number }>(
      `SELECT channel, created_by, register_session_id, (SELECT count(*)::int FROM jobs WHERE payload->>'orderId' = o.id::text) AS jobs FROM orders o WHERE id = $1`,
      [sale.order_id],
    );
    expect(row).toMatchObject({ channel: 'pos', register_session_id: session.id, jobs: 0 });
    expect(row!.created_by).toBe(sale.operator!.id);
  });

  it('is seen in the store’s orders with channel pos, the operator in its history, the largest tender as its method', async () => {
    const total = unitCents() * 2;
    const res = await sell(pickup({ customer: { name: 'Ana', phone: '(11) 97777-6666' }, tenders: [{ method: 'meal_voucher', amount_cents: total - 500 }, cash(500)] }));
    expect(res.statusCode).toBe(201);
    const sale: PosSaleView = json(res).data;
    const list = json(await app.inject({ url: `/api/stores/${bellaId}/orders?per_page=100`, headers: bearer(owner) })).data as { id: number; payment_method: string }[];
    expect(list.find((o) => o.id === sale.order_id)).toMatchObject({ payment_method: 'meal_voucher' });
    const order: Order = json(await app.inject({ url: `/api/stores/${bellaId}/orders/${sale.order_id}`, headers: bearer(owner) })).data;
    expect(order).toMatchObject({ channel: 'pos', status: 'confirmed', customer: { name: 'Ana', phone: '11977776666' } });
    expect(order.history).toEqual([expect.objectContaining({ status: 'confirmed', actor: expect.objectContaining({ id: sale.operator!.id }) })]);
  });

  it('splits across methods: card and PIX exactly, cash the rest with change; a card above what is due is refused naming it', async () => {
    const total = unitCents() * 2;
    const res = await sell(pickup({ tenders: [{ method: 'credit_card', amount_cents: 3000 }, { method: 'pix', amount_cents: 1000 }, cash(total)] }));
    expect(res.statusCode).toBe(201);
    const sale: PosSaleView = json(res).data;
    expect(sale.payments.map((p) => [p.method, p.amount_cents, p.change_cents])).toEqual([
      ['credit_card', 3000, 0],
      ['pix', 1000, 0],
      ['cash', total - 4000, 4000],
    ]);
    const over = await sell(pickup({ tenders: [cash(1000), { method: 'debit_card', amount_cents: total }] }));
    expect(over.statusCode).toBe(422);
    expect(json(over).errors['tenders.1.amount_cents']).toEqual([TENDER_MESSAGES.overpaidNonCash(total - 1000)]);
  });

  it('a sale left partly paid is refused unless allowed, then completed through /payments; nothing more once paid', async () => {
    const total = unitCents() * 2;
    const refused = await sell(pickup({ tenders: [cash(1000)] }));
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.tenders).toEqual([POS_SALE_MESSAGES.notFullyPaid(formatBRL(total - 1000))]);

    const partial = await sell(pickup({ tenders: [{ method: 'pix', amount_cents: 1000 }], allow_partial: true }));
    expect(partial.statusCode).toBe(201);
    const sale: PosSaleView = json(partial).data;
    expect(sale).toMatchObject({ paid_cents: 1000, remaining_cents: total - 1000 });

    const pay = (tenders: unknown[]) =>
      app.inject({ method: 'POST', url: `${sales()}/${sale.order_id}/payments`, headers: bearer(attendant), payload: { register_session_id: session.id, tenders } });
    const tooMuchCard = await pay([{ method: 'credit_card', amount_cents: total }]);
    expect(json(tooMuchCard).errors['tenders.0.amount_cents']).toEqual([TENDER_MESSAGES.overpaidNonCash(total - 1000)]);
    const done = await pay([cash(total)]);
    expect(done.statusCode).toBe(201);
    expect(json(done).data).toMatchObject({ paid_cents: total, remaining_cents: 0, change_cents: 1000 });
    const again = await pay([cash(100)]);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.tenders).toEqual([POS_SALE_MESSAGES.alreadyPaid]);
    const [{ method }] = (await db.handle.query<{ method: string }>('SELECT payment_method AS method FROM orders WHERE id = $1', [sale.order_id])) as [{ method: string }];
    expect(method).toBe('cash');
  });

  it('two stations paying the same tab at once cannot overpay it', async () => {
    const total = unitCents() * 2;
    const sale: PosSaleView = json(await sell(pickup({ tenders: [], allow_partial: true }))).data;
    const pay = () =>
      app.inject({ method: 'POST', url: `${sales()}/${sale.order_id}/payments`, headers: bearer(attendant), payload: { register_session_id: session.id, tenders: [{ method: 'pix', amount_cents: total }] } });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const [{ paid }] = (await db.handle.query<{ paid: number }>('SELECT sum(amount_cents)::int AS paid FROM order_payments WHERE order_id = $1', [sale.order_id])) as [{ paid: number }];
    expect(paid).toBe(total);
  });

  it('sells while online orders are paused; the order type must be one the store has; the total shown must be current', async () => {
    const pause = await app.inject({ method: 'POST', url: `/api/stores/${bellaId}/settings/pause`, headers: bearer(owner), payload: { mode: '30min', message: 'cozinha cheia' } });
    expect(pause.statusCode).toBe(200);
    try {
      const total = unitCents() * 2;
      expect((await sell(pickup({ tenders: [cash(total)] }))).statusCode).toBe(201);
      const stale = await sell(pickup({ tenders: [cash(total)], expected_total_cents: total - 1 }));
      expect(stale.statusCode).toBe(422);
      expect(json(stale)).toMatchObject({ errors: { expected_total_cents: [POS_SALE_MESSAGES.totalChanged(formatBRL(total))] }, total_cents: total });
    } finally {
      await app.inject({ method: 'DELETE', url: `/api/stores/${bellaId}/settings/pause`, headers: bearer(owner) });
    }
    await db.handle.query(`UPDATE stores SET settings = jsonb_set(coalesce(settings, '{}'), '{orderTypes}', '["delivery", "pickup"]') WHERE id = $1`, [bellaId]);
    try {
      const dineIn = await sell(pickup({ order_type: 'dine_in', table: '7', tenders: [cash(unitCents() * 2)] }));
      expect(dineIn.statusCode).toBe(422);
      expect(json(dineIn).errors.order_type).toEqual([ORDER_MESSAGES.orderTypeUnavailable]);
    } finally {
      await db.handle.query(`UPDATE stores SET settings = settings - 'orderTypes' WHERE id = $1`, [bellaId]);
    }
  });

  it('bad input: per-field messages in Portuguese; an Idempotency-Key is required; an unknown customer account is refused', async () => {
    const noKey = await app.inject({ method: 'POST', url: sales(), headers: bearer(attendant), payload: pickup({ tenders: [cash(100_000)] }) });
    expect(json(noKey).errors).toEqual({ idempotency_key: [ORDER_MESSAGES.idempotencyKeyRequired] });
    const bad = await sell({ order_type: 'dine_in', items: [], customer: { cpf: '111.111.111-11' }, tenders: [{ method: 'cheque', amount_cents: 0 }] });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toMatchObject({
      register_session_id: [POS_SALE_MESSAGES.registerRequired],
      table: [POS_SALE_MESSAGES.tableRequired],
      items: [ORDER_MESSAGES.itemsRequired],
      'customer.cpf': [POS_SALE_MESSAGES.cpfInvalid],
      'tenders.0.method': [POS_SALE_MESSAGES.methodInvalid],
    });
    const ownerId = json(await app.inject({ url: '/api/me', headers: bearer(owner) })).id as number;
    const stranger = await sell(pickup({ customer: { user_id: ownerId }, tenders: [cash(100_000)] }));
    expect(json(stranger).errors).toEqual({ 'customer.user_id': [POS_SALE_MESSAGES.customerUnknown] });
  });
  it('counts against the plan’s orders of the month like an online order', async () => {
    const planOf = `(SELECT plan_id FROM subscriptions WHERE store_id = $1)`;
    const [{ limits }] = (await db.handle.query<{ limits: unknown }>(`SELECT limits FROM plans WHERE id = ${planOf}`, [bellaId])) as [{ limits: unknown }];
    await db.handle.query(`UPDATE plans SET limits = limits || '{"orders_per_month": 1}' WHERE id = ${planOf}`, [bellaId]);
    try {
      const res = await sell(pickup({ tenders: [cash(100_000)] }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.plan).toHaveLength(1);
    } finally {
      await db.handle.query(`UPDATE plans SET limits = $2::jsonb WHERE id = ${planOf}`, [bellaId, JSON.stringify(limits)]);
    }
  });
});

describe('discounts', () => {
  const discounted = (extra: Record<string, unknown>) => pickup({ discount: { type: 'value', value: 500 }, tenders: [cash(unitCents() * 2 - 500)], ...extra });

  it('an attendant’s discount needs a manager’s PIN; a wrong one is refused; the manager who approved is recorded', async () => {
    const without = await sell(discounted({}));
    expect(without.statusCode).toBe(422);
    expect(json(without).errors).toEqual({ manager_pin: [POS_SALE_MESSAGES.pinRequired] });
    const unknownPin = await sell(discounted({ manager_pin: '4321' }));
    expect(json(unknownPin).errors).toEqual({ manager_pin: [POS_SALE_MESSAGES.pinWrong] });

    expect((await app.inject({ method: 'PUT', url: `/api/stores/${bellaId}/pos/manager-pin`, headers: bearer(attendant), payload: { pin: '4321' } })).statusCode).toBe(403);
    const badPin = await app.inject({ method: 'PUT', url: `/api/stores/${bellaId}/pos/manager-pin`, headers: bearer(manager), payload: { pin: '12a' } });
    expect(json(badPin).errors).toEqual({ pin: [MANAGER_PIN_MESSAGES.pinInvalid] });
    const set = await app.inject({ method: 'PUT', url: `/api/stores/${bellaId}/pos/manager-pin`, headers: bearer(manager), payload: { pin: '4321' } });
    expect(set.statusCode).toBe(200);
    const [pinRow] = await db.handle.query<{ pin_hash: string }>('SELECT pin_hash FROM pos_manager_pins');
    expect(pinRow!.pin_hash).not.toContain('4321');

    expect(json(await sell(discounted({ manager_pin: '9999' }))).errors).toEqual({ manager_pin: [POS_SALE_MESSAGES.pinWrong] });
    const approved = await sell(discounted({ manager_pin: '4321' }));
    expect(approved.statusCode).toBe(201);
    const sale: PosSaleView = json(approved).data;
    expect(sale).toMatchObject({ discount_cents: 500, total_cents: unitCents() * 2 - 500 });
    const managerId = json(await app.inject({ url: '/api/me', headers: bearer(manager) })).id as number;
    const [{ approver }] = (await db.handle.query<{ approver: number }>('SELECT discount_approved_by AS approver FROM orders WHERE id = $1', [sale.order_id])) as [{ approver: number }];
    expect(approver).toBe(managerId);
  });

  it('the owner gives a discount without a PIN; a percentage rounds; a discount above the items is refused', async () => {
    const own = await sell(pickup({ discount: { type: 'percent', value: 10 }, tenders: [cash(100_000)] }), { token: owner });
    expect(own.statusCode).toBe(201);
    expect(json(own).data.discount_cents).toBe(Math.round((unitCents() * 2) / 10));
    const above = await sell(pickup({ discount: { type: 'value', value: unitCents() * 2 + 1 }, tenders: [] }), { token: owner });
    expect(json(above).errors).toEqual({ 'discount.value': [DISCOUNT_MESSAGES.aboveSubtotal(unitCents() * 2)] });
  });
});

describe('idempotency', () => {
  it('the same key and body answer the first sale; another body is a 409; concurrent duplicates write once', async () => {
    const key = randomUUID();
    const body = pickup({ tenders: [cash(unitCents() * 2)] });
    const first = await sell(body, { key });
    expect(first.statusCode).toBe(201);
    const replay = await sell(body, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay).data).toMatchObject({ order_id: json(first).data.order_id, replayed: true });
    expect((await sell({ ...body, notes: 'outra venda' }, { key })).statusCode).toBe(409);
    // The station lost the answer and kept the sale as made offline (charged prices, when): the retry is the same sale.
    const offlineRetry = { ...body, sold_offline_at: new Date().toISOString(), items: body.items.map((item: object) => ({ ...item, charged_unit_price_cents: unitCents() })) };
    const replayedOffline = await sell(offlineRetry, { key });
    expect(replayedOffline.statusCode).toBe(200);
    expect(json(replayedOffline).data.order_id).toBe(json(first).data.order_id);

    const raceKey = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => sell(body, { key: raceKey })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => json(r).data.order_id)).size).toBe(1);
    const [{ count }] = (await db.handle.query<{ count: number }>('SELECT count(*)::int AS count FROM order_payments WHERE order_id = $1', [json(results[0]!).data.order_id])) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('register sessions', () => {
  it('a closed session or another store’s refuses the sale; another store’s staff are refused', async () => {
    const closing = await openRegister('estacao-fechada-0002', 0);
    const counted = { cash: 0, debit_card: 0, credit_card: 0, pix: 0, meal_voucher: 0 };
    expect((await app.inject({ method: 'POST', url: `${registers()}/${closing.id}/close`, headers: bearer(attendant), payload: { counted } })).statusCode).toBe(200);
    const closed = await sell(pickup({ tenders: [cash(100_000)] }, closing.id));
    expect(json(closed).errors).toEqual({ register_session_id: [POS_SALE_MESSAGES.registerClosed] });

    const [{ id: rivalSession }] = (await db.handle.query<{ id: number }>(
      `INSERT INTO pos_register_sessions (store_id, station_id, station_name, opened_by, opening_float_cents)
       SELECT s.id, 'estacao-rival-0001', 'Rival', u.id, 0 FROM stores s, users u WHERE s.slug = 'burger-house' AND u.email = 'dono@burgerhouse.com.br' RETURNING id`,
    )) as [{ id: number }];
    const elsewhere = await sell(pickup({ tenders: [cash(100_000)] }, rivalSession));
    expect(json(elsewhere).errors).toEqual({ register_session_id: [POS_SALE_MESSAGES.registerRequired] });
    expect((await sell(pickup({ tenders: [cash(100_000)] }), { token: rivalOwner })).statusCode).toBe(403);
    const anySale = (await db.handle.query<{ id: number }>(`SELECT id FROM orders WHERE channel = 'pos' LIMIT 1`))[0]!.id;
    expect((await app.inject({ url: `/api/stores/burger-house/pos/sales/${anySale}`, headers: bearer(rivalOwner) })).statusCode).toBeGreaterThanOrEqual(403);
  });

  it('the X figures count the cash sales (net of the change), per station; a sangria is limited by them', async () => {
    const station = await openRegister('estacao-caixa-0003', 2000);
    const other = await openRegister('estacao-caixa-0004', 0);
    const total = unitCents() * 2;
    expect((await sell(pickup({ tenders: [cash(total + 3000)] }, station.id))).statusCode).toBe(201);
    expect((await sell(pickup({ tenders: [{ method: 'debit_card', amount_cents: 1000 }, cash(total)] }, station.id))).statusCode).toBe(201);
    expect((await sell(pickup({ tenders: [cash(total)] }, other.id))).statusCode).toBe(201);

    const figures = (await registerOf(station.id)).totals;
    const cashTaken = total + (total - 1000);
    expect(figures).toMatchObject({ sales_count: 2, sales: { cash: cashTaken, debit_card: 1000 }, sales_total_cents: total * 2, expected: { cash: 2000 + cashTaken } });
    expect((await registerOf(other.id)).totals).toMatchObject({ sales_count: 1, sales: { cash: total } });

    const sangria = (amount: number) =>
      app.inject({ method: 'POST', url: `${registers()}/${station.id}/movements`, headers: bearer(owner), payload: { kind: 'sangria', amount_cents: amount, reason: 'Depósito' } });
    const tooMuch = await sangria(2000 + cashTaken + 1);
    expect(json(tooMuch).errors.amount_cents).toEqual([REGISTER_MESSAGES.sangriaAboveCash(2000 + cashTaken)]);
    expect((await sangria(2000 + cashTaken)).statusCode).toBe(201);

    const list = json(await app.inject({ url: `${sales()}?session=${station.id}`, headers: bearer(attendant) })).data as PosSaleView[];
    expect(list).toHaveLength(2);
    expect(list[0]!.order_id).toBeGreaterThan(list[1]!.order_id);
    const reprint = json(await app.inject({ url: `${sales()}/${list[1]!.order_id}`, headers: bearer(attendant) })).data as PosSaleView;
    expect(reprint).toMatchObject({ order_id: list[1]!.order_id, change_cents: 3000, replayed: false });
    expect(json(await app.inject({ url: sales(), headers: bearer(attendant) })).errors).toEqual({ session: [POS_SALE_MESSAGES.sessionInvalid] });
  });
});

describe('a sale made offline', () => {
  it('keeps the prices it was charged and records the difference, also for a product deactivated since', async () => {
    const { product, selection } = pizza();
    const server = unitCents();
    await db.handle.query('UPDATE products SET is_active = false WHERE id = $1', [product.id]);
    try {
      const soldAt = new Date(now.getTime() - 60_000).toISOString();
      const res = await sell({
        register_session_id: session.id,
        order_type: 'pickup',
        sold_offline_at: soldAt,
        items: [{ product_id: product.id, quantity: 2, selected_options: selection, charged_unit_price_cents: server - 300 }],
        tenders: [cash((server - 300) * 2)],
        expected_total_cents: 1,
      });
      expect(res.statusCode).toBe(201);
      const sale: PosSaleView = json(res).data;
      expect(sale).toMatchObject({ sold_offline_at: soldAt, total_cents: (server - 300) * 2, price_difference_cents: -600, items: [{ name: product.name, unit_price_cents: server - 300 }] });
      // Online, the same product is no longer sold.
      const now_ = await sell(pickup({ items: [{ product_id: product.id, quantity: 1, selected_options: selection }], tenders: [cash(100_000)] }));
      expect(json(now_).errors['items.0.product_id']).toEqual([ORDER_MESSAGES.productUnavailable]);
    } finally {
      await db.handle.query('UPDATE products SET is_active = true WHERE id = $1', [product.id]);
    }
  });

  it('a product that is not the store’s, a line without its charged price, a time outside the session are refused naming them', async () => {
    const [{ id: foreign }] = (await db.handle.query<{ id: number }>(`SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = 'burger-house' LIMIT 1`)) as [{ id: number }];
    const { product, selection } = pizza();
    const offline = (items: unknown[], soldAt = now.toISOString()) => sell({ register_session_id: session.id, order_type: 'pickup', sold_offline_at: soldAt, items, tenders: [cash(100_000)] });
    const gone = await offline([
      { product_id: product.id, quantity: 1, selected_options: selection, charged_unit_price_cents: 1000 },
      { product_id: foreign, quantity: 1, charged_unit_price_cents: 1000 },
      { product_id: product.id, quantity: 1, selected_options: selection },
    ]);
    expect(gone.statusCode).toBe(422);
    expect(json(gone).errors).toEqual({ 'items.1.product_id': [POS_SALE_MESSAGES.productGone], 'items.2.charged_unit_price_cents': [POS_SALE_MESSAGES.chargedPriceRequired] });
    const ok = [{ product_id: product.id, quantity: 1, selected_options: selection, charged_unit_price_cents: 1000 }];
    const before = await offline(ok, '2026-11-20T12:00:00-03:00');
    expect(json(before).errors).toEqual({ sold_offline_at: [POS_SALE_MESSAGES.offlineTooOld] });
    const future = await offline(ok, new Date(now.getTime() + 3_600_000).toISOString());
    expect(json(future).errors).toEqual({ sold_offline_at: [POS_SALE_MESSAGES.offlineTooOld] });
  });
});
