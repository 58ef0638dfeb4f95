import type { FastifyInstance } from 'fastify';
import {
  DELIVERY_RATES_MESSAGES,
  DELIVERY_ZONE_MESSAGES,
  DELIVERY_ZONE_PRECEDENCE_TEXT,
  distanceKm,
  priceSelection,
  type DeliveryRatesSettings,
  type DeliverySimulation,
  type DeliveryZoneView,
  type Order,
  type StorePublic,
  type Weekday,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let manager: string;
let attendant: string;
let rivalOwner: string;
let bellaId: number;
let rivalId: number;

/** A Friday 20:30 in São Paulo: Bella Napoli is open (round the clock) and inside the Friday rush window below. */
const FRIDAY_EVENING = new Date('2026-11-27T20:30:00-03:00');
let now = FRIDAY_EVENING;

const SLUG = 'pizzaria-bella-napoli';
/** A square around Avenida Paulista (CEP 01310-100's point -23.5613, -46.6565), inside the bairro zone "Centro expandido". */
const PAULISTA_SQUARE = [
  { latitude: -23.55, longitude: -46.67 },
  { latitude: -23.55, longitude: -46.65 },
  { latitude: -23.57, longitude: -46.65 },
  { latitude: -23.57, longitude: -46.67 },
];
const PAULISTA = { cep: '01310-100', number: '1000' };
/** Vila Madalena (05433-010, about 3 km from the store): in no bairro list of Bella Napoli's. */
const VILA_MADALENA = { cep: '05433-010', number: '450' };
const RATES_OFF: DeliveryRatesSettings = { minFreeDeliveryValue: 80, perKm: null, surcharges: [], rainMode: false, rainSurcharge: 0 };

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => now });
  manager = await loginAs(app, 'gerente@bellanapoli.com.br');
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
  rivalId = json(await app.inject({ url: '/api/stores/burger-house' })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const zonesUrl = (storeId = bellaId) => `/api/stores/${storeId}/delivery/zones`;
const asManager = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = manager) =>
  app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function createZone(body: Record<string, unknown>): Promise<DeliveryZoneView> {
  const res = await asManager('POST', zonesUrl(), body);
  expect(res.statusCode).toBe(201);
  return json<{ data: DeliveryZoneView }>(res).data;
}

async function simulate(address: Record<string, unknown>, subtotal = 40): Promise<DeliverySimulation> {
  const res = await asManager('POST', `/api/stores/${bellaId}/delivery/simulate`, { ...address, subtotal });
  expect(res.statusCode).toBe(200);
  return json<{ data: DeliverySimulation }>(res).data;
}

async function putRates(body: Partial<DeliveryRatesSettings>) {
  return asManager('PUT', `/api/stores/${bellaId}/delivery/rates`, { ...RATES_OFF, ...body });
}

async function deleteAllButSeeded(seeded: number[]) {
  const zones = json<{ data: DeliveryZoneView[] }>(await asManager('GET', zonesUrl())).data;
  for (const zone of zones.filter((z) => !seeded.includes(z.id))) expect((await asManager('DELETE', `${zonesUrl()}/${zone.id}`)).statusCode).toBe(204);
}

