import type { FastifyInstance } from 'fastify';
import { SCHEDULING_MESSAGES, type Order, type OrderSummary } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

// São Paulo is UTC-3 all year. 2026-11-26 is a Thursday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const iso = (isoLocal: string) => sp(isoLocal).toISOString();
const SLUG = 'burger-house';
const OWNER = 'dono@burgerhouse.com.br';
const CUSTOMER = 'cliente@comanda.app';
/** Evenings only: closed at 10:00 on Thursday. */
const EVENINGS = { monday: [], tuesday: [], wednesday: [], thursday: ['18:00-23:00'], friday: ['18:00-23:00'], saturday: ['18:00-23:00'], sunday: [] };
const SCHEDULING = { enabled: true, maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 45 };

let db: TestDb;
let app: FastifyInstance;
let clock = sp('2026-11-26T10:00');
let owner: string;
let item: Record<string, unknown>;
const published: { channel: string; event: string; payload: Record<string, unknown> }[] = [];

const settingsUrl = `/api/stores/${SLUG}/settings`;
const order = (scheduledFor: string | null | undefined, token?: string) =>
  placeOrder(app, SLUG, { ...PICKUP_CASH([item]), ...(scheduledFor === undefined ? {} : { scheduled_for: scheduledFor }) }, { token });
const storeOrder = async (id: number) => json<{ data: Order }>(await app.inject({ url: `/api/stores/${SLUG}/orders/${id}`, headers: bearer(owner) })).data;

async function saveSettings(changes: Record<string, unknown>) {
  const { pause: _pause, status: _status, ...current } = json<{ data: Record<string, unknown> }>(await app.inject({ url: settingsUrl, headers: bearer(owner) })).data;
  return app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(owner), payload: { ...current, ...changes } });
}

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => clock });
  app.broadcaster.toStore = async (storeId, event, payload) => (published.push({ channel: `private-store.${storeId}`, event, payload: payload as Record<string, unknown> }), true);
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload: payload as Record<string, unknown> }), true);
  owner = await loginAs(app, OWNER);
  const { product, selection } = withSelection((await productsOf(app, SLUG)).find((p) => Number(p.price ?? 0) >= 20)!);
  item = { product_id: product.id, quantity: 1, selected_options: selection };
  expect((await saveSettings({ openingHours: EVENINGS })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('scheduled orders: the store’s settings', () => {
  it('a closed store that does not schedule refuses every order, and says so for a slot', async () => {
    const now = await order(undefined);
    expect(now.statusCode).toBe(422);
    expect(json(now).errors.store).toEqual(['A loja está fechada no momento. Tente novamente no horário de funcionamento.']);
    const slot = await order(iso('2026-11-26T19:00'));
    expect(slot.statusCode).toBe(422);
    expect(json(slot).errors).toEqual({ scheduled_for: [SCHEDULING_MESSAGES.notOffered] });
    expect(json(await app.inject({ url: `/api/stores/${SLUG}` })).data.scheduling).toBeNull();
  });

  it('the owner turns scheduling on (odd values are 422 in Portuguese); the storefront gets the rules and says when it opens', async () => {
    const bad = await saveSettings({ scheduledOrders: { ...SCHEDULING, slotMinutes: 20 } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors['scheduledOrders.slotMinutes']).toEqual([SCHEDULING_MESSAGES.slotLength]);
    const saved = await saveSettings({ scheduledOrders: SCHEDULING });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.scheduledOrders).toEqual(SCHEDULING);
    // Left out of a later PUT, the stored rules stay.
    const { scheduledOrders: _left, ...rest } = json<{ data: Record<string, unknown> }>(saved).data;
    expect(json(await app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(owner), payload: { ...rest, pause: undefined, status: undefined } })).data.scheduledOrders).toEqual(SCHEDULING);
    const store = json(await app.inject({ url: `/api/stores/${SLUG}` })).data;
    expect(store).toMatchObject({ isOpen: false, opensAt: iso('2026-11-26T18:00'), closedText: 'Fechado · abre hoje às 18:00', scheduling: { maxDaysAhead: 2, slotMinutes: 30, leadMinutes: 45, holidays: [] } });
  });
});

describe('scheduled orders: the server checks the slot', () => {
  it('a closed store that schedules asks for a slot instead of taking the order now', async () => {
    const res = await order(undefined);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ scheduled_for: [SCHEDULING_MESSAGES.closedNeedsSlot] });
  });

  it.each([
    ['not a date', 'sábado à noite', SCHEDULING_MESSAGES.invalid],
    ['in the past', iso('2026-11-25T19:00'), SCHEDULING_MESSAGES.tooSoon(45)],
    ['beyond the horizon', iso('2026-11-29T19:00'), SCHEDULING_MESSAGES.tooFar(2)],
    ['while closed', iso('2026-11-27T15:00'), SCHEDULING_MESSAGES.outsideHours],
    ['off the slot grid', iso('2026-11-27T19:10'), SCHEDULING_MESSAGES.outsideHours],
  ])('%s → 422 on scheduled_for', async (_case, slot, message) => {
    const res = await order(slot);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ scheduled_for: [message] });
  });

  it('less notice than the store asks is refused even when the store is open', async () => {
    clock = sp('2026-11-26T18:20');
    try {
      const res = await order(iso('2026-11-26T19:00'));
      expect(json(res).errors).toEqual({ scheduled_for: [SCHEDULING_MESSAGES.tooSoon(45)] });
      // Open now: an order for now is still taken.
      expect((await order(null)).statusCode).toBe(201);
    } finally {
      clock = sp('2026-11-26T10:00');
    }
  });
});

