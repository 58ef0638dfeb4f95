// Drivers and trips (issue 12): the store registers and invites a driver (an account with the role driver), sends
// ready delivery orders out in one trip ordered by the route rule; the driver, online in the app, shares positions
// (store monitor; the customer's tracking channel only while out), accepts, picks up, delivers with the customer's
// code and records cash, which the store settles into an open register session.
import type { FastifyInstance } from 'fastify';
import { DELIVERY_EVENTS, DRIVER_MESSAGES, TRIP_MESSAGES, type DriverView, type Order, type Product, type RegisterSessionView, type TripView } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
let attendant: string;
let rivalOwner: string;
let bellaId: number;
let pizzas: Product[];
let clock = new Date('2026-11-24T20:00:00-03:00');
const published: { channel: string; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => clock });
  app.broadcaster.toChannel = async (channel, event, payload) => (published.push({ channel, event, payload }), true);
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data.id;
  pizzas = await productsOf(app, 'pizzaria-bella-napoli');
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const store = (path: string) => `/api/stores/${bellaId}/delivery${path}`;
const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

const line = () => {
  const { product, selection } = withSelection(pizzas.find((p) => p.business_type_options) ?? pizzas[0]!);
  return { product_id: product.id, quantity: 1, selected_options: selection };
};

async function readyDelivery(address: typeof BELA_VISTA, payment: { method: string; change_for?: number | null }): Promise<Order> {
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line()]), order_type: 'delivery', address, payment });
  expect(placed.statusCode).toBe(201);
  const order = json<{ data: Order }>(placed).data;
  for (const status of ['confirmed', 'preparing', 'ready']) expect((await api('POST', `/api/stores/${bellaId}/orders/${order.id}/status`, owner, { status })).statusCode).toBe(200);
  return order;
}