describe('zones: CRUD for the store’s managers', () => {
  it('lists every zone with the store’s pin, radius and the precedence sentence', async () => {
    const res = await asManager('GET', zonesUrl());
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.data.map((z: DeliveryZoneView) => [z.kind, z.name])).toEqual([
      ['district', 'Centro expandido'],
      ['district', 'Pinheiros e Itaim'],
      ['district', 'Vila Mariana e Paraíso'],
    ]);
    expect(body.store).toEqual({ location: { latitude: -23.5558, longitude: -46.6586 }, deliveryRadiusKm: 8, city: 'São Paulo', state: 'SP' });
    expect(body.precedence).toBe(DELIVERY_ZONE_PRECEDENCE_TEXT);
  });

  it('creates, edits, switches off and deletes a zone of each kind; the storefront’s store data follows at once', async () => {
    const polygon = await createZone({ kind: 'polygon', name: 'Paulista desenhada', fee: 3.5, minOrderValue: 25, estimatedTime: '20-30 minutos', polygon: PAULISTA_SQUARE });
    expect(polygon).toMatchObject({ kind: 'polygon', fee: 3.5, minOrderValue: 25, isActive: true, polygon: PAULISTA_SQUARE, districts: [], upToKm: null, city: null });
    const ring = await createZone({ kind: 'distance', name: 'Anel de 5 km', fee: 8, upToKm: 5 });
    expect(ring).toMatchObject({ kind: 'distance', upToKm: 5, polygon: null });
    expect(ring.sortOrder).toBeGreaterThan(polygon.sortOrder);
    const bairros = await createZone({ kind: 'district', name: 'Moema', fee: 6, districts: ['Moema', ' Moema ', 'Indianópolis'], city: 'São Paulo', state: 'sp' });
    expect(bairros).toMatchObject({ districts: ['Moema', 'Indianópolis'], city: 'São Paulo', state: 'SP' });

    const publicStore = async () => json<{ data: StorePublic }>(await app.inject({ url: `/api/stores/${SLUG}` })).data;
    expect((await publicStore()).deliveryPolygons).toEqual([{ name: 'Paulista desenhada', points: PAULISTA_SQUARE, fee: 3.5, minOrderValue: 25, estimatedTime: '20-30 minutos' }]);
    expect((await publicStore()).deliveryBands).toEqual([{ upToKm: 5, fee: 8, minOrderValue: null, estimatedTime: null }]);

    const edited = await asManager('PUT', `${zonesUrl()}/${polygon.id}`, { kind: 'polygon', name: 'Paulista', fee: 4, polygon: PAULISTA_SQUARE, isActive: false });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).data).toMatchObject({ name: 'Paulista', fee: 4, isActive: false, sortOrder: polygon.sortOrder });
    expect((await publicStore()).deliveryPolygons).toEqual([]);

    for (const zone of [polygon, ring, bairros]) expect((await asManager('DELETE', `${zonesUrl()}/${zone.id}`)).statusCode).toBe(204);
    expect(json(await asManager('GET', zonesUrl())).data).toHaveLength(3);
    expect((await asManager('DELETE', `${zonesUrl()}/${ring.id}`)).statusCode).toBe(404);
    // The activity log names each change.
    const activity = json(await asManager('GET', `/api/stores/${bellaId}/activity`)).data.map((e: { summary: string }) => e.summary);
    expect(activity).toEqual(expect.arrayContaining(['Zona de entrega "Paulista desenhada" (polígono desenhado) criada', 'Zona de entrega "Paulista" (polígono desenhado) desativada']));
  });

  it('422 with Portuguese messages per field', async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await asManager('POST', zonesUrl(), body);
      expect(res.statusCode).toBe(422);
      return json(res).errors as Record<string, string[]>;
    };
    expect(await errorsOf({ kind: 'polygon', name: 'Dois pontos', fee: 5, polygon: PAULISTA_SQUARE.slice(0, 2) })).toEqual({ polygon: [DELIVERY_ZONE_MESSAGES.polygon] });
    expect(await errorsOf({ kind: 'distance', name: 'Anel', fee: 5 })).toEqual({ upToKm: [DELIVERY_ZONE_MESSAGES.ringKm] });
    expect(await errorsOf({ kind: 'district', name: 'Bairros', fee: 5 })).toEqual({
      districts: [DELIVERY_ZONE_MESSAGES.districts],
      city: [DELIVERY_ZONE_MESSAGES.city],
      state: [DELIVERY_ZONE_MESSAGES.state],
    });
    expect(await errorsOf({ kind: 'distance', name: '', fee: -2, upToKm: 3 })).toEqual({ name: [DELIVERY_ZONE_MESSAGES.name], fee: [DELIVERY_ZONE_MESSAGES.feeNegative] });
    // The third point is no point: two are left.
    expect(await errorsOf({ kind: 'polygon', name: 'Fora do mapa', fee: 1, polygon: [...PAULISTA_SQUARE.slice(0, 2), { latitude: 'x', longitude: 200 }] })).toEqual({
      polygon: [DELIVERY_ZONE_MESSAGES.polygon],
      'polygon.2.latitude': [DELIVERY_ZONE_MESSAGES.latitude],
      'polygon.2.longitude': [DELIVERY_ZONE_MESSAGES.longitude],
    });
    expect(await errorsOf({ kind: ['polygon'], name: 'x', fee: '5' })).toEqual({ kind: [DELIVERY_ZONE_MESSAGES.kind] });
    expect(json(await asManager('GET', zonesUrl())).data).toHaveLength(3);
  });

  it('another store’s staff is refused; a zone of another store is not found through this one; an attendant may not manage zones', async () => {
    const [ours] = json<{ data: DeliveryZoneView[] }>(await asManager('GET', zonesUrl())).data;
    const body = { kind: 'district', name: 'Tomada', fee: 0, districts: ['Centro'], city: 'São Paulo', state: 'SP' };
    for (const [method, url] of [
      ['GET', zonesUrl()],
      ['POST', zonesUrl()],
      ['PUT', `${zonesUrl()}/${ours!.id}`],
      ['DELETE', `${zonesUrl()}/${ours!.id}`],
      ['GET', `/api/stores/${bellaId}/delivery/rates`],
      ['PUT', `/api/stores/${bellaId}/delivery/rates`],
      ['POST', `/api/stores/${bellaId}/delivery/simulate`],
    ] as const) {
      const payload = method === 'PUT' && url.endsWith('rates') ? { ...RATES_OFF, rainMode: true, rainSurcharge: 50 } : method === 'POST' && url.endsWith('simulate') ? PAULISTA : body;
      expect({ url, method, status: (await asManager(method, url, method === 'GET' || method === 'DELETE' ? undefined : payload, rivalOwner)).statusCode }).toEqual({ url, method, status: 403 });
      expect({ url, method, status: (await asManager(method, url, method === 'GET' || method === 'DELETE' ? undefined : payload, attendant)).statusCode }).toEqual({ url, method, status: 403 });
    }
    // Burger House's own ring, named through Bella Napoli's path by Bella Napoli's manager: 404, unchanged.
    const [rivalZone] = json<{ data: DeliveryZoneView[] }>(await asManager('GET', zonesUrl(rivalId), undefined, rivalOwner)).data;
    expect((await asManager('PUT', `${zonesUrl()}/${rivalZone!.id}`, body)).statusCode).toBe(404);
    expect((await asManager('DELETE', `${zonesUrl()}/${rivalZone!.id}`)).statusCode).toBe(404);
    expect(json<{ data: DeliveryZoneView[] }>(await asManager('GET', zonesUrl(rivalId), undefined, rivalOwner)).data[0]).toEqual(rivalZone);
    expect(json(await asManager('GET', zonesUrl())).data[0]).toEqual(ours);
  });
});

