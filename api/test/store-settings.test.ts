import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

// São Paulo is UTC-3 all year. 2026-11-27 is a Friday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const SLUG = 'burger-house';
const OWNER = 'dono@burgerhouse.com.br';

let db: TestDb;
let app: FastifyInstance;
let clock = sp('2026-11-27T20:00');
let owner: string;
let order: Record<string, unknown>;

const WEEK = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: ['18:00-02:00'], saturday: ['11:00-15:00', '18:00-23:30'], sunday: [] };

const SETTINGS = {
  openingHours: WEEK,
  holidays: [{ date: '2026-12-25', ranges: [] }],
  orderTypes: ['pickup', 'dine_in'],
  paymentMethods: ['pix', 'cash'],
  pixKeyType: 'cnpj',
  pixKey: '12.abc.345/01de-35',
  minOrderValue: 15,
  deliveryTime: '40-50 minutos',
  productDisplayStyle: 'list',
  productsPerPage: 24,
  quantityLimits: { optionCopies: 5, lineQuantity: 20, orderUnits: 200 },
};

const settingsUrl = `/api/stores/${SLUG}/settings`;
const put = (body: unknown, token = owner) => app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(token), payload: body as Record<string, unknown> });
const publicStore = async () => json(await app.inject({ url: `/api/stores/${SLUG}` })).data;
const order2 = (overrides: Record<string, unknown> = {}) => placeOrder(app, SLUG, { ...PICKUP_CASH([order]), ...overrides });

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => clock });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  owner = await loginAs(app, OWNER);
  const { product, selection } = withSelection((await productsOf(app, SLUG)).find((p) => Number(p.price ?? 0) >= 20)!);
  order = { product_id: product.id, quantity: 1, selected_options: selection };
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('store settings', () => {
  it('reads the demo settings: every method, the e-mail PIX key with its type inferred, open now; an attendant is refused', async () => {
    const res = await app.inject({ url: settingsUrl, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ pixKeyType: 'email', paymentMethods: ['pix', 'credit_card', 'debit_card', 'cash'], pause: null, status: { open: true, paused: false } });
    expect((await app.inject({ url: settingsUrl, headers: bearer(await loginAs(app, 'atendente@burgerhouse.com.br')) })).statusCode).toBe(403);
  });

  it('refuses bad settings with Portuguese field errors and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ pixKeyType: 'cpf', pixKey: '529.982.247-24' }, 'pixKey', /CPF com dígitos verificadores incorretos/],
      [{ pixKeyType: 'cnpj', pixKey: '12.ABC.345/01DE-36' }, 'pixKey', /CNPJ/],
      [{ pixKey: null }, 'pixKey', /Informe a chave PIX/],
      [{ openingHours: { ...WEEK, monday: ['10:00-15:00', '14:00-18:00'] } }, 'openingHours.monday', /se sobrepõem/],
      [{ openingHours: { ...WEEK, monday: ['25:00-26:00'] } }, 'openingHours.monday.0', /HH:MM-HH:MM/],
      [{ holidays: [{ date: '2026-02-30', ranges: [] }] }, 'holidays.0.date', /Data inválida/],
      [{ orderTypes: [] }, 'orderTypes', /ao menos um tipo/],
      [{ quantityLimits: { optionCopies: 50, lineQuantity: null, orderUnits: null } }, 'quantityLimits.optionCopies', /No máximo 20/],
    ];
    for (const [patch, field, message] of cases) {
      const res = await put({ ...SETTINGS, ...patch });
      expect({ patch, status: res.statusCode }).toEqual({ patch, status: 422 });
      expect({ patch, error: json(res).errors[field]?.[0] ?? json(res).errors }).toEqual({ patch, error: expect.stringMatching(message) });
    }
    expect((await publicStore()).productsPerPage).not.toBe(24);
  });

  it('saves the settings: the storefront and the order path follow them, the PIX code carries the stored key, the log records who', async () => {
    const res = await put(SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ pixKey: '12ABC34501DE35', pixKeyType: 'cnpj', quantityLimits: { optionCopies: 5, lineQuantity: 20, orderUnits: null } });

    const store = await publicStore();
    expect(store).toMatchObject({ orderTypes: ['pickup', 'dine_in'], paymentMethods: ['pix', 'cash'], productDisplayStyle: 'list', productsPerPage: 24, minOrderValue: 15 });
    expect(store.quantityLimits).toEqual({ optionCopies: 5, lineQuantity: 20, orderUnits: 200 });

    expect(json(await order2({ payment: { method: 'credit_card' } })).errors['payment.method']).toBeDefined();
    const delivery = await order2({ order_type: 'delivery', address: BELA_VISTA });
    expect(json(delivery).errors.order_type).toBeDefined();
    const pix = await order2({ payment: { method: 'pix' } });
    expect(pix.statusCode).toBe(201);
    expect(json(pix).data.payment.pix_code).toContain('011412ABC34501DE35');

    const log = json(await app.inject({ url: `/api/stores/${SLUG}/activity`, headers: bearer(owner) }));
    const [settings, hours] = log.data;
    expect(hours).toMatchObject({ entity: 'hours', actor: { name: expect.any(String) }, summary: 'Horários de funcionamento alterados' });
    expect(hours.changes.openingHours.to.friday).toEqual(['18:00-02:00']);
    expect(settings).toMatchObject({ entity: 'settings', changes: { pixKey: { to: '12ABC34501DE35' }, productsPerPage: { to: 24 } } });
    const onlyHours = json(await app.inject({ url: `/api/stores/${SLUG}/activity?entity=hours`, headers: bearer(owner) }));
    expect(onlyHours.data.map((e: { entity: string }) => e.entity)).toEqual(['hours']);
    expect(onlyHours.meta).toMatchObject({ current_page: 1, total: 1 });
    expect((await app.inject({ url: `/api/stores/${SLUG}/activity?entity=pedido`, headers: bearer(owner) })).statusCode).toBe(422);
  });

  it('hours past midnight belong to the day they start; a holiday closes its date; a closed store says when it opens', async () => {
    clock = sp('2026-11-28T01:00');
    expect((await publicStore()).isOpen).toBe(true);
    expect((await order2()).statusCode).toBe(201);

    clock = sp('2026-11-28T02:30');
    const closed = await publicStore();
    expect(closed).toMatchObject({ isOpen: false, opensAt: sp('2026-11-28T11:00').toISOString() });
    expect(json(await order2()).errors.store).toBeDefined();

    clock = sp('2026-12-25T19:00'); // a Friday, and the holiday
    expect((await publicStore()).isOpen).toBe(false);
    clock = sp('2026-11-27T20:00');
  });

  it('pausing orders refuses them with the message until the pause ends; resuming is one call', async () => {
    const paused = await app.inject({ method: 'POST', url: `${settingsUrl}/pause`, headers: bearer(owner), payload: { mode: '30min', message: 'cozinha cheia' } });
    expect(paused.statusCode).toBe(200);
    expect(json(paused).data.status).toMatchObject({ paused: true, message: 'Pedidos pausados: cozinha cheia · voltamos às 20:30' });
    expect((await publicStore()).ordersPaused).toMatchObject({ text: 'Pedidos pausados: cozinha cheia · voltamos às 20:30', message: 'cozinha cheia' });
    const refused = await order2();
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe('Pedidos pausados: cozinha cheia · voltamos às 20:30');

    clock = sp('2026-11-27T20:31');
    expect((await publicStore()).ordersPaused).toBeNull();
    expect((await order2()).statusCode).toBe(201);

    // Until tomorrow = the first opening of the next day (Saturday 11:00); until I reopen has no end.
    const tomorrow = await app.inject({ method: 'POST', url: `${settingsUrl}/pause`, headers: bearer(owner), payload: { mode: 'tomorrow' } });
    expect(json(tomorrow).data.pause.until).toBe(sp('2026-11-28T11:00').toISOString());
    await app.inject({ method: 'POST', url: `${settingsUrl}/pause`, headers: bearer(owner), payload: { mode: 'manual', message: null } });
    clock = sp('2026-11-28T12:00');
    expect((await publicStore()).ordersPaused).toEqual({ text: 'Pedidos pausados', message: null, reopensAt: null });
    const resumed = await app.inject({ method: 'DELETE', url: `${settingsUrl}/pause`, headers: bearer(owner) });
    expect(json(resumed).data).toMatchObject({ pause: null, status: { open: true, paused: false } });
    expect((await publicStore()).isOpen).toBe(true);

    const entries = json(await app.inject({ url: `/api/stores/${SLUG}/activity?entity=settings`, headers: bearer(owner) })).data;
    expect(entries.slice(0, 4).map((e: { summary: string }) => e.summary)).toEqual(['Pedidos retomados', 'Pedidos pausados até reabrir', 'Pedidos pausados até 28/11/2026, 11:00', expect.stringMatching(/^Pedidos pausados até 27\/11\/2026/)]);
    expect((await app.inject({ method: 'POST', url: `${settingsUrl}/pause`, headers: bearer(owner), payload: { mode: 'sempre' } })).statusCode).toBe(422);
  });

  it('"até amanhã" resumes at the first opening of the next day, not later today', async () => {
    clock = sp('2026-11-28T12:00'); // Saturday, in 11:00-15:00 with 18:00-23:30 still to come
    const tomorrow = await app.inject({ method: 'POST', url: `${settingsUrl}/pause`, headers: bearer(owner), payload: { mode: 'tomorrow' } });
    expect(tomorrow.statusCode).toBe(200);
    // Sunday and Monday are closed, Tuesday too: the first day with hours after Saturday is Friday 18:00.
    expect(json(tomorrow).data.pause.until).toBe(sp('2026-12-04T18:00').toISOString());
    await app.inject({ method: 'DELETE', url: `${settingsUrl}/pause`, headers: bearer(owner) });
    clock = sp('2026-11-27T20:00');
  });

  it('keeps a carousel store a carousel: offered, read back and saved as stored', async () => {
    expect((await put({ ...SETTINGS, productDisplayStyle: 'carousel' })).statusCode).toBe(200);
    const read = json(await app.inject({ url: settingsUrl, headers: bearer(owner) })).data;
    expect(read.productDisplayStyle).toBe('carousel');
    const { pause: _pause, status: _status, ...editable } = read;
    expect(json(await put({ ...editable, productsPerPage: 16 })).data.productDisplayStyle).toBe('carousel');
    expect((await publicStore()).productDisplayStyle).toBe('carousel');
    expect(json(await put({ ...SETTINGS, productDisplayStyle: 'mosaico' })).errors.productDisplayStyle).toEqual(['Escolha grade, lista ou carrossel']);
  });
});