async function newDriverAccount(email: string, name: string): Promise<{ driver: DriverView; token: string }> {
  const res = await api('POST', store('/drivers'), owner, { name, phone: '11987654321', email, kind: 'freelancer', vehicle: 'moto', plate: 'abc1d23' });
  expect(res.statusCode).toBe(201);
  const body = json<{ data: DriverView; message: string }>(res);
  expect(body.message).toBe(DRIVER_MESSAGES.invited);
  const inviteToken = decodeURIComponent(body.data.invite_url!.split('/convite/')[1]!);
  const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${encodeURIComponent(inviteToken)}/accept`, payload: { name, password: 'Entrega@123', password_confirmation: 'Entrega@123' } });
  expect(accepted.statusCode).toBe(200);
  expect(json(accepted).user.role).toBe('driver');
  return { driver: body.data, token: json(accepted).token };
}

describe('drivers and trips', () => {
  let driver: DriverView;
  let driverToken: string;
  let cashOrder: Order;
  let pixOrder: Order;
  let trip: TripView;

  it('registers a driver with a clear 422 per field and invites the account (mail and WhatsApp link)', async () => {
    const bad = await api('POST', store('/drivers'), owner, { name: '', phone: '123', email: 'x', kind: 'boss', vehicle: 'jet' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['email', 'kind', 'name', 'phone', 'vehicle']);
    const customerEmail = await api('POST', store('/drivers'), owner, { name: 'João', phone: '11987654321', email: 'cliente@comanda.app', kind: 'own', vehicle: 'moto' });
    expect(json(customerEmail).errors.email).toEqual([DRIVER_MESSAGES.accountNotDriver]);

    ({ driver, token: driverToken } = await newDriverAccount('rafa.moto@exemplo.com.br', 'Rafael Lima'));
    expect(driver).toMatchObject({ name: 'Rafael Lima', phone: '(11) 98765-4321', plate: 'ABC1D23', state: 'offline', has_account: false, cash_in_hand: 0 });
    const again = await api('POST', store('/drivers'), owner, { name: 'Outro', phone: '11987654321', email: 'RAFA.moto@exemplo.com.br', kind: 'own', vehicle: 'moto' });
    expect(json(again).errors.email).toEqual([DRIVER_MESSAGES.emailTaken]);

    const list = json<{ data: DriverView[] }>(await api('GET', store('/drivers'), owner)).data;
    expect(list.find((d) => d.id === driver.id)).toMatchObject({ has_account: true, invite_url: null });
    expect((await api('GET', store('/drivers'), rivalOwner)).statusCode).toBe(403);
    expect((await api('GET', store('/drivers'), attendant)).statusCode).toBe(403);
    expect(json(await api('GET', '/api/driver/me', driverToken)).data).toEqual([expect.objectContaining({ driver_id: driver.id, online: false, store: expect.objectContaining({ id: bellaId }) })]);
    expect((await api('GET', '/api/driver/me', owner)).statusCode).toBe(403);
  });

  it('sends two ready orders out in one trip, nearest stop first, each with its 4-digit code', async () => {
    const far = { ...BELA_VISTA, address: 'Rua Augusta', number: '2000', latitude: -23.5631, longitude: -46.6654 };
    cashOrder = await readyDelivery(far, { method: 'cash', change_for: 200 });
    pixOrder = await readyDelivery(BELA_VISTA, { method: 'pix' });
    const notReady = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', { ...PICKUP_CASH([line()]), order_type: 'delivery', address: BELA_VISTA })).data;

    const refused = await api('POST', store('/trips'), attendant, { driver_id: driver.id, order_ids: [cashOrder.id, notReady.id] });
    expect(json(refused).errors.order_ids).toEqual([TRIP_MESSAGES.orderNotReady(notReady.display_number)]);
    expect((await api('POST', store('/trips'), rivalOwner, { driver_id: driver.id, order_ids: [cashOrder.id] })).statusCode).toBe(403);

    const res = await api('POST', store('/trips'), attendant, { driver_id: driver.id, order_ids: [pixOrder.id, cashOrder.id] });
    expect(res.statusCode).toBe(201);
    trip = json<{ data: TripView }>(res).data;
    expect(trip.status).toBe('assigned');
    // The server places addresses with its own geocoder (the fake puts Rua Augusta at the store's door, Avenida Paulista
    // 0.7 km away): the nearest stop comes first, whatever order the store picked them in.
    expect(trip.stops.map((s) => s.order_id)).toEqual([cashOrder.id, pixOrder.id]);
    expect(trip.stops.every((s) => s.items.length === 1 && s.items[0] === cashOrder.items[0]!.name)).toBe(true);
    expect(trip.stops.find((s) => s.order_id === cashOrder.id)).toMatchObject({ cash_to_collect: cashOrder.total, change_for: 200 });
    const busy = await api('POST', store('/trips'), attendant, { driver_id: driver.id, order_ids: [notReady.id] });
    expect(json(busy).errors.driver_id).toEqual([TRIP_MESSAGES.driverBusy]);

    const tracked = json<{ data: Order }>(await app.inject({ url: `/api/orders/track/${cashOrder.public_id}` })).data;
    expect(tracked.delivery?.code).toMatch(/^\d{4}$/);
    expect(tracked.delivery?.courier).toBeNull();
    const notes = json(await api('GET', '/api/notifications', driverToken)).notifications;
    expect(notes[0].title).toBe('Nova entrega: 2 pedidos');
    // The store's own order view never shows the code.
    expect(json(await api('GET', `/api/stores/${bellaId}/orders/${cashOrder.id}`, owner)).data.delivery).toBeUndefined();
  });

  it('the driver, online, shares positions: the store hears them; a second one within 2 s is dropped', async () => {
    const position = { latitude: -23.5605, longitude: -46.6559, accuracy: 8 };
    const offline = await api('POST', `/api/driver/${driver.id}/position`, driverToken, position);
    expect(json(offline).errors.online).toEqual([TRIP_MESSAGES.offline]);
    expect(json(await api('POST', `/api/driver/${driver.id}/online`, driverToken, { online: true })).data.online).toBe(true);
    published.length = 0;
    expect((await api('POST', `/api/driver/${driver.id}/position`, driverToken, position)).statusCode).toBe(204);
    expect(published).toEqual([{ channel: `private-store.${bellaId}`, event: DELIVERY_EVENTS.driverPosition, payload: expect.objectContaining({ driver_id: driver.id, latitude: -23.5605 }) }]);
    expect((await api('POST', `/api/driver/${driver.id}/position`, driverToken, position)).statusCode).toBe(202);
    expect(json(await api('POST', `/api/driver/${driver.id}/position`, driverToken, { latitude: 91, longitude: 0 })).errors.latitude).toBeDefined();
    const monitor = json(await api('GET', store('/monitor'), attendant)).data;
    expect(monitor.drivers.find((d: DriverView) => d.id === driver.id)).toMatchObject({ state: 'on_trip', position: expect.objectContaining({ latitude: -23.5605 }) });
    expect(monitor.orders.filter((o: { trip_id: number }) => o.trip_id === trip.id)).toHaveLength(2);
  });

  it('another driver reaches none of it', async () => {
    const other = await newDriverAccount('outro.entregador@exemplo.com.br', 'Outro Entregador');
    for (const url of [`/api/driver/${driver.id}/trips`, `/api/driver/${driver.id}/trips/${trip.id}/accept`, `/api/driver/${other.driver.id}/trips/${trip.id}/accept`]) {
      const res = await api(url.endsWith('trips') ? 'GET' : 'POST', url, other.token);
      expect(res.statusCode).toBe(404);
    }
    expect((await api('GET', `/api/driver/${other.driver.id}/trips`, other.token)).statusCode).toBe(200);
  });

  it('accept and pickup put the orders out for delivery; the customer then sees the courier and its positions', async () => {
    expect(json(await api('POST', `/api/driver/${driver.id}/trips/${trip.id}/pickup`, driverToken)).errors.trip).toEqual([TRIP_MESSAGES.tripMoved('Aguardando aceite')]);
    expect(json(await api('POST', `/api/driver/${driver.id}/trips/${trip.id}/accept`, driverToken)).data.status).toBe('accepted');
    const picked = json<{ data: TripView }>(await api('POST', `/api/driver/${driver.id}/trips/${trip.id}/pickup`, driverToken)).data;
    expect(picked.status).toBe('picked_up');
    expect(picked.stops.every((s) => s.status === 'delivering')).toBe(true);
    advance(5);
    published.length = 0;
    expect((await api('POST', `/api/driver/${driver.id}/position`, driverToken, { latitude: -23.562, longitude: -46.66 })).statusCode).toBe(204);
    expect(published.map((p) => p.channel).sort()).toEqual([`order.${cashOrder.public_id}`, `order.${pixOrder.public_id}`, `private-store.${bellaId}`].sort());
    expect(published.find((p) => p.channel === `order.${cashOrder.public_id}`)!.payload).toEqual({ latitude: -23.562, longitude: -46.66, at: clock.toISOString(), eta_minutes: expect.any(Number) });
    const tracked = json<{ data: Order }>(await app.inject({ url: `/api/orders/track/${cashOrder.public_id}` })).data;
    expect(tracked.status).toBe('delivering');
    expect(tracked.delivery?.courier).toMatchObject({ name: 'Rafael', vehicle: 'moto', position: { latitude: -23.562, longitude: -46.66 } });
    expect(json(await api('POST', `/api/driver/${driver.id}/online`, driverToken, { online: false })).errors.online).toBeDefined();
  });

  it('delivers with the customer code and records the cash; the last stop finishes the trip', async () => {
    const codeOf = async (order: Order) => json<{ data: Order }>(await app.inject({ url: `/api/orders/track/${order.public_id}` })).data.delivery!.code!;
    const deliver = (order: Order, body: Record<string, unknown>) => api('POST', `/api/driver/${driver.id}/orders/${order.id}/deliver`, driverToken, body);
    const cashCode = await codeOf(cashOrder);
    const wrong = cashCode === '0000' ? '1111' : '0000';
    expect(json(await deliver(cashOrder, { code: wrong, cash_received: 200 })).errors.code).toEqual([TRIP_MESSAGES.codeWrong]);
    expect(json(await deliver(cashOrder, { code: cashCode })).errors.cash_received).toEqual([TRIP_MESSAGES.cashRequired]);
    expect(json(await deliver(cashOrder, { code: cashCode, cash_received: 1 })).errors.cash_received).toBeDefined();
    const first = json<{ data: TripView }>(await deliver(cashOrder, { code: cashCode, cash_received: 200 })).data;
    expect(first.status).toBe('picked_up');
    expect(first.stops.find((s) => s.order_id === cashOrder.id)!.status).toBe('completed');
    const second = json<{ data: TripView }>(await deliver(pixOrder, { code: await codeOf(pixOrder) })).data;
    expect(second.status).toBe('finished');
    const tracked = json<{ data: Order }>(await app.inject({ url: `/api/orders/track/${pixOrder.public_id}` })).data;
    expect(tracked.status).toBe('completed');
    expect(tracked.delivery).toEqual({ code: null, courier: null });
    const me = json(await api('GET', '/api/driver/me', driverToken)).data[0];
    expect(me).toMatchObject({ cash_in_hand: cashOrder.total, deliveries_today: 2 });
  });

  it('settles the driver cash into an open register: the drawer expects it, and it cannot be settled twice', async () => {
    const opened = await api('POST', `/api/stores/${bellaId}/pos/registers`, attendant, { station_id: 'estacao-balcao-0001', station_name: 'Balcão', opening_float_cents: 5_000 });
    const session = json<{ data: RegisterSessionView }>(opened).data;
    expect(json(await api('GET', store('/cash'), attendant)).data).toEqual([{ driver_id: driver.id, name: 'Rafael Lima', cash_in_hand: cashOrder.total, orders: 1 }]);
    expect(json(await api('POST', store(`/drivers/${driver.id}/settle`), attendant, {})).errors.session_id).toBeDefined();
    const settled = json(await api('POST', store(`/drivers/${driver.id}/settle`), attendant, { session_id: session.id })).data;
    expect(settled).toMatchObject({ driver_id: driver.id, amount: cashOrder.total, orders: 1, register_session_id: session.id });
    const after = json<{ data: RegisterSessionView }>(await api('GET', `/api/stores/${bellaId}/pos/registers/${session.id}`, attendant)).data;
    const totalCents = Math.round(cashOrder.total * 100);
    expect(after.totals).toMatchObject({ acerto_cents: totalCents, expected: expect.objectContaining({ cash: 5_000 + totalCents }) });
    expect(json(await api('POST', store(`/drivers/${driver.id}/settle`), attendant, { session_id: session.id })).errors.driver).toBeDefined();
    expect(json(await api('GET', store('/cash'), attendant)).data).toEqual([]);
    expect((await api('POST', store(`/drivers/${driver.id}/settle`), rivalOwner, { session_id: session.id })).statusCode).toBe(403);
  });

  it('suggests the nearest free online driver; the store can take back a trip not picked up', async () => {
    expect(json(await api('GET', store('/suggestion'), attendant)).data.driver_id).toBe(driver.id);
    const order = await readyDelivery(BELA_VISTA, { method: 'pix' });
    const assigned = json<{ data: TripView }>(await api('POST', store('/trips'), attendant, { driver_id: driver.id, order_ids: [order.id] })).data;
    const cancelled = json<{ data: TripView }>(await api('DELETE', store(`/trips/${assigned.id}`), attendant)).data;
    expect(cancelled.status).toBe('cancelled');
    const monitor = json(await api('GET', store('/monitor'), attendant)).data;
    expect(monitor.orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({ status: 'ready', trip_id: null, driver_id: null });
  });
});