describe('POST delivery/simulate: the checkout’s own charge for a typed CEP and number', () => {
  let seeded: number[];
  beforeAll(async () => {
    seeded = json<{ data: DeliveryZoneView[] }>(await asManager('GET', zonesUrl())).data.map((z) => z.id);
  });
  afterEach(async () => {
    await deleteAllButSeeded(seeded);
    expect((await putRates({})).statusCode).toBe(200);
    now = FRIDAY_EVENING;
  });

  it('bairro list: the CEP’s district prices it', async () => {
    expect(await simulate(PAULISTA)).toMatchObject({
      ok: true,
      zone: { name: 'Centro expandido', kind: 'district' },
      fee: 5,
      free: false,
      surcharges: [],
      minOrder: 30,
      estimatedTime: '30-45 minutos',
      address: { district: 'Bela Vista', city: 'São Paulo', state: 'SP', latitude: -23.5613, longitude: -46.6565 },
    });
    expect(await simulate(PAULISTA, 85)).toMatchObject({ ok: true, fee: 0, baseFee: 5, free: true });
  });

  it('ring: outside every bairro list, the smallest ring that holds the address; without a ring, refused with the checkout’s message', async () => {
    expect(await simulate(VILA_MADALENA)).toEqual({ ok: false, field: 'address.district', message: 'Não entregamos no bairro Vila Madalena (São Paulo/SP).' });
    await createZone({ kind: 'distance', name: 'Anel de 10 km', fee: 12, upToKm: 10 });
    await createZone({ kind: 'distance', name: 'Anel de 5 km', fee: 8, upToKm: 5, estimatedTime: '40 minutos' });
    expect(await simulate(VILA_MADALENA)).toMatchObject({ ok: true, zone: { name: 'Até 5 km', kind: 'distance' }, fee: 8, estimatedTime: '40 minutos' });
  });

  it('polygon: a drawn polygon wins over the bairro zone and the ring it overlaps; outside it the others apply', async () => {
    await createZone({ kind: 'distance', name: 'Anel de 5 km', fee: 8, upToKm: 5 });
    await createZone({ kind: 'polygon', name: 'Paulista desenhada', fee: 3.5, polygon: PAULISTA_SQUARE });
    expect(await simulate(PAULISTA)).toMatchObject({ ok: true, zone: { name: 'Paulista desenhada', kind: 'polygon' }, fee: 3.5 });
    expect(await simulate(VILA_MADALENA)).toMatchObject({ ok: true, zone: { kind: 'distance' }, fee: 8 });
    expect(await simulate({ cep: '04538-133', number: '3000' })).toMatchObject({ ok: true, zone: { name: 'Pinheiros e Itaim', kind: 'district' }, fee: 9.9, minOrder: 50 });
  });

  it('rates: per km on a ring, the rush window and the rain mode are listed; an unknown CEP is a refusal, a malformed one a 422', async () => {
    await createZone({ kind: 'distance', name: 'Anel de 5 km', fee: 8, upToKm: 5 });
    const rush = { label: 'Horário de pico', weekdays: ['friday', 'saturday'] as Weekday[], from: '18:00', to: '23:00', amount: 2 };
    const saved = await putRates({ perKm: 1.5, surcharges: [rush], rainMode: true, rainSurcharge: 3 });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toEqual({ minFreeDeliveryValue: 80, perKm: 1.5, surcharges: [rush], rainMode: true, rainSurcharge: 3 });
    const quote = await simulate(VILA_MADALENA);
    expect(quote).toMatchObject({ ok: true, surcharges: [{ label: 'Horário de pico', amount: 2 }, { label: 'Modo chuva', amount: 3 }] });
    if (!quote.ok) throw new Error('refused');
    const km = distanceKm({ latitude: -23.5558, longitude: -46.6586 }, { latitude: quote.address.latitude!, longitude: quote.address.longitude! });
    expect(quote.distanceFee).toBe(Math.round(150 * km) / 100);
    expect(quote.fee).toBeCloseTo(8 + quote.distanceFee + 5, 2);
    // Thursday noon: no rush, still raining.
    now = new Date('2026-11-26T12:00:00-03:00');
    expect(await simulate(VILA_MADALENA)).toMatchObject({ ok: true, surcharges: [{ label: 'Modo chuva', amount: 3 }] });

    expect(await simulate({ cep: '00000-001', number: '1' })).toEqual({ ok: false, field: 'address.cep', message: 'CEP não encontrado. Confira o CEP do endereço de entrega.' });
    const malformed = await asManager('POST', `/api/stores/${bellaId}/delivery/simulate`, { cep: '123', number: '' });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).errors).toEqual({ cep: ['CEP inválido'], number: ['Informe o número'] });
  });
});

