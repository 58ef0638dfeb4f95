// The catalog a POS station sells from: the store's orderable products and categories with the store's order types
// and limits, for the store's staff only (also before the storefront is published), never another store's.
import type { FastifyInstance } from 'fastify';
import { findPosProducts, type PosCatalog } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let attendant: string;
let rivalOwner: string;
let bellaId: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
  rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
  bellaId = (await db.handle.query<{ id: number }>(`SELECT id FROM stores WHERE slug = 'pizzaria-bella-napoli'`))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const catalogOf = (token: string) => app.inject({ url: `/api/stores/${bellaId}/pos/catalog`, headers: bearer(token) });

it('answers the orderable products with their options, the categories and the store the sale screen needs', async () => {
  const res = await catalogOf(attendant);
  expect(res.statusCode).toBe(200);
  const catalog = json(res).data as PosCatalog;
  expect(catalog.store).toMatchObject({ id: bellaId, slug: 'pizzaria-bella-napoli', business_type_slug: 'pizzaria' });
  expect(catalog.store.order_types.length).toBeGreaterThan(0);
  expect(catalog.categories.length).toBeGreaterThan(0);
  const orderable = await db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM orderable_products WHERE store_id = $1`, [bellaId]);
  expect(catalog.products).toHaveLength(orderable[0]!.n);
  const pizza = catalog.products.find((p) => p.business_type_slug === 'pizzaria' && p.business_type_options && Object.keys(p.business_type_options).length > 0);
  expect(pizza).toBeDefined();
  expect(findPosProducts(catalog.products, String(pizza!.id))).toEqual([pizza]);
});

it('still sells before the storefront is published, and refuses another store', async () => {
  await db.handle.query(`UPDATE stores SET published_at = NULL WHERE id = $1`, [bellaId]);
  try {
    expect((await catalogOf(attendant)).statusCode).toBe(200);
  } finally {
    await db.handle.query(`UPDATE stores SET published_at = now() WHERE id = $1`, [bellaId]);
  }
  expect((await catalogOf(rivalOwner)).statusCode).toBe(403);
});

it('finds the store’s customers by phone for the attendant (name and phone only); a partial phone is a 422', async () => {
  const [known] = await db.handle.query<{ customer_phone: string; customer_name: string }>(
    `SELECT customer_phone, customer_name FROM orders WHERE store_id = $1 AND length(customer_phone) >= 10 ORDER BY created_at DESC LIMIT 1`,
    [bellaId],
  );
  const res = await app.inject({ url: `/api/stores/${bellaId}/pos/customers?phone=${known!.customer_phone}`, headers: bearer(attendant) });
  expect(res.statusCode).toBe(200);
  const matches = json(res).data as { name: string; phone: string; orders_count: number }[];
  expect(matches[0]).toMatchObject({ phone: known!.customer_phone, orders_count: expect.any(Number) });
  expect(Object.keys(matches[0]!).sort()).toEqual(['name', 'orders_count', 'phone', 'user_id']);
  expect(json(await app.inject({ url: `/api/stores/${bellaId}/pos/customers?phone=1198`, headers: bearer(attendant) })).errors).toHaveProperty('phone');
  expect((await app.inject({ url: `/api/stores/${bellaId}/pos/customers?phone=${known!.customer_phone}`, headers: bearer(rivalOwner) })).statusCode).toBe(403);
});
