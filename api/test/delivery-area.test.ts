import type { FastifyInstance } from 'fastify';
import { isOpenAt, priceSelection, type Order, type OpeningHours } from '@comanda/shared/domain';
import { DEMO_DELIVERY_ADDRESSES } from '../src/db/seed/demo-delivery-addresses';
import { DEMO_STORES } from '../src/db/seed/demo-stores';
import { startFakeProviders, type FakeProviders } from '../test-support/fake-providers';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let fake: FakeProviders;
let app: FastifyInstance;
/** The CEP directory answers, the geocoder does not (no internet for it). */
let noGeocoder: FastifyInstance;
/** A Tuesday 20:00 in São Paulo. */
const TUESDAY_EVENING = new Date('2026-11-24T20:00:00-03:00');
let now = TUESDAY_EVENING;

beforeAll(async () => {
  db = await openTestDb();
  fake = await startFakeProviders();
  const providers = { cepProviderUrl: fake.cepUrl, geocoderUrl: fake.geocoderUrl, providerTimeoutMs: 5000 };
  app = await buildTestApp(db.handle, providers, capturingMailer(), { now: () => now });
  noGeocoder = await buildTestApp(db.handle, { ...providers, geocoderUrl: 'http://127.0.0.1:9/nominatim' }, capturingMailer(), { now: () => now });
});
afterAll(async () => {
  await app.close();
  await noGeocoder.close();
  await fake.close();
  await db.close();
});

type Address = typeof BELA_VISTA;

const MANAUS: Address = { ...BELA_VISTA, cep: '69005-040', address: 'Avenida Eduardo Ribeiro', number: '520', district: 'Centro', city: 'Manaus', state: 'AM', latitude: null as never, longitude: null as never };
/** Ipanema, next to Burger House: what a forger would send to be let in. */
const IPANEMA_POINT = { latitude: -22.9842, longitude: -43.2006 };

/** A delivery of `quantity` of the store's first product (with its initial choices), for `address`. */
async function deliveryTo(slug: string, address: Record<string, unknown>, minimumCents = 0) {
  const products = await productsOf(app, slug);
  const { product, selection } = withSelection(products[0]!);
  const unit = priceSelection(product, selection).unitTotalCents;
  const quantity = Math.max(1, Math.ceil(minimumCents / unit));
  return { ...PICKUP_CASH([{ product_id: product.id, quantity, selected_options: selection }]), order_type: 'delivery', address };
}

const errorsOf = async (target: FastifyInstance, slug: string, body: unknown) => {
  const res = await placeOrder(target, slug, body);
  expect(res.statusCode).toBe(422);
  return json(res).errors as Record<string, string[]>;
};

