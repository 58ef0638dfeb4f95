import type { FastifyInstance } from 'fastify';
import { DISCOVERY_MESSAGES, type DiscoveryResponse } from '@comanda/shared/domain';
import { startFakeProviders, type FakeProviders } from '../test-support/fake-providers';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA } from './helpers/orders';

let db: TestDb;
let fake: FakeProviders;
let app: FastifyInstance;
/** A Tuesday 20:00 in São Paulo. */
const NOW = new Date('2026-11-24T20:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  fake = await startFakeProviders();
  app = await buildTestApp(db.handle, { cepProviderUrl: fake.cepUrl, geocoderUrl: fake.geocoderUrl, providerTimeoutMs: 5000 }, capturingMailer(), { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await db.close();
});

const discover = async (query: string, token?: string) => app.inject({ url: `/api/stores/discover${query}`, headers: token ? bearer(token) : {} });
const found = async (query: string, token?: string) => {
  const res = await discover(query, token);
  expect(res.statusCode).toBe(200);
  return json<DiscoveryResponse>(res);
};

type Address = { cep: string; address: string; number: string; complement: string | null; district: string; city: string; state: string; reference: string | null };

const FARIA_LIMA: Address = { cep: '04538-133', address: 'Avenida Brigadeiro Faria Lima', number: '3477', complement: null, district: 'Itaim Bibi', city: 'São Paulo', state: 'SP', reference: null };
const PAULISTA: Address = { ...BELA_VISTA, latitude: undefined, longitude: undefined } as unknown as Address;

/** Each row's delivery is what the checkout's own quote says for the same address: same fee and time, or a refusal. */
async function expectSameAsCheckout(result: DiscoveryResponse, address: Address) {
  expect(result.data.length).toBeGreaterThan(0);
  for (const row of result.data) {
    const quote = await app.inject({ method: 'POST', url: `/api/stores/${row.slug}/delivery-quote`, payload: { address } });
    if (row.delivery) {
      expect({ slug: row.slug, status: quote.statusCode }).toEqual({ slug: row.slug, status: 200 });
      const data = json(quote).data;
      expect({ slug: row.slug, fee: row.delivery.fee, time: row.delivery.estimated_time, zone: row.delivery.zone, min: row.delivery.min_order }).toEqual({
        slug: row.slug,
        fee: data.delivery_fee,
        time: data.estimated_time,
        zone: data.zone,
        min: data.min_order,
      });
    } else {
      expect({ slug: row.slug, status: quote.statusCode }).toEqual({ slug: row.slug, status: 422 });
      expect(Object.values(json(quote).errors as Record<string, string[]>).flat()).toContain(row.delivery_refusal);
    }
  }
}

describe('GET /api/stores/discover', () => {
  it('by CEP: the stores around Av. Paulista with the fee and time the checkout charges there, open and delivering first, nearest first', async () => {
    const result = await found('?cep=01310-100&per_page=50');
    expect(result.address).toEqual({ cep: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP', located: true });
    const slugs = result.data.map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['pizzaria-bella-napoli', 'pastelaria-do-japa', 'bar-do-ze', 'bella-napoli-moema']));
    // Not other cities' stores, nor the inactive branch.
    expect(slugs).not.toContain('burger-house');
    expect(slugs).not.toContain('bella-napoli-centro');
    // A store still being set up (no product yet) is not offered.
    expect(slugs).not.toContain('nova-loja');
    const bella = result.data.find((row) => row.slug === 'pizzaria-bella-napoli')!;
    expect(bella).toMatchObject({
      name: 'Pizzaria Bella Napoli',
      business_type: { slug: 'pizzaria', name: 'Pizzaria' },
      city: 'São Paulo',
      is_open: true,
      status_text: 'Aberta agora',
      delivery: { fee: 5, free: false, estimated_time: '30-45 minutos', eta: { min: 30, max: 45 }, zone: 'Centro expandido' },
    });
    expect(bella.distance_km).toBeCloseTo(0.6, 1);
    // The closed branch comes after every open store that delivers.
    const moema = slugs.indexOf('bella-napoli-moema');
    expect(result.data.slice(0, moema).every((row) => row.is_open && row.delivery)).toBe(true);
    expect(result.data[moema]).toMatchObject({ is_open: false, status_text: 'Fechada' });
    const openDelivering = result.data.filter((row) => row.is_open && row.delivery).map((row) => row.distance_km ?? Infinity);
    expect(openDelivering).toEqual([...openDelivering].sort((a, b) => a - b));
    await expectSameAsCheckout(result, PAULISTA);
  });

  it('a store that does not deliver there says why, and "delivers" leaves it out; the fees still match the checkout (Itaim Bibi)', async () => {
    const all = await found('?cep=04538133&per_page=50');
    await expectSameAsCheckout(all, FARIA_LIMA);
    const bella = all.data.find((row) => row.slug === 'pizzaria-bella-napoli')!;
    expect(bella.delivery).toMatchObject({ fee: 9.9, zone: 'Pinheiros e Itaim', estimated_time: '45-60 minutos' });
    const refused = all.data.filter((row) => row.delivery === null);
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) expect(row.delivery_refusal).toEqual(expect.any(String));
    const delivering = await found('?cep=04538133&delivers=1&per_page=50');
    expect(delivering.data.map((row) => row.slug).sort()).toEqual(all.data.filter((row) => row.delivery).map((row) => row.slug).sort());
    expect(delivering.meta.total).toBe(all.meta.total - refused.length);
  });

  it('open_now uses the storefront’s hours: a store opening later says when and is left out', async () => {
    const [pastelaria] = await db.handle.query<{ id: number; opening_hours: unknown }>(`SELECT id, opening_hours FROM stores WHERE slug = 'pastelaria-do-japa'`);
    await db.handle.query(`UPDATE stores SET opening_hours = $2 WHERE id = $1`, [pastelaria!.id, JSON.stringify({ tuesday: ['21:00-23:00'], wednesday: ['21:00-23:00'] })]);
    try {
      const all = await found('?cep=01310100&per_page=50');
      expect(all.data.find((row) => row.slug === 'pastelaria-do-japa')).toMatchObject({ is_open: false, status_text: 'Fechada · abre hoje às 21:00', opens_at: '2026-11-25T00:00:00.000Z' });
      const open = await found('?cep=01310100&open_now=1&per_page=50');
      expect(open.data.every((row) => row.is_open)).toBe(true);
      expect(open.data.map((row) => row.slug)).not.toContain('pastelaria-do-japa');
      expect(open.data.map((row) => row.slug)).not.toContain('bella-napoli-moema');
      expect(open.meta.total).toBe(all.meta.total - 2);
    } finally {
      await db.handle.query(`UPDATE stores SET opening_hours = $2 WHERE id = $1`, [pastelaria!.id, JSON.stringify(pastelaria!.opening_hours)]);
    }
  });

  it('by city (with or without accents and UF) and by business type; no address, no delivery facts', async () => {
    const sp = await found('?city=sao paulo&per_page=50');
    expect(sp.address).toBeNull();
    expect(sp.data.map((row) => row.slug)).toEqual(expect.arrayContaining(['pizzaria-bella-napoli', 'bar-do-ze', 'pastelaria-do-japa']));
    expect(sp.data.every((row) => row.city === 'São Paulo' && row.delivery === null && row.distance_km === null)).toBe(true);
    expect((await found('?city=Campinas&uf=sp')).data.map((row) => row.slug)).toEqual(['cafe-grao-nobre']);
    expect((await found('?city=Campinas&uf=RJ')).data).toEqual([]);
    const pizzerias = await found('?cep=01310100&business_type=pizzaria');
    expect(pizzerias.data.map((row) => row.slug)).toEqual(['pizzaria-bella-napoli', 'bella-napoli-moema']);
  });

  it('shows the average of the store’s visible reviews', async () => {
    const [bella] = await db.handle.query<{ id: number }>(`SELECT id FROM stores WHERE slug = 'pizzaria-bella-napoli'`);
    const orderIds = await db.handle.query<{ id: number }>(`SELECT id FROM orders WHERE store_id = $1 ORDER BY id LIMIT 3`, [bella!.id]);
    expect(orderIds.length).toBe(3);
    const ratings = [5, 4, 1];
    for (const [i, order] of orderIds.entries()) {
      await db.handle.query(`INSERT INTO order_reviews (order_id, store_id, food_rating, reported_at) VALUES ($1, $2, $3, $4)`, [order.id, bella!.id, ratings[i], i === 2 ? NOW : null]);
    }
    const row = (await found('?cep=01310100&business_type=pizzaria')).data.find((r) => r.slug === 'pizzaria-bella-napoli')!;
    // The reported review (1 star) does not count.
    expect(row.rating).toEqual({ average: 4.5, count: 2 });
    expect((await found('?cep=01310100&business_type=pizzaria')).data.find((r) => r.slug === 'bella-napoli-moema')!.rating).toBeNull();
  });

  it('a signed-in customer searches from a saved address: the checkout’s fee for it; another customer’s address or a guest is refused', async () => {
    const joao = await loginAs(app, 'joao@cliente.com.br');
    const [address] = json(await app.inject({ url: '/api/customer/addresses', headers: bearer(joao) })).data as (Address & { id: number })[];
    const mine = await found(`?address_id=${address!.id}&per_page=50`, joao);
    expect(mine.address).toMatchObject({ district: 'Itaim Bibi', city: 'São Paulo', state: 'SP', located: true });
    const { id: _id, ...typed } = address!;
    await expectSameAsCheckout(mine, { cep: typed.cep, address: typed.address, number: typed.number, complement: typed.complement, district: typed.district, city: typed.city, state: typed.state, reference: typed.reference });

    const other = await loginAs(app, 'cliente@comanda.app');
    const refused = await discover(`?address_id=${address!.id}`, other);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual({ address_id: [DISCOVERY_MESSAGES.addressUnknown] });
    expect(refused.body).not.toContain('Faria Lima');
    const guest = await discover(`?address_id=${address!.id}`);
    expect(guest.statusCode).toBe(422);
    expect(json(guest).errors).toEqual({ address_id: [DISCOVERY_MESSAGES.addressNeedsSignIn] });
  });

  it('a node keeps the stores it has read, yet any write to a store, its zones or its business type shows on the next search', async () => {
    const bellaOf = async () => (await found('?cep=01310-100&per_page=50')).data.find((row) => row.slug === 'pizzaria-bella-napoli')!;
    const before = await bellaOf();
    const [zone] = await db.handle.query<{ id: number; fee_cents: number }>(
      "SELECT z.id, z.fee_cents FROM delivery_zones z JOIN stores s ON s.id = z.store_id WHERE s.slug = 'pizzaria-bella-napoli' AND z.name = $1",
      [before.delivery!.zone],
    );
    // Raw writes that do not set updated_at themselves, as any code path or operator could.
    await db.handle.query('UPDATE delivery_zones SET fee_cents = fee_cents + 150 WHERE id = $1', [zone!.id]);
    expect((await bellaOf()).delivery!.fee).toBeCloseTo(zone!.fee_cents / 100 + 1.5, 2);
    await db.handle.query("UPDATE stores SET name = 'Pizzaria Bella Napoli Paulista' WHERE slug = 'pizzaria-bella-napoli'");
    await db.handle.query("UPDATE business_types SET name = 'Pizzarias' WHERE slug = 'pizzaria'");
    expect(await bellaOf()).toMatchObject({ name: 'Pizzaria Bella Napoli Paulista', business_type: { slug: 'pizzaria', name: 'Pizzarias' } });
    await db.handle.query("UPDATE stores SET name = 'Pizzaria Bella Napoli' WHERE slug = 'pizzaria-bella-napoli'");
    await db.handle.query("UPDATE business_types SET name = 'Pizzaria' WHERE slug = 'pizzaria'");
    await db.handle.query('UPDATE delivery_zones SET fee_cents = $2 WHERE id = $1', [zone!.id, zone!.fee_cents]);
    expect(await bellaOf()).toEqual(before);
  });

  it('pages the results with a cap on the page size', async () => {
    const all = await found('?cep=01310100&per_page=50');
    const second = await found('?cep=01310100&per_page=2&page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: all.meta.total, last_page: Math.ceil(all.meta.total / 2) });
    expect(second.data.map((row) => row.slug)).toEqual(all.data.slice(2, 4).map((row) => row.slug));
    expect((await found('?cep=01310100')).meta.per_page).toBe(12);
  });

  it('bad input is a 422 in Portuguese; a CEP service that is down is a 503', async () => {
    const errorsOf = async (query: string) => {
      const res = await discover(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
      return json(res).errors;
    };
    expect(await errorsOf('?cep=0131')).toEqual({ cep: [DISCOVERY_MESSAGES.cepInvalid] });
    expect(await errorsOf('?cep=00000000')).toEqual({ cep: [DISCOVERY_MESSAGES.cepNotFound] });
    expect(await errorsOf('?cep=01310100&business_type=padaria-lunar')).toEqual({ business_type: [DISCOVERY_MESSAGES.businessTypeUnknown] });
    expect(await errorsOf('?per_page=1000')).toEqual({ per_page: [DISCOVERY_MESSAGES.perPage] });
    expect(await errorsOf('?city=Campinas&delivers=1')).toEqual({ delivers: [DISCOVERY_MESSAGES.deliversNeedsAddress] });
    expect(await errorsOf('?cep=01310100&address_id=1')).toEqual({ address_id: [DISCOVERY_MESSAGES.oneLocation] });
    expect(await errorsOf('?page=abc&open_now=talvez')).toEqual({ page: [DISCOVERY_MESSAGES.page], open_now: ['Use true ou false.'] });
    expect(await errorsOf('?address_id=abc&delivers=1&delivers=1')).toEqual({ address_id: [DISCOVERY_MESSAGES.addressUnknown], delivers: ['Use true ou false.'] });
    // A repeated text key is no text: the search runs without it.
    expect((await discover('?city=Campinas&city=Recife')).statusCode).toBe(200);
    const down = await discover('?cep=99999999');
    expect(down.statusCode).toBe(503);
    expect(json(down).message).toBe(DISCOVERY_MESSAGES.cepUnavailable);
  });
});