describe('rates', () => {
  afterAll(async () => {
    expect((await putRates({})).statusCode).toBe(200);
  });

  it('GET answers the stored rates; PUT refuses bad windows and amounts per field', async () => {
    expect(json(await asManager('GET', `/api/stores/${bellaId}/delivery/rates`)).data).toEqual({ minFreeDeliveryValue: 80, perKm: null, surcharges: [], rainMode: false, rainSurcharge: 0 });
    const res = await putRates({ perKm: -1, surcharges: [{ label: '', weekdays: [], from: '18:00', to: '18:00', amount: 0 } as never], rainMode: true, rainSurcharge: 0 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      perKm: [DELIVERY_RATES_MESSAGES.perKmRange],
      'surcharges.0.label': [DELIVERY_RATES_MESSAGES.label],
      'surcharges.0.weekdays': [DELIVERY_RATES_MESSAGES.weekdays],
      'surcharges.0.to': [DELIVERY_RATES_MESSAGES.sameTimes],
      'surcharges.0.amount': [DELIVERY_RATES_MESSAGES.amount],
      rainSurcharge: [DELIVERY_RATES_MESSAGES.rainSurchargeRequired],
    });
  });

  it('per km needs the store’s pin; a body that leaves a field out is refused, not a wipe', async () => {
    await db.handle.query('UPDATE stores SET latitude = NULL, longitude = NULL WHERE id = $1', [bellaId]);
    try {
      const res = await putRates({ perKm: 1.2 });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ perKm: [DELIVERY_RATES_MESSAGES.perKmNeedsLocation] });
    } finally {
      await db.handle.query('UPDATE stores SET latitude = -23.5558, longitude = -46.6586 WHERE id = $1', [bellaId]);
    }
    const partial = await asManager('PUT', `/api/stores/${bellaId}/delivery/rates`, { rainMode: true, rainSurcharge: 2 });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(json(partial).errors).sort()).toEqual(['minFreeDeliveryValue', 'perKm', 'surcharges']);
  });

  it('the storefront’s store data carries them (the browser quote reads the same rules)', async () => {
    expect((await putRates({ minFreeDeliveryValue: 120, rainMode: true, rainSurcharge: 2.5 })).statusCode).toBe(200);
    const store = json<{ data: StorePublic }>(await app.inject({ url: `/api/stores/${SLUG}` })).data;
    expect(store.minFreeDeliveryValue).toBe(120);
    expect(store.deliveryRates).toEqual({ perKm: null, surcharges: [], rainMode: true, rainSurcharge: 2.5 });
    const activity = json(await asManager('GET', `/api/stores/${bellaId}/activity`)).data.map((e: { summary: string }) => e.summary);
    expect(activity).toContain('Taxas de entrega alteradas');
  });
});