describe('the server places the delivery address', () => {
  it('refuses a Manaus address at a 6 km store, without coordinates and with forged ones', async () => {
    for (const slug of ['sabor-sobre-rodas', 'burger-house']) {
      const bare = await errorsOf(app, slug, await deliveryTo(slug, { ...MANAUS, latitude: null, longitude: null }, 6000));
      expect(bare['address.location']?.[0]).toMatch(/^Endereço fora da área de entrega \(\d[\d.,]* km; entregamos até 6 km\)\.$/);
      const forged = await errorsOf(app, slug, await deliveryTo(slug, { ...MANAUS, ...IPANEMA_POINT }, 6000));
      expect(forged['address.location']?.[0]).toMatch(/fora da área de entrega/);
    }
  });

  it('refuses a Rio "Bela Vista" at the São Paulo store priced by bairro', async () => {
    // A city-wide Rio CEP: the typed district stands, but in Rio de Janeiro, not São Paulo.
    const rio = { ...BELA_VISTA, cep: '20999-000', address: 'Rua Qualquer', city: 'Rio de Janeiro', state: 'RJ', latitude: null, longitude: null };
    const errors = await errorsOf(app, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', rio, 8000));
    expect(errors['address.district']).toEqual(['Não entregamos no bairro Bela Vista (Rio de Janeiro/RJ).']);
    // A Rio CEP sent as São Paulo: the CEP's city decides.
    const lying = { ...BELA_VISTA, cep: '22041-001', address: 'Avenida Nossa Senhora de Copacabana' };
    const mismatch = await errorsOf(app, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', lying, 8000));
    expect(mismatch['address.city']).toEqual(['O CEP 22041-001 é de Rio de Janeiro/RJ. Confira a cidade, o estado e o CEP.']);
  });

  it('refuses an unknown CEP', async () => {
    const errors = await errorsOf(app, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', { ...BELA_VISTA, cep: '00000-001' }, 8000));
    expect(errors['address.cep']).toEqual(['CEP não encontrado. Confira o CEP do endereço de entrega.']);
  });

  it("ignores the client's coordinates: the order keeps the server's district, city and point", async () => {
    now = TUESDAY_EVENING;
    const forged = { ...BELA_VISTA, district: 'Jardins', latitude: -22.9842, longitude: -43.2006 };
    const res = await placeOrder(app, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', forged, 8000));
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order.address).toMatchObject({ district: 'Bela Vista', city: 'São Paulo', state: 'SP', latitude: -23.5613, longitude: -46.6565 });
  });

  it('geocoder down: the store priced by bairro still takes the order, the store priced by distance refuses clearly', async () => {
    now = TUESDAY_EVENING;
    const offline = { ...BELA_VISTA, number: '77', latitude: null, longitude: null };
    const taken = await placeOrder(noGeocoder, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', offline, 8000));
    expect(taken.statusCode).toBe(201);
    expect(json<{ data: Order }>(taken).data.address).toMatchObject({ district: 'Bela Vista', latitude: null, longitude: null });

    const ipanema = { ...DEMO_DELIVERY_ADDRESSES['burger-house']!, number: '78', complement: null, reference: null, ...IPANEMA_POINT };
    const errors = await errorsOf(noGeocoder, 'burger-house', await deliveryTo('burger-house', ipanema, 6000));
    expect(errors['address.location']).toEqual(['Não foi possível localizar o endereço para calcular a entrega. Confira o CEP e o número.']);
  });

  it('caches what the providers answered: the same address asks them once', async () => {
    now = TUESDAY_EVENING;
    const address = { ...BELA_VISTA, number: '1234' };
    const before = fake.calls.length;
    for (let i = 0; i < 2; i++) expect((await placeOrder(app, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', address, 8000))).statusCode).toBe(201);
    expect(fake.calls.slice(before).filter((c) => c.provider === 'geocoder')).toHaveLength(1);
    // Another API node (same database, empty memory) reuses the stored answers.
    const other = await buildTestApp(db.handle, { cepProviderUrl: 'http://127.0.0.1:9/ws', geocoderUrl: 'http://127.0.0.1:9/nominatim' }, capturingMailer(), { now: () => now });
    try {
      const res = await placeOrder(other, 'pizzaria-bella-napoli', await deliveryTo('pizzaria-bella-napoli', address, 8000));
      expect(res.statusCode).toBe(201);
      expect(json<{ data: Order }>(res).data.address).toMatchObject({ latitude: -23.5613, longitude: -46.6565 });
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/stores/:slug/delivery-quote', () => {
  it('answers the fee, zone, time and minimum the order is charged', async () => {
    now = TUESDAY_EVENING;
    const res = await app.inject({ method: 'POST', url: '/api/stores/pizzaria-bella-napoli/delivery-quote', payload: { address: { ...BELA_VISTA, number: '90' }, subtotal: 40 } });
    expect(res.statusCode).toBe(200);
    const quote = json(res).data;
    expect(quote).toMatchObject({ zone: 'Centro expandido', delivery_fee: 5, base_fee: 5, free_delivery: false, estimated_time: '30-45 minutos', address: { district: 'Bela Vista', city: 'São Paulo', state: 'SP' } });
    const body = await deliveryTo('pizzaria-bella-napoli', { ...BELA_VISTA, number: '90' }, quote.min_order * 100);
    const order = json<{ data: Order }>(await placeOrder(app, 'pizzaria-bella-napoli', body)).data;
    const free = order.subtotal >= 50;
    expect(order.delivery_fee).toBe(free ? 0 : quote.delivery_fee);
    expect(order.estimated_time).toBe(quote.estimated_time);
  });

  it('answers a refusal as the order would be refused', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/stores/burger-house/delivery-quote', payload: { address: MANAUS } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['address.location'][0]).toMatch(/fora da área de entrega/);
    const invalid = await app.inject({ method: 'POST', url: '/api/stores/burger-house/delivery-quote', payload: { address: { ...MANAUS, cep: '123' } } });
    expect(invalid.statusCode).toBe(422);
    expect(json(invalid).errors['address.cep']).toBeDefined();
  });
});

describe('every demo store takes a delivery order offline (fake providers)', () => {
  /** The first hour from Tuesday evening on at which the store is open. */
  const openMoment = (hours: OpeningHours | null | undefined): Date => {
    for (let h = 0; h < 24 * 7; h++) {
      const t = new Date(TUESDAY_EVENING.getTime() + h * 3600_000);
      if (isOpenAt(hours, t)) return t;
    }
    return TUESDAY_EVENING;
  };

  // The branch that is closed on purpose (README) takes no order at any hour; the empty store has nothing to sell.
  const neverOpen = (hours: OpeningHours | null | undefined) => !isOpenAt(hours, openMoment(hours));
  const active = DEMO_STORES.filter((s) => s.isActive !== false && !s.empty && !neverOpen(s.openingHours));
  it.each(active.map((s) => s.slug))('%s', async (slug) => {
    const demo = DEMO_DELIVERY_ADDRESSES[slug];
    expect(demo).toBeDefined();
    const store = json(await app.inject({ method: 'GET', url: `/api/stores/${slug}` })).data;
    now = openMoment(store.openingHours);
    const address = { ...demo!, complement: null, reference: null, latitude: null, longitude: null };
    const quote = await app.inject({ method: 'POST', url: `/api/stores/${slug}/delivery-quote`, payload: { address } });
    expect(quote.statusCode).toBe(200);
    const res = await placeOrder(app, slug, await deliveryTo(slug, address, json(quote).data.min_order * 100));
    expect(res.statusCode).toBe(201);
    expect(json<{ data: Order }>(res).data.order_type).toBe('delivery');
  });
});