describe('"Entrega": a new store sets its delivery fee, free-delivery value and radius', () => {
  const NEW_SLUG = 'nova-loja';
  const newUrl = `/api/stores/${NEW_SLUG}/settings`;
  const FARIA_LIMA = { ...BELA_VISTA, cep: '04538-133', address: 'Avenida Brigadeiro Faria Lima', number: '3500', district: 'Itaim Bibi', latitude: null, longitude: null };
  let newOwner: string;
  let productId: number;

  const quote = async (subtotal: number, address: Record<string, unknown> = { ...BELA_VISTA, number: '90' }) =>
    app.inject({ method: 'POST', url: `/api/stores/${NEW_SLUG}/delivery-quote`, payload: { address, subtotal } });
  const deliver = (quantity: number) =>
    placeOrder(app, NEW_SLUG, { ...PICKUP_CASH([{ product_id: productId, quantity, selected_options: null }]), order_type: 'delivery', address: { ...BELA_VISTA, number: '90' } });

  beforeAll(async () => {
    clock = sp('2026-11-27T20:00'); // the new store is open round the clock
    newOwner = await loginAs(app, 'dono@novaloja.com.br');
    const storeId = json(await app.inject({ url: `/api/stores/${NEW_SLUG}` })).data.id;
    const created = await app.inject({ method: 'POST', url: `/api/stores/${storeId}/catalog/products`, headers: bearer(newOwner), payload: { name: 'X-Salada', price: 20, is_active: true, category_id: null } });
    expect(created.statusCode).toBe(201);
    productId = json(created).data.id;
  });

  it('saves them (reais and km on the wire): the quote and the next order charge what was saved, the log records the change', async () => {
    const { pause: _pause, status: _status, ...current } = json(await app.inject({ url: newUrl, headers: bearer(newOwner) })).data;
    expect(current).toMatchObject({ deliveryFee: 5, minFreeDeliveryValue: null, deliveryRadiusKm: 5 });

    const refused = await app.inject({ method: 'PUT', url: newUrl, headers: bearer(newOwner), payload: { ...current, deliveryFee: -1, minFreeDeliveryValue: 0, deliveryRadiusKm: 0 } });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({
      deliveryFee: ['A taxa de entrega deve ficar entre R$ 0,00 e R$ 500,00'],
      minFreeDeliveryValue: ['O valor para entrega grátis deve ser maior que R$ 0,00 e no máximo R$ 10.000,00'],
      deliveryRadiusKm: ['O raio de entrega deve ser maior que 0 e no máximo 100 km'],
    });

    const saved = await app.inject({ method: 'PUT', url: newUrl, headers: bearer(newOwner), payload: { ...current, deliveryFee: 7.9, minFreeDeliveryValue: 60, deliveryRadiusKm: 3 } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ deliveryFee: 7.9, minFreeDeliveryValue: 60, deliveryRadiusKm: 3 });
    // Centavos in the database.
    expect(await db.handle.query('SELECT delivery_fee_cents, min_free_delivery_cents, delivery_range_max_km FROM stores WHERE slug = $1', [NEW_SLUG])).toEqual([
      { delivery_fee_cents: 790, min_free_delivery_cents: 6000, delivery_range_max_km: 3 },
    ]);
    // The storefront (its cache dropped by the write) shows them.
    expect(json(await app.inject({ url: `/api/stores/${NEW_SLUG}` })).data).toMatchObject({ deliveryFee: 7.9, minFreeDeliveryValue: 60, deliveryRange: { max: 3 } });

    expect(json(await quote(40)).data).toMatchObject({ delivery_fee: 7.9, base_fee: 7.9, free_delivery: false });
    expect(json(await quote(60)).data).toMatchObject({ delivery_fee: 0, base_fee: 7.9, free_delivery: true });
    // Faria Lima is about 4 km from the store on Avenida Paulista: outside the 3 km radius.
    const far = await quote(40, FARIA_LIMA);
    expect(far.statusCode).toBe(422);
    expect(json(far).errors['address.location'][0]).toMatch(/entregamos até 3 km/);

    const paid = json(await deliver(2)).data;
    expect(paid).toMatchObject({ subtotal: 40, delivery_fee: 7.9, total: 47.9 });
    const free = json(await deliver(3)).data;
    expect(free).toMatchObject({ subtotal: 60, delivery_fee: 0, total: 60 });

    const [entry] = json(await app.inject({ url: `/api/stores/${NEW_SLUG}/activity?entity=settings`, headers: bearer(newOwner) })).data;
    expect(entry).toMatchObject({ summary: 'Configurações da loja alteradas', changes: { deliveryFee: { from: 5, to: 7.9 }, minFreeDeliveryValue: { from: null, to: 60 }, deliveryRadiusKm: { from: 5, to: 3 } } });
  });

  it('a save that leaves them out keeps them; blank free-delivery value and radius mean never free and no limit', async () => {
    const { pause: _pause, status: _status, deliveryFee: _fee, minFreeDeliveryValue: _free, deliveryRadiusKm: _radius, ...older } = json(await app.inject({ url: newUrl, headers: bearer(newOwner) })).data;
    expect(json(await app.inject({ method: 'PUT', url: newUrl, headers: bearer(newOwner), payload: { ...older, deliveryTime: '20-30 minutos' } })).data).toMatchObject({ deliveryFee: 7.9, minFreeDeliveryValue: 60, deliveryRadiusKm: 3 });

    const cleared = await app.inject({ method: 'PUT', url: newUrl, headers: bearer(newOwner), payload: { ...older, deliveryFee: 0, minFreeDeliveryValue: null, deliveryRadiusKm: null } });
    expect(json(cleared).data).toMatchObject({ deliveryFee: 0, minFreeDeliveryValue: null, deliveryRadiusKm: null });
    expect(json(await quote(40, FARIA_LIMA)).data).toMatchObject({ delivery_fee: 0, free_delivery: false });
  });
});
