// Renewals: an hourly durable job issues the next period's invoice 5 days before a period (or a trial) ends, once
// per period whatever runs it, charges it through the gateway (the local fake speaks Asaas API v3), and marks past
// due a subscription whose period ended unpaid. Paying the invoice (webhook) starts its period.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { RENEWAL_LEAD_DAYS, SUBSCRIPTION_MESSAGES } from '@comanda/shared/domain';
import { migrate } from '../src/db/migrate';
import { JobRunner } from '../src/jobs/job-runner';
import { runRenewals, type RenewalDeps } from '../src/modules/subscriptions/subscription-renewals';
import { SUBSCRIPTION_RENEWALS_JOB, nextRenewalsRun, registerSubscriptionRenewalsJob } from '../src/modules/subscriptions/subscription-renewals.job';
import { startFakeAsaas, type FakeAsaas } from '../test-support/fake-asaas';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-24T20:00:00-03:00');
const PERIOD_END = new Date(NOW.getTime() + 6 * DAY_MS);
const TOKEN = 'token-do-webhook-de-teste-123456';
const silent = { warn: () => {}, error: () => {}, info: () => {} };

let clock = NOW;
let db: TestDb;
let app: FastifyInstance;
let asaas: FakeAsaas;
let deps: RenewalDeps;
const nodes: FastifyInstance[] = [];

type Invoice = { id: number; status: string; amount_cents: number; period_start: Date; period_end: Date; gateway_payment_id: string | null; due_date: string };
type Sub = { id: number; status: string; current_period_start: Date | null; current_period_end: Date | null; credit_cents: number };

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.handle.query<T>(text, params);
const subOf = async (slug: string) => (await sql<Sub>('SELECT sub.* FROM subscriptions sub JOIN stores s ON s.id = sub.store_id WHERE s.slug = $1', [slug]))[0]!;
const invoicesOf = async (slug: string) =>
  sql<Invoice>(
    `SELECT i.id, i.status, i.amount_cents, i.period_start, i.period_end, i.gateway_payment_id, to_char(i.due_date, 'YYYY-MM-DD') AS due_date
     FROM subscription_invoices i JOIN subscriptions sub ON sub.id = i.subscription_id JOIN stores s ON s.id = sub.store_id
     WHERE s.slug = $1 AND i.kind = 'renewal' ORDER BY i.id`,
    [slug],
  );
const paymentOf = (invoiceId: number) => [...asaas.payments.values()].filter((p) => p.externalReference === `invoice:${invoiceId}`);
const later = (ms: number) => new Date(clock.getTime() + ms);

/** Sets a store's subscription as the test needs it. */
async function subscription(slug: string, set: Record<string, unknown>) {
  const columns = Object.keys(set);
  await sql(`UPDATE subscriptions SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE store_id = (SELECT id FROM stores WHERE slug = $1)`, [
    slug,
    ...columns.map((c) => (set[c] instanceof Date ? (set[c] as Date).toISOString() : set[c])),
  ]);
}