describe('an order’s delivery fee at checkout follows the zones and rates', () => {
  it('a polygon zone’s fee plus the rain surcharge, as POST /delivery-quote showed it', async () => {
    now = FRIDAY_EVENING;
    const polygon = await createZone({ kind: 'polygon', name: 'Paulista desenhada', fee: 3.5, polygon: PAULISTA_SQUARE });
    expect((await putRates({ rainMode: true, rainSurcharge: 3 })).statusCode).toBe(200);

    const quote = await app.inject({ method: 'POST', url: `/api/stores/${SLUG}/delivery-quote`, payload: { address: { ...BELA_VISTA, number: '77' }, subtotal: 40 } });
    expect(json(quote).data).toMatchObject({ zone: 'Paulista desenhada', zone_kind: 'polygon', delivery_fee: 6.5, base_fee: 6.5, surcharges: [{ label: 'Modo chuva', amount: 3 }] });

    const products = await productsOf(app, SLUG);
    const { product, selection } = withSelection(products[0]!);
    const unit = priceSelection(product, selection).unitTotalCents;
    const quantity = Math.max(1, Math.ceil(3000 / unit));
    expect(unit * quantity).toBeLessThan(8000);
    const body = { ...PICKUP_CASH([{ product_id: product.id, quantity, selected_options: selection }]), order_type: 'delivery', address: { ...BELA_VISTA, number: '77' } };
    const res = await placeOrder(app, SLUG, body);
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.delivery_fee).toBe(6.5);
    expect(order.total).toBeCloseTo(order.subtotal + 6.5, 2);

    // Rain stops: the next order pays the polygon's fee only.
    expect((await putRates({})).statusCode).toBe(200);
    const dry = json<{ data: Order }>(await placeOrder(app, SLUG, body)).data;
    expect(dry.delivery_fee).toBe(3.5);
    expect((await asManager('DELETE', `${zonesUrl()}/${polygon.id}`)).statusCode).toBe(204);
  });
});
