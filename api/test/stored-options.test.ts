import type { FastifyInstance } from 'fastify';
import { normalizeProductOptions, productBaseCents, type HamburgueriaOptions, type Order, type Product } from '@comanda/shared/domain';
import { backfillNormalizedOptions } from '../src/modules/catalog/stored-options';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf } from './helpers/orders';

/** Issue 9: options are normalised when written (products.normalized_options) and orders are priced from that copy. */

let db: TestDb;
let app: FastifyInstance;
let burger: Product;
let raw: HamburgueriaOptions;
const now = new Date('2026-11-24T20:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  await db.handle.exec(`UPDATE stores SET is_open = true WHERE slug = 'burger-house'`);
  burger = (await productsOf(app, 'burger-house')).find((p) => p.name === 'Classic Burger')!;
  raw = normalizeProductOptions('hamburgueria', burger.business_type_options);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const storedOf = async (id: number) =>
  (await db.handle.query<{ normalized_options: HamburgueriaOptions | null }>('SELECT normalized_options FROM products WHERE id = $1', [id]))[0]!.normalized_options;

const orderBacon = async () => {
  const res = await placeOrder(app, 'burger-house', PICKUP_CASH([{ product_id: burger.id, quantity: 1, selected_options: { selectedAddons: [{ name: 'Bacon crocante' }] } }]));
  expect(res.statusCode).toBe(201);
  return json<{ data: Order }>(res).data;
};

/** The stored copy with Bacon crocante at `cents`, written together with (unchanged) raw options. */
async function storeBaconAt(cents: number, rawOptions: unknown = burger.business_type_options) {
  const stored = { ...raw, adicionais: raw.adicionais.map((o) => (o.name === 'Bacon crocante' ? { ...o, priceCents: cents } : o)) };
  await db.handle.query('UPDATE products SET business_type_options = $2::jsonb, normalized_options = $3::jsonb WHERE id = $1', [
    burger.id,
    JSON.stringify(rawOptions),
    JSON.stringify(stored),
  ]);
}

describe('products.normalized_options', () => {
  it('the seed stores every demo product normalised for its store’s business type', async () => {
    const rows = await db.handle.query<{ slug: string; raw: unknown; normalized: unknown }>(
      `SELECT bt.slug, p.business_type_options AS raw, p.normalized_options AS normalized
       FROM products p JOIN stores s ON s.id = p.store_id JOIN business_types bt ON bt.id = s.business_type_id`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row.normalized).toEqual(JSON.parse(JSON.stringify(normalizeProductOptions(row.slug, row.raw))));
  });

  it('an order is priced from the stored normalised options, not from the raw ones', async () => {
    const bacon = raw.adicionais.find((o) => o.name === 'Bacon crocante')!;
    await storeBaconAt(bacon.priceCents + 1234);
    const order = await orderBacon();
    expect(Math.round(order.subtotal * 100)).toBe(productBaseCents(burger) + bacon.priceCents + 1234);
  });

  it('raw options changed without their normalised copy drop the copy, and the order is priced from the raw ones', async () => {
    const bacon = raw.adicionais.find((o) => o.name === 'Bacon crocante')!;
    await storeBaconAt(bacon.priceCents + 1234);
    const changed = { ...(burger.business_type_options as Record<string, unknown>), calorias: 901 };
    await db.handle.query('UPDATE products SET business_type_options = $2::jsonb WHERE id = $1', [burger.id, JSON.stringify(changed)]);
    expect(await storedOf(burger.id)).toBeNull();
    const order = await orderBacon();
    expect(Math.round(order.subtotal * 100)).toBe(productBaseCents(burger) + bacon.priceCents);
  });

  it('the start-up backfill normalises the rows that have no copy, and only those', async () => {
    await db.handle.exec(`UPDATE products SET normalized_options = NULL WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house')`);
    const missing = (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE normalized_options IS NULL'))[0]!.n;
    expect(await backfillNormalizedOptions(db.handle)).toBe(missing);
    expect((await storedOf(burger.id))?.calorias).toBe(901);
    expect(await backfillNormalizedOptions(db.handle)).toBe(0);
  });

  it('a copy normalised for another business type is not used', async () => {
    await db.handle.query(`UPDATE products SET normalized_options = jsonb_set(normalized_options, '{businessType}', '"pizzaria"') WHERE id = $1`, [burger.id]);
    const bacon = raw.adicionais.find((o) => o.name === 'Bacon crocante')!;
    const order = await orderBacon();
    expect(Math.round(order.subtotal * 100)).toBe(productBaseCents(burger) + bacon.priceCents);
  });
});