beforeAll(async () => {
  db = await openTestDb();
  asaas = await startFakeAsaas({ apiKey: 'fake_aact_teste' });
  // The runner looks for due jobs when told (a NOTIFY, runDue), not on its own while the test moves the clock.
  const jobs = { leaseMs: 60_000, pollMs: 3_600_000 };
  app = await buildTestApp(db.handle, { billing: { asaasUrl: asaas.url, apiKey: asaas.apiKey, webhookToken: TOKEN, timeoutMs: 15_000 }, jobs }, undefined, { now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  asaas.setWebhook(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/billing/webhooks/asaas`, TOKEN);
  deps = { db: app.db, billing: app.config.billing, log: silent };
  // Burger House pays Profissional by the month; its period ends in 6 days.
  await subscription('burger-house', {
    status: 'active',
    billing_cycle: 'monthly',
    current_period_start: new Date(PERIOD_END.getTime() - 30 * DAY_MS),
    current_period_end: PERIOD_END,
    billing_document: '11222333000181',
    billing_email: 'financeiro@burgerhouse.com.br',
  });
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  await app.close();
  await asaas.close();
  await db.close();
});

it(`issues the next period's invoice ${RENEWAL_LEAD_DAYS} days before the period ends, once however often it runs, charged through the gateway`, async () => {
  await runRenewals(deps, clock);
  expect(await invoicesOf('burger-house')).toEqual([]);

  clock = new Date(PERIOD_END.getTime() - RENEWAL_LEAD_DAYS * DAY_MS + 60_000);
  await Promise.all([runRenewals(deps, clock), runRenewals(deps, clock)]);
  await runRenewals(deps, clock);
  const invoices = await invoicesOf('burger-house');
  expect(invoices).toEqual([
    {
      id: expect.any(Number),
      status: 'pending',
      amount_cents: 9990,
      period_start: PERIOD_END,
      period_end: new Date('2026-12-30T23:00:00Z'),
      gateway_payment_id: expect.any(String),
      due_date: '2026-11-30', // the day the period starts (São Paulo)
    },
  ]);
  expect(paymentOf(invoices[0]!.id)).toEqual([expect.objectContaining({ value: 99.9, dueDate: '2026-11-30', billingType: 'UNDEFINED' })]);
});

it('paying the invoice (webhook) starts its period; nothing more is issued until the next lead time', async () => {
  const [invoice] = await invoicesOf('burger-house');
  expect((await asaas.receive(invoice!.gateway_payment_id!)).status).toBe(200);
  expect(await subOf('burger-house')).toMatchObject({ status: 'active', current_period_start: PERIOD_END, current_period_end: invoice!.period_end });
  clock = later(2 * DAY_MS);
  await runRenewals(deps, clock);
  expect(await invoicesOf('burger-house')).toHaveLength(1);
});

it('a period that ends unpaid makes the subscription past due, with the grace period; the admin cannot issue that period again', async () => {
  const { current_period_end: end } = await subOf('burger-house');
  clock = new Date(end!.getTime() - 4 * DAY_MS);
  await runRenewals(deps, clock);
  const issued = (await invoicesOf('burger-house'))[1]!;
  expect(issued).toMatchObject({ status: 'pending', period_start: end, gateway_payment_id: expect.any(String) });

  clock = new Date(end!.getTime() + 3_600_000);
  expect(await runRenewals(deps, clock)).toMatchObject({ issued: 0 });
  expect((await subOf('burger-house')).status).toBe('past_due');
  const owner = await loginAs(app, 'dono@burgerhouse.com.br');
  const ent = json(await app.inject({ url: '/api/stores/burger-house/entitlements', headers: bearer(owner) })).data;
  expect(ent).toMatchObject({ status: 'past_due', standing: 'grace', grace_ends_at: new Date(end!.getTime() + 7 * DAY_MS).toISOString() });

  const admin = await loginAs(app, 'admin@comanda.app');
  const again = await app.inject({ method: 'POST', url: `/api/admin/subscriptions/${(await subOf('burger-house')).id}/invoices`, headers: bearer(admin) });
  expect(again.statusCode).toBe(422);
  expect(json(again).errors).toEqual({ subscription: [SUBSCRIPTION_MESSAGES.renewalIssued] });

  // Paid late: active again, for the period the invoice was for.
  await asaas.receive(issued.gateway_payment_id!);
  expect(await subOf('burger-house')).toMatchObject({ status: 'active', current_period_start: end, current_period_end: issued.period_end });
  expect(await invoicesOf('burger-house')).toHaveLength(2);
});

describe('the hourly job', () => {
  /** Another API node: its own runner, the job registered as app.ts does. */
  async function node(): Promise<FastifyInstance> {
    const n = Fastify({ logger: false });
    n.decorate('dbHandle', db.handle);
    n.decorate('db', db.handle.db);
    n.decorate('config', app.config);
    n.decorate('now', () => clock);
    n.decorate('jobs', new JobRunner({ db: db.handle, now: () => clock, log: silent }));
    registerSubscriptionRenewalsJob(n);
    await n.ready();
    nodes.push(n);
    return n;
  }
  const pending = () => sql<{ run_at: Date }>('SELECT run_at FROM jobs WHERE kind = $1 AND failed_at IS NULL ORDER BY run_at', [SUBSCRIPTION_RENEWALS_JOB]);

  it('bills a trial at its end when the store gave its billing data, once, across two nodes; one chain of hourly runs', async () => {
    const trialEnds = later(3 * DAY_MS);
    await subscription('pizzaria-bella-napoli', { status: 'trialing', billing_cycle: 'monthly', trial_ends_at: trialEnds, current_period_start: null, current_period_end: null, billing_document: '52998224725', billing_email: 'dono@bellanapoli.com.br' });
    await subscription('acai-da-praia', { status: 'trialing', trial_ends_at: trialEnds, current_period_start: null, current_period_end: null, billing_document: null, billing_email: null });
    const other = await node();

    const runAt = nextRenewalsRun(clock);
    expect(runAt.getTime() % 3_600_000).toBe(0);
    expect((await pending()).map((j) => j.run_at)).toContainEqual(runAt);
    clock = runAt;
    await Promise.all([app.jobs.runDue(), other.jobs.runDue()]);

    const invoices = await invoicesOf('pizzaria-bella-napoli');
    expect(invoices).toEqual([expect.objectContaining({ status: 'pending', amount_cents: 24990, period_start: trialEnds, gateway_payment_id: expect.any(String) })]);
    expect(paymentOf(invoices[0]!.id)).toHaveLength(1);
    expect(await invoicesOf('acai-da-praia')).toEqual([]);
    expect(await pending()).toEqual([{ run_at: new Date(runAt.getTime() + 3_600_000) }]);

    clock = later(3_600_000);
    await Promise.all([app.jobs.runDue(), other.jobs.runDue()]);
    expect(await invoicesOf('pizzaria-bella-napoli')).toHaveLength(1);
    expect(await pending()).toEqual([{ run_at: new Date(clock.getTime() + 3_600_000) }]);
  });

  it('without billing configured the invoice is recorded, not charged', async () => {
    const end = later(DAY_MS);
    await subscription('gelato-tropical', { status: 'active', billing_cycle: 'monthly', current_period_end: end });
    await runRenewals({ ...deps, billing: null }, clock);
    expect(await invoicesOf('gelato-tropical')).toEqual([expect.objectContaining({ status: 'pending', amount_cents: 9990, period_start: end, gateway_payment_id: null })]);
  });

  it('a period the credit pays for is paid at once and starts, with nothing charged', async () => {
    const end = later(2 * DAY_MS);
    await subscription('sabor-mineiro', { status: 'active', billing_cycle: 'monthly', current_period_start: new Date(end.getTime() - 30 * DAY_MS), current_period_end: end, credit_cents: 12_000 });
    await runRenewals(deps, clock);
    const [invoice] = await invoicesOf('sabor-mineiro');
    expect(invoice).toMatchObject({ status: 'paid', amount_cents: 0, period_start: end, gateway_payment_id: null });
    expect(await subOf('sabor-mineiro')).toMatchObject({ status: 'active', current_period_start: end, current_period_end: invoice!.period_end, credit_cents: 12_000 - 9990 });
  });
});

describe('migration 0029', () => {
  it('keeps one live renewal invoice per period: the copies never sent to the gateway are cancelled', async () => {
    const sub = await subOf('cafe-grao-nobre');
    await sql('DROP INDEX subscription_invoices_renewal_period_unique');
    await sql(`DELETE FROM schema_migrations WHERE version = '0029_renewal_invoices'`);
    const invoice = async (period: string, status: string, payment: string | null) =>
      (
        await sql<{ id: number }>(
          `INSERT INTO subscription_invoices (subscription_id, kind, description, amount_cents, due_date, status, gateway_payment_id, period_start, period_end)
           VALUES ($1, 'renewal', 'Renovação', 9990, '2027-01-01', $2, $3, $4, $4::timestamptz + interval '1 month') RETURNING id`,
          [sub.id, status, payment, period],
        )
      )[0]!.id;
    const kept = [await invoice('2027-01-01T03:00:00Z', 'pending', null)];
    const cancelled = [await invoice('2027-01-01T03:00:00Z', 'pending', null), await invoice('2027-02-01T03:00:00Z', 'pending', null)];
    kept.push(await invoice('2027-02-01T03:00:00Z', 'pending', 'pay_cobrada'), await invoice('2027-03-01T03:00:00Z', 'paid', 'pay_paga'));
    cancelled.push(await invoice('2027-03-01T03:00:00Z', 'pending', null));

    expect(await migrate(db.handle)).toEqual(['0029_renewal_invoices']);
    const statuses = await sql<{ id: number; status: string }>('SELECT id, status FROM subscription_invoices WHERE subscription_id = $1 ORDER BY id', [sub.id]);
    expect(statuses.filter((i) => i.status === 'cancelled').map((i) => i.id)).toEqual(cancelled.sort((a, b) => a - b));
    expect(statuses.filter((i) => i.status !== 'cancelled').map((i) => i.id)).toEqual(kept.sort((a, b) => a - b));
    await expect(invoice('2027-03-01T03:00:00Z', 'pending', null)).rejects.toThrow(/subscription_invoices_renewal_period_unique/);
  });
});
