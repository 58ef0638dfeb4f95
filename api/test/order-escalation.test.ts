import type { FastifyInstance } from 'fastify';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let smtp: SmtpTestServer;
let clock: Date;
let owner: string;
const SLUG = 'pizzaria-bella-napoli';
const url = `/api/stores/${SLUG}/escalation`;
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

beforeAll(async () => {
  db = await openTestDb();
  smtp = await startSmtpTestServer();
  clock = new Date('2026-11-24T20:00:00-03:00');
  app = await buildTestApp(db.handle, { smtpUrl: smtp.url }, undefined, { now: () => clock });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await db.close();
});

async function newOrder(): Promise<{ id: number; number: string }> {
  const { product, selection } = withSelection((await productsOf(app, SLUG)).find((p) => p.business_type_options)!);
  const res = await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: selection }]));
  expect(res.statusCode).toBe(201);
  return { id: json(res).data.id, number: json(res).data.display_number ?? '' };
}

const put = (payload: unknown, token = owner) => app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as Record<string, unknown> });
const statusOf = async (id: number) => json(await app.inject({ url: `/api/stores/${SLUG}/orders/${id}`, headers: bearer(owner) })).data;

describe('new-order escalation', () => {
  it('the owner reads and saves the delays; bad values are 422 in Portuguese; an attendant may not; each change is in the activity log', async () => {
    expect(json(await app.inject({ url, headers: bearer(owner) })).data).toEqual({ alert_after_minutes: null, auto_cancel_after_minutes: null });
    const bad = await put({ alert_after_minutes: 30, auto_cancel_after_minutes: 10 });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ auto_cancel_after_minutes: ['O cancelamento automático deve vir depois do alerta'] });
    expect((await put({ alert_after_minutes: 10 }, await loginAs(app, 'atendente@bellanapoli.com.br'))).statusCode).toBe(403);
    const saved = await put({ alert_after_minutes: 10, auto_cancel_after_minutes: 30 });
    expect(saved.statusCode).toBe(200);
    expect(json(await app.inject({ url, headers: bearer(owner) })).data).toEqual({ alert_after_minutes: 10, auto_cancel_after_minutes: 30 });
    const [entry] = await db.handle.query<{ summary: string; changes: unknown }>("SELECT summary, changes FROM activity_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1");
    expect(entry).toEqual({ summary: 'Escalonamento de pedidos novos alterado', changes: { alert_after_minutes: { from: null, to: 10 }, auto_cancel_after_minutes: { from: null, to: 30 } } });
  });

  it('after N minutes pending the owner and managers get an e-mail; after M the order is cancelled through the status rule, with the reason', async () => {
    smtp.clear();
    const order = await newOrder();
    minutes(9);
    await app.jobs.runDue();
    expect(smtp.messages).toEqual([]);
    minutes(1);
    await app.jobs.runDue();
    await app.jobs.runDue();
    const subjects = smtp.messages.map((m) => [m.to[0], m.subject]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        ['dono@bellanapoli.com.br', expect.stringMatching(/^Pedido #\d{4} aguardando há 10 minutos$/)],
        ['gerente@bellanapoli.com.br', expect.stringMatching(/^Pedido #\d{4} aguardando há 10 minutos$/)],
      ]),
    );
    expect(subjects.map(([to]) => to)).not.toContain('atendente@bellanapoli.com.br');
    expect((await statusOf(order.id)).status).toBe('pending');
    minutes(20);
    await app.jobs.runDue();
    const cancelled = await statusOf(order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(JSON.stringify(cancelled)).toContain('Cancelado automaticamente: a loja não aceitou o pedido a tempo');
    // The kanban's rule: a history row (by nobody: the system) and the status event for the tracking page.
    expect(await db.handle.query('SELECT status, actor_id, reason FROM order_status_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [order.id])).toEqual([
      { status: 'cancelled', actor_id: null, reason: 'Cancelado automaticamente: a loja não aceitou o pedido a tempo' },
    ]);
    expect(await db.handle.query("SELECT kind FROM jobs WHERE kind LIKE 'order.escalation.%'")).toEqual([]);
  });

  it('an order accepted in time is neither alerted nor cancelled', async () => {
    smtp.clear();
    const order = await newOrder();
    minutes(2);
    const accepted = await app.inject({ method: 'POST', url: `/api/stores/${SLUG}/orders/${order.id}/status`, headers: bearer(owner), payload: { status: 'confirmed' } });
    expect(accepted.statusCode).toBe(200);
    minutes(60);
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(smtp.messages).toEqual([]);
    expect((await statusOf(order.id)).status).toBe('confirmed');
  });

  it('without settings, an order schedules nothing', async () => {
    expect((await put({ alert_after_minutes: null, auto_cancel_after_minutes: null })).statusCode).toBe(200);
    await newOrder();
    expect(await db.handle.query("SELECT kind FROM jobs WHERE kind LIKE 'order.escalation.%'")).toEqual([]);
  });
});