describe('scheduled orders: placed, waiting, released', () => {
  let placed: Order;

  it('a slot the picker offers is taken: the order waits as "scheduled", on the kanban’s list and in the tracking, with no alert', async () => {
    published.length = 0;
    const res = await order(iso('2026-11-28T19:00'), await loginAs(app, CUSTOMER));
    expect(res.statusCode).toBe(201);
    placed = json<{ data: Order }>(res).data;
    expect(placed).toMatchObject({ status: 'scheduled', scheduled_slot: { start: iso('2026-11-28T19:00'), end: iso('2026-11-28T19:30') } });
    const tracked = json<{ data: Order }>(await app.inject({ url: `/api/orders/track/${placed.public_id}` })).data;
    expect(tracked.scheduled_slot).toEqual({ start: iso('2026-11-28T19:00'), end: iso('2026-11-28T19:30') });
    const board = json<{ data: OrderSummary[] }>(await app.inject({ url: `/api/stores/${SLUG}/orders?status=scheduled`, headers: bearer(owner) })).data;
    expect(board.find((o) => o.id === placed.id)).toMatchObject({ status: 'scheduled', scheduled_slot: { start: iso('2026-11-28T19:00') } });
    // The kanban hears of it (order.new with status scheduled: the alert only rings for 'pending'); the staff get no notification yet.
    expect(published.filter((p) => p.event === 'order.new').map((p) => (p.payload.order as OrderSummary).status)).toEqual(['scheduled']);
    expect(await db.handle.query("SELECT id FROM notifications WHERE data->>'order_id' = $1", [String(placed.id)])).toEqual([]);
  });

  it('the release job moves it into "pending" at the slot minus the lead time, with the usual new-order alert and notifications', async () => {
    published.length = 0;
    clock = sp('2026-11-28T18:14');
    await app.jobs.runDue();
    expect((await storeOrder(placed.id)).status).toBe('scheduled');
    clock = sp('2026-11-28T18:15');
    await app.jobs.runDue();
    const released = await storeOrder(placed.id);
    expect(released.status).toBe('pending');
    expect(released.history.map((h) => h.status)).toEqual(['scheduled', 'pending']);
    expect(published.filter((p) => p.event === 'order.status_update').map((p) => [p.channel, p.payload.previous_status, p.payload.status])).toEqual(
      expect.arrayContaining([[`order.${placed.public_id}`, 'scheduled', 'pending']]),
    );
    expect(published.filter((p) => p.event === 'order.new').map((p) => (p.payload.order as OrderSummary).status)).toContain('pending');
    const notified = await db.handle.query<{ type: string; title: string }>("SELECT type, title FROM notifications WHERE data->>'order_id' = $1", [String(placed.id)]);
    expect(notified.length).toBeGreaterThan(0);
    expect(notified.every((n) => n.type === 'order.new' && n.title === `Novo pedido ${placed.display_number}`)).toBe(true);
    // A second run does nothing (the job is gone; the release only moves a scheduled order).
    published.length = 0;
    await app.jobs.runDue();
    expect(published).toEqual([]);
  });

  it('the customer may cancel a scheduled order; its release job then does nothing', async () => {
    clock = sp('2026-11-27T10:00');
    const customer = await loginAs(app, CUSTOMER);
    const scheduled = json<{ data: Order }>(await order(iso('2026-11-27T20:00'), customer)).data;
    expect(scheduled.status).toBe('scheduled');
    const cancelled = await app.inject({ method: 'POST', url: `/api/customer/orders/${scheduled.id}/cancel`, headers: bearer(customer), payload: {} });
    expect(cancelled.statusCode).toBe(200);
    clock = sp('2026-11-27T19:30');
    await app.jobs.runDue();
    expect((await storeOrder(scheduled.id)).status).toBe('cancelled');
  });

  it('the staff may release a scheduled order early (the status rule: scheduled → pending), never skip to confirmed; its escalation starts at the planned release', async () => {
    const escalation = await app.inject({ method: 'PUT', url: `/api/stores/${SLUG}/escalation`, headers: bearer(owner), payload: { alert_after_minutes: 10 } });
    expect(escalation.statusCode).toBe(200);
    clock = sp('2026-11-27T10:00');
    const scheduled = json<{ data: Order }>(await order(iso('2026-11-27T21:00'))).data;
    const move = (status: string) => app.inject({ method: 'POST', url: `/api/stores/${SLUG}/orders/${scheduled.id}/status`, headers: bearer(owner), payload: { status } });
    expect((await move('confirmed')).statusCode).toBe(422);
    const early = await move('pending');
    expect(early.statusCode).toBe(200);
    expect(json(early).data.status).toBe('pending');
    const escalationJobs = () => db.handle.query<{ run_at: Date | string }>("SELECT run_at FROM jobs WHERE kind = 'order.escalation.alert' AND payload->>'orderId' = $1", [String(scheduled.id)]);
    expect(await escalationJobs()).toEqual([]);
    // 21:00 minus 45 minutes of notice: the release job finds it pending and starts the escalation from then.
    clock = sp('2026-11-27T20:15');
    await app.jobs.runDue();
    expect((await escalationJobs()).map((j) => new Date(j.run_at).toISOString())).toEqual([iso('2026-11-27T20:25')]);
  });
});
