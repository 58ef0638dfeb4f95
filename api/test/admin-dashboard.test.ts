// /admin/dashboard: stores by status and standing, orders and GMV per day, new stores and cancellations, churn risk.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PLATFORM_SETTINGS, NEWEST_STORES_SHOWN, PLATFORM_DASHBOARD_DAYS } from '@comanda/shared/domain';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  admin = await loginAs(app, 'admin@comanda.app');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const dashboard = async () => json(await app.inject({ url: '/api/admin/dashboard', headers: bearer(admin) })).data;

it('counts the stores by subscription status and standing', async () => {
  const { stores } = await dashboard();
  const [{ n }] = (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions')) as [{ n: number }];
  expect(stores.total).toBe(n);
  expect(stores.by_status.active).toBe(n);
  expect(stores.by_standing.ok).toBe(n);
  await db.handle.query(`UPDATE subscriptions SET status = 'trialing', trial_ends_at = now() - interval '10 days' WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house')`);
  const after = (await dashboard()).stores;
  expect(after.by_status).toMatchObject({ trialing: 1, active: n - 1 });
  expect(after.by_standing).toMatchObject({ locked: 1, ok: n - 1 });
});

it('adds today’s orders and GMV to the last day, with totals over the period', async () => {
  const before = await dashboard();
  expect(before.per_day).toHaveLength(PLATFORM_DASHBOARD_DAYS);
  const { product, selection } = withSelection((await productsOf(app, 'acai-da-praia'))[0]!);
  const placed = await placeOrder(app, 'acai-da-praia', PICKUP_CASH([{ product_id: product.id, quantity: 2, selected_options: selection }]));
  expect(placed.statusCode).toBe(201);
  const after = await dashboard();
  const last = (d: { per_day: { orders: number; gmv: number }[] }) => d.per_day.at(-1)!;
  expect(last(after).orders).toBe(last(before).orders + 1);
  expect(last(after).gmv).toBeCloseTo(last(before).gmv + json(placed).data.total, 2);
  expect(after.totals.orders).toBe(before.totals.orders + 1);
});

it('lists the live stores without an order for 7 days as churn risk, and counts cancellations', async () => {
  await db.handle.query(`UPDATE orders SET created_at = now() - interval '20 days' WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house')`);
  await db.handle.query(`UPDATE subscriptions SET cancelled_at = now(), status = 'cancelled' WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house')`);
  const { churn_risk, totals } = await dashboard();
  expect(churn_risk.map((s: { slug: string }) => s.slug)).toContain('burger-house');
  expect(churn_risk.map((s: { slug: string }) => s.slug)).not.toContain('acai-da-praia');
  expect(totals.cancellations).toBe(1);
});

it('lists the newest main stores first: a sign-up shows unpublished, in trial, with no order', async () => {
  const signedUp = await app.inject({
    method: 'POST',
    url: '/api/store-signup',
    payload: {
      ...{ name: 'Renata Lima', email: 'renata@acaidarenata.com.br', phone: '(11) 98700-1234', password: 'segredo123', password_confirmation: 'segredo123' },
      ...{ store_name: 'Açaí da Renata', business_type: 'acaiteria', slug: 'acai-da-renata', whatsapp: '(11) 98700-5678' },
      ...{ cep: '01310-100', address: 'Avenida Paulista', number: '900', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      ...{ accept_terms: true, terms_version: DEFAULT_PLATFORM_SETTINGS.terms_version },
    },
  });
  expect(signedUp.statusCode).toBe(201);
  const { newest_stores } = await dashboard();
  expect(newest_stores).toHaveLength(NEWEST_STORES_SHOWN);
  expect(newest_stores[0]).toMatchObject({ name: 'Açaí da Renata', business_type: 'Açaiteria', city: 'São Paulo - SP', published: false, plan: 'Profissional', status: 'trialing', orders: 0 });
  const created = newest_stores.map((s: { created_at: string }) => s.created_at);
  expect([...created].sort().reverse()).toEqual(created);
});
