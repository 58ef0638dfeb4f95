// /admin/subscriptions: plan changes with proration, billing data, renewal invoices charged through the gateway
// (the local fake speaks Asaas API v3) and its webhooks, verified and acted on once.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_MESSAGES } from '@comanda/shared/domain';
import { startFakeAsaas, type FakeAsaas } from '../test-support/fake-asaas';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

const NOW = new Date('2026-11-24T20:00:00-03:00');
const TOKEN = 'token-do-webhook-de-teste-123456';
let db: TestDb;
let app: FastifyInstance;
let asaas: FakeAsaas;
let admin: string;
let subId: number;

beforeAll(async () => {
  db = await openTestDb();
  asaas = await startFakeAsaas({ apiKey: 'fake_aact_teste' });
  app = await buildTestApp(db.handle, { billing: { asaasUrl: asaas.url, apiKey: asaas.apiKey, webhookToken: TOKEN, timeoutMs: 15_000 } }, undefined, { now: () => NOW });
  await app.listen({ port: 0, host: '127.0.0.1' });
  asaas.setWebhook(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/billing/webhooks/asaas`, TOKEN);
  admin = await loginAs(app, 'admin@comanda.app');
  // Burger House is in the 14-day trial of Profissional, five days from its end.
  const [row] = await db.handle.query<{ id: number }>(
    `UPDATE subscriptions SET status = 'trialing', trial_ends_at = $1, current_period_start = NULL, current_period_end = NULL, billing_cycle = 'monthly'
     WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house') RETURNING id`,
    [new Date(NOW.getTime() + 5 * 86_400_000).toISOString()],
  );
  subId = row!.id;
});
afterAll(async () => {
  await app.close();
  await asaas.close();
  await db.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/admin/subscriptions/${subId}${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const planId = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM plans WHERE slug = $1', [slug]))[0]!.id;
const webhook = (body: unknown, token = TOKEN) => app.inject({ method: 'POST', url: '/api/billing/webhooks/asaas', headers: { 'asaas-access-token': token }, payload: body as Record<string, unknown> });

it('lists subscriptions with store, plan, status and standing', async () => {
  const list = json(await app.inject({ url: '/api/admin/subscriptions?status=trialing', headers: bearer(admin) })).data;
  expect(list.map((s: { store: { slug: string } }) => s.store.slug)).toEqual(['burger-house']);
  expect(list[0]).toMatchObject({ plan: { slug: 'profissional' }, status: 'trialing', standing: 'ok', price: 99.9 });
});

it('a trial changes plan at once without charge; the store’s limits follow', async () => {
  const quote = json(await call('POST', '/quote', { plan_id: await planId('rede'), billing_cycle: 'monthly' })).data;
  expect(quote).toMatchObject({ amount_due_cents: 0, credit_cents: 0 });
  const res = json(await call('PUT', '/plan', { plan_id: await planId('rede'), billing_cycle: 'monthly' })).data;
  expect(res).toMatchObject({ invoice: null, warning: null, subscription: { plan: { slug: 'rede' }, status: 'trialing' } });
  const owner = await loginAs(app, 'dono@burgerhouse.com.br');
  const ent = json(await app.inject({ url: `/api/stores/burger-house/entitlements`, headers: bearer(owner) })).data;
  expect(ent.plan.slug).toBe('rede');
  expect(json(await call('PUT', '/plan', { plan_id: await planId('rede'), billing_cycle: 'monthly' })).errors).toEqual({ plan_id: [SUBSCRIPTION_MESSAGES.nothingChanges] });
});

it('a renewal needs billing data; once given, the invoice is charged and paying it starts the period', async () => {
  const issued = await call('POST', '/invoices');
  expect(issued.statusCode).toBe(201);
  expect(json(issued).data.warning).toBe(SUBSCRIPTION_MESSAGES.documentRequired);
  const invoice = json(issued).data.subscription.invoices[0];
  expect(invoice).toMatchObject({ kind: 'renewal', amount: 249.9, status: 'pending', charged: false });

  expect(json(await call('PUT', '/billing', { document: '11.222.333/0001-00', email: 'x' })).errors).toEqual({
    document: [SUBSCRIPTION_MESSAGES.documentInvalid],
    email: [SUBSCRIPTION_MESSAGES.emailInvalid],
  });
  expect((await call('PUT', '/billing', { document: '11.222.333/0001-81', email: 'Financeiro@BurgerHouse.com.br' })).statusCode).toBe(200);
  const charged = json(await call('POST', `/invoices/${invoice.id}/charge`)).data;
  expect(charged.warning).toBeNull();
  expect(charged.subscription.invoices[0]).toMatchObject({ charged: true, invoice_url: expect.stringContaining('http') });
  const [payment] = [...asaas.payments.values()];
  expect(payment).toMatchObject({ value: 249.9, billingType: 'UNDEFINED', externalReference: `invoice:${invoice.id}` });
  expect([...asaas.customers.values()][0]).toMatchObject({ cpfCnpj: '11222333000181', email: 'financeiro@burgerhouse.com.br' });
  expect(json(await call('POST', `/invoices/${invoice.id}/charge`)).message).toBe(SUBSCRIPTION_MESSAGES.invoiceNotChargeable);

  const delivery = await asaas.receive(payment!.id);
  expect(delivery.status).toBe(200);
  const after = json(await call('GET', '')).data;
  expect(after).toMatchObject({ status: 'active', standing: 'ok', current_period_start: invoice.period_start, current_period_end: invoice.period_end });
  expect(after.invoices[0]).toMatchObject({ status: 'paid', paid_at: expect.any(String) });

  // Asaas retries a delivery it thinks failed: the same event changes nothing.
  await db.handle.query(`UPDATE subscriptions SET status = 'past_due' WHERE id = $1`, [subId]);
  expect((await asaas.redeliver(delivery.eventId)).status).toBe(200);
  expect(json(await call('GET', '')).data.status).toBe('past_due');
  await db.handle.query(`UPDATE subscriptions SET status = 'active' WHERE id = $1`, [subId]);
  const [{ n }] = await db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM billing_webhook_events WHERE event_id = $1`, [delivery.eventId]) as [{ n: number }];
  expect(n).toBe(1);
});

it('webhooks without the token are refused, malformed ones are a 400, unknown events are acknowledged', async () => {
  expect((await webhook({ id: 'evt_x', event: 'PAYMENT_RECEIVED' }, 'errado')).statusCode).toBe(401);
  expect((await app.inject({ method: 'POST', url: '/api/billing/webhooks/asaas', payload: {} })).statusCode).toBe(401);
  expect((await webhook({ id: 'evt_y', event: 'PAYMENT_RECEIVED' })).statusCode).toBe(400);
  expect(json(await webhook({ id: 'evt_z', event: 'TRANSFER_DONE' }))).toEqual({ received: true, outcome: 'ignored' });
});

it('an upgrade in a paid period charges the prorated difference; an overdue renewal makes the subscription past due', async () => {
  const before = json(await call('GET', '')).data;
  const res = json(await call('PUT', '/plan', { plan_id: await planId('profissional'), billing_cycle: 'yearly' })).data;
  expect(res.quote.days_left).toBeGreaterThan(0);
  expect(res.invoice).toMatchObject({ kind: 'plan_change', charged: true, amount: res.quote.amount_due_cents / 100 });
  expect(res.quote.statement).toMatch(/^Crédito de R\$\s[\d.,]+ pelos \d+ dias restantes do plano Rede; cobrança de/);
  expect(before.current_period_end).toBe(res.subscription.current_period_end);

  const renewal = json(await call('POST', '/invoices')).data.subscription.invoices.find((i: { kind: string; status: string }) => i.kind === 'renewal' && i.status === 'pending');
  const payment = [...asaas.payments.values()].find((p) => p.externalReference === `invoice:${renewal.id}`)!;
  await asaas.overdue(payment.id);
  expect(json(await call('GET', '')).data.status).toBe('past_due');
});

it('cancelling keeps access to the end of the paid period', async () => {
  const res = json(await call('POST', '/cancel')).data;
  expect(res).toMatchObject({ status: 'cancelled', standing: 'ok' });
  expect(json(await call('POST', '/cancel')).message).toBe(SUBSCRIPTION_MESSAGES.alreadyCancelled);
});
