// Table tabs (comandas): a dine-in POS sale left to pay later is a table's tab (one per table), runs up rounds priced by
// the sales' engine (idempotent), moves items to another tab, merges into another, has the store's service charge on
// or off, asks for the bill, and closes when paid in full (in parts, any method), freeing its table.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  formatBRL,
  formatOrderNumber,
  ORDER_MESSAGES,
  POS_SALE_MESSAGES,
  priceSelection,
  SETTINGS_MESSAGES,
  splitByPerson,
  TAB_MESSAGES,
  tablesMap,
  tabServiceChargeCents,
  type Product,
  type RegisterSessionView,
  type StoreSettings,
  type TabRoundView,
  type TabsOverview,
  type TabTransferResult,
  type TabView,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let attendant: string;
let owner: string;
let rivalOwner: string;
let bellaId: number;
let pizzas: Product[];
let session: RegisterSessionView;
const published: { event: string; payload: unknown }[] = [];
/** A Tuesday 20:00 in São Paulo. */
const now = new Date('2026-11-24T20:00:00-03:00');
/** The store's service charge in these tests (two decimals: the rounding shows). */
const PERCENT = 12.5;

const tabs = () => `/api/stores/${bellaId}/pos/tabs`;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async (_storeId, event, payload) => (published.push({ event, payload }), true);
  app.broadcaster.toChannel = async (_channel, event, payload) => (published.push({ event, payload }), true);
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data.id;
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
  const opened = await app.inject({
    method: 'POST',
    url: `/api/stores/${bellaId}/pos/registers`,
    headers: bearer(attendant),
    payload: { station_id: 'estacao-salao-0001', station_name: 'Salão', opening_float_cents: 10_000 },
  });
  expect(opened.statusCode).toBe(201);
  session = json(opened).data;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const pizza = () => withSelection(pizzas.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
const line = (quantity = 1) => {
  const { product, selection } = pizza();
  return { product_id: product.id, quantity, selected_options: selection };
};
const unitCents = () => {
  const { product, selection } = pizza();
  return priceSelection(product, selection).unitTotalCents;
};
/** Items plus the store's service charge on them (no discount). */
const totalOf = (subtotal: number, percent: number | null = PERCENT) => subtotal + tabServiceChargeCents(subtotal, 0, percent);

function sell(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/stores/${bellaId}/pos/sales`, headers: { ...bearer(attendant), 'idempotency-key': randomUUID() }, payload: body });
}
/** A tab opened at the POS: a dine-in sale with nothing paid yet. */
const openTab = (table: string, quantity = 1, extra: Record<string, unknown> = {}) =>
  sell({ register_session_id: session.id, order_type: 'dine_in', table, items: [line(quantity)], tenders: [], allow_partial: true, ...extra });
const post = (path: string, payload: unknown, headers: Record<string, string> = {}, token = attendant) =>
  app.inject({ method: 'POST', url: `${tabs()}${path}`, headers: { ...bearer(token), ...headers }, payload: payload as Record<string, unknown> });
const round = (orderId: number, payload: Record<string, unknown>, key: string) => post(`/${orderId}/rounds`, payload, { 'idempotency-key': key });
const overview = async (): Promise<TabsOverview> => json(await app.inject({ url: tabs(), headers: bearer(attendant) })).data;
const tabOf = async (orderId: number): Promise<TabView> => json(await app.inject({ url: `${tabs()}/${orderId}`, headers: bearer(attendant) })).data;
const pay = (orderId: number, tenders: unknown[]) =>
  app.inject({ method: 'POST', url: `/api/stores/${bellaId}/pos/sales/${orderId}/payments`, headers: bearer(attendant), payload: { register_session_id: session.id, tenders } });
const eventsOf = (name: string) => published.filter((p) => p.event === name).map((p) => p.payload as { order?: { id: number }; id?: number });

describe('the store’s tabs settings', () => {
  it('answers the defaults, saves the table count and the service charge, keeps them when a save leaves them out, refuses bad ones', async () => {
    const settingsUrl = `/api/stores/${bellaId}/settings`;
    const read = async (): Promise<StoreSettings> => json(await app.inject({ url: settingsUrl, headers: bearer(owner) })).data;
    const { pause: _pause, status: _status, ...values } = await read();
    expect(values).toMatchObject({ posTableCount: 12, serviceChargePercent: 10 });
    const put = (body: Record<string, unknown>) => app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(owner), payload: body });
    const saved = await put({ ...values, posTableCount: 20, serviceChargePercent: PERCENT });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ posTableCount: 20, serviceChargePercent: PERCENT });
    const { posTableCount: _count, serviceChargePercent: _percent, ...older } = values;
    expect(json(await put({ ...older, deliveryTime: '40-50 minutos' })).data).toMatchObject({ posTableCount: 20, serviceChargePercent: PERCENT, deliveryTime: '40-50 minutos' });
    for (const [patch, field, message] of [
      [{ posTableCount: 0 }, 'posTableCount', SETTINGS_MESSAGES.posTableCount],
      [{ posTableCount: 201 }, 'posTableCount', SETTINGS_MESSAGES.posTableCount],
      [{ posTableCount: 2.5 }, 'posTableCount', SETTINGS_MESSAGES.posTableCount],
      [{ serviceChargePercent: 15.5 }, 'serviceChargePercent', SETTINGS_MESSAGES.serviceChargePercent],
      [{ serviceChargePercent: 12.345 }, 'serviceChargePercent', SETTINGS_MESSAGES.serviceChargePercent],
      [{ serviceChargePercent: -1 }, 'serviceChargePercent', SETTINGS_MESSAGES.serviceChargePercent],
    ] as const) {
      const res = await put({ ...values, ...patch });
      expect({ patch, status: res.statusCode, errors: json(res).errors[field] }).toEqual({ patch, status: 422, errors: [message] });
    }
    expect(await read()).toMatchObject({ posTableCount: 20, serviceChargePercent: PERCENT });
  });
});

describe('a table’s tab', () => {
  let table5: TabView;
  let card: TabView;
  let table7: TabView;

  it('opens on table 5 with the store’s service charge in its total (the total shown must include it); the table is taken', async () => {
    published.length = 0;
    const subtotal = unitCents() * 2;
    const stale = await openTab('5', 2, { expected_total_cents: subtotal });
    expect(stale.statusCode).toBe(422);
    expect(json(stale)).toMatchObject({ errors: { expected_total_cents: [POS_SALE_MESSAGES.totalChanged(formatBRL(totalOf(subtotal)))] }, total_cents: totalOf(subtotal) });

    const res = await openTab('5', 2, { expected_total_cents: totalOf(subtotal) });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ table: '5', subtotal_cents: subtotal, service_charge_cents: totalOf(subtotal) - subtotal, total_cents: totalOf(subtotal), remaining_cents: totalOf(subtotal) });
    expect(eventsOf('order.new')).toHaveLength(1);

    const view = await overview();
    expect(view.tables).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(view.service_charge_percent).toBe(PERCENT);
    table5 = view.tabs.find((t) => t.order_id === json(res).data.order_id)!;
    expect(table5).toMatchObject({ tab_open: true, rounds: 1, bill_requested_at: null, service_charge_percent: PERCENT, items: [{ quantity: 2, round: 1, id: expect.any(Number) }] });
    expect(tablesMap(view.tables, view.tabs).find((t) => t.label === '5')).toMatchObject({ state: 'occupied', tab: { order_id: table5.order_id } });

    const second = await openTab(' 5 ');
    expect(second.statusCode).toBe(422);
    expect(json(second).errors).toEqual({ table: [TAB_MESSAGES.tableBusy('5')] });
  });

  it('two stations opening a tab on the same table at once: one opens it, the other is refused', async () => {
    const results = await Promise.all([openTab('9'), openTab('9')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const [{ count }] = (await db.handle.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders WHERE store_id = $1 AND table_label = '9' AND tab_open`, [bellaId])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('a dine-in sale paid in full at once is no tab (the table stays as it is) but has the service charge', async () => {
    const subtotal = unitCents();
    const res = await sell({ register_session_id: session.id, order_type: 'dine_in', table: '5', items: [line(1)], tenders: [{ method: 'pix', amount_cents: totalOf(subtotal) }] });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ total_cents: totalOf(subtotal), remaining_cents: 0 });
    expect(await tabOf(json(res).data.order_id)).toMatchObject({ tab_open: false, service_charge_percent: PERCENT });
  });

  it('runs up rounds: numbered, priced by the server, the service charge recomputed, the total shown checked, announced', async () => {
    published.length = 0;
    const key = randomUUID();
    const first = await round(table5.order_id, { items: [{ ...line(1), charged_unit_price_cents: 1 }] }, key);
    expect(first.statusCode).toBe(201);
    const second: TabRoundView = json(first).data;
    expect(second).toMatchObject({ round: 2, rounds: 2, subtotal_cents: unitCents() * 3, total_cents: totalOf(unitCents() * 3) });
    expect(second.items.map((i) => [i.round, i.quantity, i.unit_price_cents])).toEqual([
      [1, 2, unitCents()],
      [2, 1, unitCents()],
    ]);
    expect(eventsOf('order.updated').map((e) => e.order?.id)).toEqual([table5.order_id]);

    const stale = await round(table5.order_id, { items: [line(2)], expected_total_cents: totalOf(unitCents() * 3) }, randomUUID());
    expect(stale.statusCode).toBe(422);
    expect(json(stale).total_cents).toBe(totalOf(unitCents() * 5));
    const third = await round(table5.order_id, { items: [line(2)], expected_total_cents: totalOf(unitCents() * 5) }, randomUUID());
    expect(third.statusCode).toBe(201);
    expect(json(third).data).toMatchObject({ round: 3, rounds: 3, total_cents: totalOf(unitCents() * 5), service_charge_cents: tabServiceChargeCents(unitCents() * 5, 0, PERCENT) });
    table5 = json(third).data;
  });

  it('a retried round answers the first one without adding its items again; another round under its key is a 409', async () => {
    const key = randomUUID();
    const body = { items: [line(1)] };
    const first = await round(table5.order_id, body, key);
    expect(first.statusCode).toBe(201);
    const itemsCount = async () =>
      ((await db.handle.query<{ count: number }>('SELECT count(*)::int AS count FROM order_items WHERE order_id = $1', [table5.order_id])) as [{ count: number }])[0].count;
    const before = await itemsCount();
    const replay = await round(table5.order_id, { ...body, expected_total_cents: 1 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json(replay).data).toMatchObject({ round: 4, replayed: true, total_cents: json(first).data.total_cents });
    expect(await itemsCount()).toBe(before);
    expect((await round(table5.order_id, { items: [line(2)] }, key)).statusCode).toBe(409);
    const noKey = await post(`/${table5.order_id}/rounds`, body);
    expect(json(noKey).errors).toEqual({ idempotency_key: [ORDER_MESSAGES.idempotencyKeyRequired] });
    const raceKey = randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => round(table5.order_id, body, raceKey)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(raced.map((r) => json(r).data.round)).size).toBe(1);
    table5 = await tabOf(table5.order_id);
    expect(table5).toMatchObject({ rounds: 5, subtotal_cents: unitCents() * 7, total_cents: totalOf(unitCents() * 7) });
  });

  it('moves part of a line to the tab on card C12: the unit price kept, both tabs recomputed; bad moves are refused naming them', async () => {
    const opened = await openTab('C12', 1);
    expect(opened.statusCode).toBe(201);
    card = await tabOf(json(opened).data.order_id);
    const firstLine = table5.items[0]!;
    expect(firstLine.quantity).toBe(2);

    const refused = await post(`/${table5.order_id}/transfer`, {
      to_order_id: card.order_id,
      items: [
        { item_id: card.items[0]!.id, quantity: 1 },
        { item_id: firstLine.id, quantity: 3 },
      ],
    });
    expect(json(refused).errors).toEqual({ 'items.0.item_id': [TAB_MESSAGES.itemUnknown], 'items.1.quantity': [TAB_MESSAGES.quantityTooHigh] });
    expect(json(await post(`/${table5.order_id}/transfer`, { to_order_id: table5.order_id, items: [{ item_id: firstLine.id, quantity: 1 }] })).errors).toEqual({ to_order_id: [TAB_MESSAGES.sameTab] });

    published.length = 0;
    const res = await post(`/${table5.order_id}/transfer`, { to_order_id: card.order_id, items: [{ item_id: firstLine.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    const { from, to }: TabTransferResult = json(res).data;
    expect(from).toMatchObject({ tab_open: true, subtotal_cents: unitCents() * 6, total_cents: totalOf(unitCents() * 6) });
    expect(from.items[0]).toMatchObject({ id: firstLine.id, quantity: 1, total_cents: unitCents() });
    expect(to).toMatchObject({ table: 'C12', subtotal_cents: unitCents() * 2, total_cents: totalOf(unitCents() * 2) });
    expect(to.items.map((i) => [i.quantity, i.unit_price_cents, i.total_cents])).toEqual([
      [1, unitCents(), unitCents()],
      [1, unitCents(), unitCents()],
    ]);
    expect(eventsOf('order.updated').map((e) => e.order?.id).sort()).toEqual([table5.order_id, card.order_id].sort());
    table5 = from;
    card = to;
    const view = await overview();
    expect(tablesMap(view.tables, view.tabs).find((t) => t.label === 'C12')).toMatchObject({ state: 'occupied', tab: { order_id: card.order_id } });
  });

  it('a tab whose items all move away is closed, cancelled with the reason', async () => {
    const opened = await openTab('11', 1);
    const emptied = await tabOf(json(opened).data.order_id);
    const res = await post(`/${emptied.order_id}/transfer`, { to_order_id: card.order_id, items: [{ item_id: emptied.items[0]!.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.from).toMatchObject({ tab_open: false, status: 'cancelled', items: [], total_cents: 0 });
    const [{ reason }] = (await db.handle.query<{ reason: string }>('SELECT cancel_reason AS reason FROM orders WHERE id = $1', [emptied.order_id])) as [{ reason: string }];
    expect(reason).toBe(TAB_MESSAGES.transferredTo(formatOrderNumber(card.number)));
    card = json(res).data.to;
    expect(card.subtotal_cents).toBe(unitCents() * 3);
  });

  it('merges table 7 into card C12: its items and payments move, it closes (cancelled, amounts 0), table 7 is free again', async () => {
    const opened = await openTab('7', 1, { tenders: [{ method: 'debit_card', amount_cents: 1000 }] });
    expect(opened.statusCode).toBe(201);
    table7 = await tabOf(json(opened).data.order_id);
    published.length = 0;
    const res = await post(`/${table7.order_id}/merge`, { into_order_id: card.order_id });
    expect(res.statusCode).toBe(200);
    const merged: TabView = json(res).data;
    expect(merged).toMatchObject({ order_id: card.order_id, subtotal_cents: unitCents() * 4, total_cents: totalOf(unitCents() * 4), paid_cents: 1000 });
    expect(merged.payments).toEqual([expect.objectContaining({ method: 'debit_card', amount_cents: 1000, register_session_id: session.id })]);
    const closed = await tabOf(table7.order_id);
    expect(closed).toMatchObject({ tab_open: false, status: 'cancelled', items: [], payments: [], subtotal_cents: 0, total_cents: 0 });
    const [{ reason }] = (await db.handle.query<{ reason: string }>('SELECT cancel_reason AS reason FROM orders WHERE id = $1', [table7.order_id])) as [{ reason: string }];
    expect(reason).toBe(TAB_MESSAGES.mergedInto(formatOrderNumber(card.number)));
    expect(eventsOf('order.status_update').map((e) => e.id)).toContain(table7.order_id);
    expect(eventsOf('order.updated').map((e) => e.order?.id)).toEqual([card.order_id]);
    const view = await overview();
    expect(view.tabs.map((t) => t.order_id)).not.toContain(table7.order_id);
    expect(tablesMap(view.tables, view.tabs).find((t) => t.label === '7')).toMatchObject({ state: 'free', tab: null });
    expect(json(await round(table7.order_id, { items: [line(1)] }, randomUUID())).errors).toEqual({ tab: [TAB_MESSAGES.tabClosed] });
    expect(json(await post(`/${card.order_id}/merge`, { into_order_id: table7.order_id })).errors).toEqual({ into_order_id: [TAB_MESSAGES.tabClosed] });
    card = merged;
  });

  it('the service charge goes off and on again for one tab; the table asks for the bill', async () => {
    const off = await post(`/${card.order_id}/service-charge`, { enabled: false });
    expect(json(off).data).toMatchObject({ service_charge_percent: null, service_charge_cents: 0, total_cents: unitCents() * 4 });
    const on = await post(`/${card.order_id}/service-charge`, { enabled: true });
    expect(json(on).data).toMatchObject({ service_charge_percent: PERCENT, total_cents: totalOf(unitCents() * 4) });

    const bill = await post(`/${table5.order_id}/bill`, { requested: true });
    expect(bill.statusCode).toBe(200);
    expect(json(bill).data.bill_requested_at).toBe(now.toISOString());
    const view = await overview();
    expect(tablesMap(view.tables, view.tabs).find((t) => t.label === '5')).toMatchObject({ state: 'bill' });
    expect(json(await post(`/${table5.order_id}/bill`, { requested: 'talvez' })).errors).toHaveProperty('requested');
  });

  it('is paid in two parts split by person, with different methods: it closes, its table is free, the register counts both', async () => {
    const before = json(await app.inject({ url: `/api/stores/${bellaId}/pos/registers/${session.id}`, headers: bearer(attendant) })).data as RegisterSessionView;
    table5 = await tabOf(table5.order_id);
    // Person 0 had the first round's pizza, the rest is shared by both.
    const lines = table5.items.map((item, index) => ({ total_cents: item.total_cents, shared_by: index === 0 ? [0] : [0, 1] }));
    const [ana, bia] = splitByPerson(lines, 2, PERCENT);
    expect(ana!.total_cents + bia!.total_cents).toBe(table5.total_cents);

    // Paid in part, its items cannot move away below what it was paid.
    const first = await pay(table5.order_id, [{ method: 'credit_card', amount_cents: ana!.total_cents }]);
    expect(first.statusCode).toBe(201);
    expect(json(first).data).toMatchObject({ paid_cents: ana!.total_cents, remaining_cents: bia!.total_cents });
    expect((await tabOf(table5.order_id)).tab_open).toBe(true);
    const everything = table5.items.map((item) => ({ item_id: item.id, quantity: item.quantity }));
    const below = await post(`/${table5.order_id}/transfer`, { to_order_id: card.order_id, items: everything });
    expect(json(below).errors).toEqual({ items: [TAB_MESSAGES.belowPaid(formatBRL(ana!.total_cents))] });

    published.length = 0;
    const second = await pay(table5.order_id, [{ method: 'cash', amount_cents: bia!.total_cents + 500 }]);
    expect(second.statusCode).toBe(201);
    expect(json(second).data).toMatchObject({ remaining_cents: 0, change_cents: 500 });
    expect(eventsOf('order.updated').map((e) => e.order?.id)).toEqual([table5.order_id]);
    expect(await tabOf(table5.order_id)).toMatchObject({ tab_open: false, status: 'confirmed', bill_requested_at: now.toISOString() });
    const view = await overview();
    expect(tablesMap(view.tables, view.tabs).find((t) => t.label === '5')).toMatchObject({ state: 'free' });
    expect(json(await round(table5.order_id, { items: [line(1)] }, randomUUID())).errors).toEqual({ tab: [TAB_MESSAGES.tabClosed] });
    const again = await openTab('5');
    expect(again.statusCode).toBe(201);

    const after = json(await app.inject({ url: `/api/stores/${bellaId}/pos/registers/${session.id}`, headers: bearer(attendant) })).data as RegisterSessionView;
    expect(after.totals.sales.credit_card).toBe((before.totals.sales.credit_card ?? 0) + ana!.total_cents);
    expect(after.totals.sales.cash).toBe((before.totals.sales.cash ?? 0) + bia!.total_cents);
  });

  it('another store’s staff are refused; another store’s tab is not found; a sale that is no tab is not one', async () => {
    expect((await app.inject({ url: tabs(), headers: bearer(rivalOwner) })).statusCode).toBe(403);
    expect((await post(`/${card.order_id}/bill`, { requested: true }, {}, rivalOwner)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/stores/burger-house/pos/tabs/${card.order_id}`, headers: bearer(rivalOwner) })).statusCode).toBeGreaterThanOrEqual(403);
    const pickup = await sell({ register_session_id: session.id, order_type: 'pickup', items: [line(1)], tenders: [], allow_partial: true });
    expect((await app.inject({ url: `${tabs()}/${json(pickup).data.order_id}`, headers: bearer(attendant) })).statusCode).toBe(404);
    expect(json(await post(`/${json(pickup).data.order_id}/bill`, { requested: true })).errors).toEqual({ tab: [TAB_MESSAGES.notATab] });
    expect((await post('/999999/bill', { requested: true })).statusCode).toBe(404);
    const [{ bill }] = (await db.handle.query<{ bill: string | null }>('SELECT bill_requested_at AS bill FROM orders WHERE id = $1', [card.order_id])) as [{ bill: string | null }];
    expect(bill).toBeNull();
  });
});
