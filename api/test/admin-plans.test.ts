// /admin/plans: the platform admin prices plans, sets trial, limits and features; a plan in use is retired, not deleted.
import type { FastifyInstance } from 'fastify';
import { PLAN_MESSAGES } from '@comanda/shared/domain';
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/admin/plans${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const BODY = { name: 'Delivery Plus', slug: 'delivery-plus', description: 'Para quem entrega muito', price_monthly: 149.9, price_yearly: 1499, trial_days: 30, limits: { products: 500, branches: '', employees: 8, orders_per_month: '' }, features: ['delivery_management', 'coupons'] };
const audit = async () => db.handle.query<{ action: string; summary: string; actor_name: string }>(`SELECT action, summary, actor_name FROM admin_audit_log WHERE entity = 'plan' ORDER BY id`);

it('lists the plans with how many subscriptions use each', async () => {
  const plans = json(await call('GET', '')).data as { slug: string; subscriptions_count: number; price_monthly: number }[];
  expect(plans.map((p) => p.slug)).toEqual(['essencial', 'profissional', 'rede']);
  expect(plans.find((p) => p.slug === 'profissional')!.subscriptions_count).toBeGreaterThan(0);
  expect(plans[0]!.price_monthly).toBe(49.9);
});

it('creates and edits a plan: money in reais, blank limits unlimited; each action in the audit log with before and after', async () => {
  const created = await call('POST', '', BODY);
  expect(created.statusCode).toBe(201);
  const plan = json(created).data;
  expect(plan).toMatchObject({ slug: 'delivery-plus', price_monthly: 149.9, limits: { products: 500, branches: null, employees: 8, orders_per_month: null }, features: ['delivery_management', 'coupons'], subscriptions_count: 0 });
  const [row] = await db.handle.query<{ price_monthly_cents: number }>(`SELECT price_monthly_cents FROM plans WHERE id = $1`, [plan.id]);
  expect(row!.price_monthly_cents).toBe(14990);
  const edited = json(await call('PUT', `/${plan.id}`, { ...BODY, price_monthly: 139.9 })).data;
  expect(edited.price_monthly).toBe(139.9);
  expect(await audit()).toEqual([
    { action: 'created', summary: 'Plano "Delivery Plus" criado', actor_name: expect.any(String) },
    { action: 'updated', summary: 'Plano "Delivery Plus" alterado', actor_name: expect.any(String) },
  ]);
  const [change] = await db.handle.query<{ before: { price_monthly: number }; after: { price_monthly: number } }>(`SELECT before, after FROM admin_audit_log WHERE action = 'updated' AND entity = 'plan'`);
  expect([change!.before.price_monthly, change!.after.price_monthly]).toEqual([149.9, 139.9]);
});

it('refuses bad input and a taken slug with per-field messages', async () => {
  const bad = await call('POST', '', { ...BODY, slug: 'Com Espaço', price_monthly: -5 });
  expect(json(bad).errors).toEqual({ slug: [PLAN_MESSAGES.slugInvalid], price_monthly: [PLAN_MESSAGES.priceInvalid] });
  const taken = await call('POST', '', { ...BODY, slug: 'rede' });
  expect(json(taken).errors).toEqual({ slug: [PLAN_MESSAGES.slugTaken] });
});

it('a plan in use cannot be deleted, only retired; an unused one is deleted', async () => {
  const pro = (json(await call('GET', '')).data as { id: number; slug: string; subscriptions_count: number }[]).find((p) => p.slug === 'profissional')!;
  const refused = await call('DELETE', `/${pro.id}`);
  expect(refused.statusCode).toBe(422);
  expect(json(refused).message).toBe(PLAN_MESSAGES.inUse(pro.subscriptions_count));
  const full = json(await call('GET', `/${pro.id}`)).data;
  // Profissional is the trial plan of new stores: the platform settings must name another one first.
  expect(json(await call('PUT', `/${pro.id}`, { ...full, is_retired: true })).errors).toEqual({ is_retired: [PLAN_MESSAGES.trialPlan] });
  const settings = json(await app.inject({ url: '/api/admin/settings', headers: bearer(admin) })).data;
  expect((await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { ...settings, trial_plan_slug: 'rede' } })).statusCode).toBe(200);
  const retired = json(await call('PUT', `/${pro.id}`, { ...full, is_retired: true })).data;
  expect(retired.is_retired).toBe(true);
  expect((await audit()).at(-1)).toMatchObject({ action: 'retired', summary: 'Plano "Profissional" aposentado' });
  const spare = json(await call('POST', '', { ...BODY, slug: 'descartavel', name: 'Descartável' })).data;
  expect((await call('DELETE', `/${spare.id}`)).statusCode).toBe(204);
  expect((await call('GET', `/${spare.id}`)).statusCode).toBe(404);
});
