import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_NOTIFICATION_PREFERENCES, PUSH_MESSAGES, type Order, type PushPayload } from '@comanda/shared/domain';
import { startFakePushService, type BrowserSubscription, type FakePushService } from '../test-support/fake-push-service';
import { loadOrCreateVapidKeys } from '../src/modules/web-push/vapid-keys';
import { enqueueNotificationDeliveries, NOTIFICATION_DELIVERY_JOB } from '../src/modules/web-push/web-push.enqueue';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs, type CapturingMailer } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

/**
 * Web Push end to end through a local push service (test-support/fake-push-service.ts) that checks the VAPID JWT and
 * decrypts every push with the subscriber's private key, like a browser's push service and the browser itself.
 */

let db: TestDb;
let app: FastifyInstance;
let push: FakePushService;
let mailer: CapturingMailer;
/** The app's clock: a retried push is due after the runner's backoff. */
let now = new Date('2026-11-24T20:00:00-03:00');

const CUSTOMER = 'cliente@comanda.app';
const OTHER = 'joao@cliente.com.br';
let customer: string;
let other: string;
let owner: string;
let bella: { id: number; slug: string };
let pizzaLine: Record<string, unknown>;
let publicKey: string;

const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string | null, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const errorsOf = (res: LightMyRequestResponse) => json<{ errors: Record<string, string[]> }>(res).errors;

async function subscribeAs(token: string): Promise<BrowserSubscription> {
  const subscription = push.subscribe(publicKey);
  const res = await send('POST', '/api/me/push-subscriptions', token, subscription);
  expect(res.statusCode).toBe(201);
  return subscription;
}

async function newOrder(token = customer): Promise<Order> {
  const res = await placeOrder(app, bella.slug, PICKUP_CASH([pizzaLine]), { token });
  expect(res.statusCode).toBe(201);
  return json<{ data: Order }>(res).data;
}

async function moveTo(orderId: number, status: string) {
  const res = await send('POST', `/api/stores/${bella.id}/orders/${orderId}/status`, owner, { status });
  expect(res.statusCode).toBe(200);
}

const subscriptionRow = async (endpoint: string) =>
  (await db.handle.query<{ user_id: number; failure_count: number; last_success_at: unknown; last_failure_at: unknown }>('SELECT * FROM push_subscriptions WHERE endpoint = $1', [endpoint]))[0];

const pendingPushJobs = () =>
  db.handle.query<{ kind: string; attempts: number }>("SELECT kind, attempts FROM jobs WHERE kind IN ('notification.deliver', 'web-push.send') AND failed_at IS NULL");

beforeAll(async () => {
  push = await startFakePushService();
  db = await openTestDb();
  mailer = capturingMailer();
  app = await buildTestApp(db.handle, { webPush: { subject: 'mailto:push@comanda.test', allowTestEndpoints: true, timeoutMs: 5000 } }, mailer, { now: () => now });
  // Jobs run only when a test says so (ready() would start the runner again).
  await app.ready();
  await app.jobs.stop();
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  bella = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data;
  const pizza = withSelection((await productsOf(app, bella.slug)).find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  pizzaLine = { product_id: pizza.product.id, quantity: 1, selected_options: pizza.selection };
  customer = await loginAs(app, CUSTOMER);
  other = await loginAs(app, OTHER);
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  publicKey = json(await send('GET', '/api/push/public-key', null)).data.public_key;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await push?.close();
});

describe('VAPID keys', () => {
  it('are made once per installation, kept in the database, and the public one is public', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await db.handle.query<{ n: number; public_key: string }>('SELECT count(*)::int AS n, max(public_key) AS public_key FROM web_push_vapid_keys');
    expect(row).toEqual({ n: 1, public_key: publicKey });
    const again = await send('GET', '/api/push/public-key', null);
    expect(json(again).data.public_key).toBe(publicKey);
  });

  it('concurrent first starts (several nodes) end with one key pair that all of them use', async () => {
    const before = await db.handle.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM web_push_vapid_keys');
    await db.handle.query('DELETE FROM web_push_vapid_keys');
    try {
      const pairs = await Promise.all([loadOrCreateVapidKeys(app.db), loadOrCreateVapidKeys(app.db), loadOrCreateVapidKeys(app.db)]);
      expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
      expect(await db.handle.query('SELECT 1 FROM web_push_vapid_keys')).toHaveLength(1);
    } finally {
      await db.handle.query('DELETE FROM web_push_vapid_keys');
      await db.handle.query('INSERT INTO web_push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)', [before[0]!.public_key, before[0]!.private_key]);
    }
  });
});

describe('a status change of my order reaches my browsers, decrypted by the push service', () => {
  let mine: BrowserSubscription;
  let theirs: BrowserSubscription;
  let order: Order;

  beforeAll(async () => {
    mine = await subscribeAs(customer);
    theirs = await subscribeAs(other);
    order = await newOrder();
  });

  it('pushes the order’s title, message, link and tag, urgent, with a VAPID JWT for the push service’s origin', async () => {
    await moveTo(order.id, 'confirmed');
    await app.jobs.runDue();
    const [received] = await push.waitFor(mine.endpoint, 1);
    const payload = received!.json as PushPayload;
    expect(payload).toEqual({
      title: `Pedido ${order.display_number}: Confirmado`,
      body: 'Seu pedido está: Confirmado.',
      url: `/loja/${bella.slug}/success/${order.public_id}`,
      tag: `order-${order.id}`,
    });
    expect(received).toMatchObject({ urgency: 'high', ttl: '3600', topic: `order-${order.id}` });
    expect(received!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:push@comanda.test' });
    expect((await subscriptionRow(mine.endpoint))!.last_success_at).not.toBeNull();
    expect(await pendingPushJobs()).toEqual([]);
  });

  it('never reaches another customer’s browser', async () => {
    await moveTo(order.id, 'preparing');
    await app.jobs.runDue();
    await push.waitFor(mine.endpoint, 2);
    expect(push.received.filter((p) => p.endpoint === theirs.endpoint)).toEqual([]);
  });

  it('is one job per notification (keyed by its id), and none for a user without a browser subscribed', async () => {
    const ids = (await db.handle.query<{ id: string; user_id: number }>("SELECT id, user_id FROM notifications WHERE type = 'order.status' ORDER BY seq DESC LIMIT 1"))[0]!;
    const [{ id: ownerId }] = (await db.handle.query<{ id: number }>("SELECT id FROM users WHERE email = 'dono@bellanapoli.com.br'")) as [{ id: number }];
    await app.db.transaction(async (tx) => {
      const rows = [
        { id: ids.id, userId: ids.user_id, type: 'order.status' },
        { id: ids.id, userId: ids.user_id, type: 'order.status' },
        { id: '00000000-0000-4000-8000-000000000001', userId: ownerId, type: 'order.status' },
        { id: '00000000-0000-4000-8000-000000000002', userId: ids.user_id, type: 'order.new' },
      ];
      await enqueueNotificationDeliveries(tx as never, rows);
      await enqueueNotificationDeliveries(tx as never, rows);
    });
    const jobs = await db.handle.query<{ payload: { notificationId: string } }>('SELECT payload FROM jobs WHERE kind = $1', [NOTIFICATION_DELIVERY_JOB]);
    expect(jobs.map((job) => job.payload.notificationId)).toEqual([ids.id]);
    await db.handle.query('DELETE FROM jobs WHERE kind = $1', [NOTIFICATION_DELIVERY_JOB]);
  });

  it('is not queued for an account that was deactivated or deleted (LGPD)', async () => {
    const otherId = json(await send('GET', '/api/user', other)).id as number;
    await db.handle.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [otherId]);
    try {
      await app.db.transaction((tx) => enqueueNotificationDeliveries(tx as never, [{ id: '00000000-0000-4000-8000-000000000003', userId: otherId, type: 'order.status' }]));
      expect(await db.handle.query('SELECT 1 FROM jobs WHERE kind = $1', [NOTIFICATION_DELIVERY_JOB])).toEqual([]);
    } finally {
      await db.handle.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [otherId]);
    }
  });

  it('is not sent when the customer turned order-status pushes off', async () => {
    const off = await send('PUT', '/api/me/notification-preferences', customer, { ...DEFAULT_NOTIFICATION_PREFERENCES, order_status_push: false });
    expect(off.statusCode).toBe(200);
    expect(json(off).data).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, order_status_push: false });
    const before = push.received.length;
    await moveTo(order.id, 'ready');
    await app.jobs.runDue();
    expect(push.received.slice(before).map((p) => p.text)).toEqual([]);
    expect(await pendingPushJobs()).toEqual([]);
    await send('PUT', '/api/me/notification-preferences', customer, { ...DEFAULT_NOTIFICATION_PREFERENCES });
  });

  it('retries a push the service refused for now (503, 429) after the runner’s backoff', async () => {
    const next = await newOrder();
    push.failNext(mine.endpoint, 503);
    const before = push.received.filter((p) => p.endpoint === mine.endpoint).length;
    await moveTo(next.id, 'confirmed');
    await app.jobs.runDue();
    // Only this browser's push waits: the other customer's browser is not involved, nothing else is pending.
    expect(await pendingPushJobs()).toEqual([{ kind: 'web-push.send', attempts: 0 }]);
    push.failNext(mine.endpoint, 429);
    now = new Date(now.getTime() + 60_000);
    await app.jobs.runDue();
    expect(await pendingPushJobs()).toEqual([{ kind: 'web-push.send', attempts: 1 }]);
    now = new Date(now.getTime() + 60_000);
    await app.jobs.runDue();
    const all = await push.waitFor(mine.endpoint, before + 1);
    expect((all.at(-1)!.json as PushPayload).tag).toBe(`order-${next.id}`);
    expect(await pendingPushJobs()).toEqual([]);
  });

  it('counts a refusal that will not change (other 4xx) without retrying', async () => {
    const next = await newOrder();
    push.failNext(mine.endpoint, 400);
    await moveTo(next.id, 'confirmed');
    await app.jobs.runDue();
    expect(await pendingPushJobs()).toEqual([]);
    expect(await subscriptionRow(mine.endpoint)).toMatchObject({ failure_count: 1, last_failure_at: expect.anything() });
  });

  it('drops the subscription when the push service says it is gone (410)', async () => {
    push.markGone(mine.endpoint);
    await moveTo(order.id, 'completed');
    await app.jobs.runDue();
    expect(await subscriptionRow(mine.endpoint)).toBeUndefined();
    expect(await subscriptionRow(theirs.endpoint)).toBeDefined();
  });
});

describe('POST and DELETE /api/me/push-subscriptions', () => {
  it('a browser’s endpoint subscribed by another account moves to it: the previous user gets nothing there', async () => {
    const shared = await subscribeAs(customer);
    const res = await send('POST', '/api/me/push-subscriptions', other, shared);
    expect(res.statusCode).toBe(201);
    const otherId = json(await send('GET', '/api/user', other)).id as number;
    expect((await subscriptionRow(shared.endpoint))!.user_id).toBe(otherId);
    const order = await newOrder();
    await moveTo(order.id, 'confirmed');
    await app.jobs.runDue();
    expect(push.received.filter((p) => p.endpoint === shared.endpoint)).toEqual([]);
    await send('DELETE', '/api/me/push-subscriptions', other, { endpoint: shared.endpoint });
  });

  it('deletes only the caller’s own subscription', async () => {
    const mine = await subscribeAs(customer);
    expect((await send('DELETE', '/api/me/push-subscriptions', other, { endpoint: mine.endpoint })).statusCode).toBe(204);
    expect(await subscriptionRow(mine.endpoint)).toBeDefined();
    expect((await send('DELETE', '/api/me/push-subscriptions', customer, { endpoint: mine.endpoint })).statusCode).toBe(204);
    expect(await subscriptionRow(mine.endpoint)).toBeUndefined();
  });

  it('422 with Portuguese messages per field for a bad subscription', async () => {
    const good = push.subscribe(publicKey);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, endpoint: 'ftp://push.example/x' }, 'endpoint', PUSH_MESSAGES.endpointInvalid],
      [{ ...good, endpoint: '' }, 'endpoint', PUSH_MESSAGES.endpointRequired],
      [{ ...good, keys: { ...good.keys, p256dh: randomBytes(64).toString('base64url') } }, 'keys.p256dh', PUSH_MESSAGES.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'não é base64' } }, 'keys.auth', PUSH_MESSAGES.authInvalid],
      [{ endpoint: good.endpoint }, 'keys.p256dh', PUSH_MESSAGES.keyRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('POST', '/api/me/push-subscriptions', customer, body);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)[field]).toEqual([message]);
    }
    const missing = await send('DELETE', '/api/me/push-subscriptions', customer, {});
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing).endpoint).toEqual([PUSH_MESSAGES.endpointRequired]);
  });

  it('without test endpoints allowed, only https addresses of the browsers’ push services are taken', async () => {
    const strict = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      const attempt = (endpoint: string) => strict.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: bearer(customer), payload: { endpoint, keys } });
      for (const endpoint of [push.subscribe(publicKey).endpoint, 'https://169.254.169.254/latest', 'https://evil.example/fcm.googleapis.com', 'https://fcm.googleapis.com:8443/fcm/send/x']) {
        const res = await attempt(endpoint);
        expect(res.statusCode).toBe(422);
        expect(errorsOf(res).endpoint).toEqual([PUSH_MESSAGES.endpointInvalid]);
      }
      expect((await attempt('https://fcm.googleapis.com/fcm/send/abc:APA91b')).statusCode).toBe(201);
      expect((await attempt('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).statusCode).toBe(201);
      expect(json(await strict.inject({ url: '/api/push/public-key' })).data.public_key).toBe(publicKey);
    } finally {
      await strict.close();
      await db.handle.query("DELETE FROM push_subscriptions WHERE endpoint LIKE 'https://%'");
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await send('POST', '/api/me/push-subscriptions', null, push.subscribe(publicKey))).statusCode).toBe(401);
    expect((await send('GET', '/api/me/notification-preferences', null)).statusCode).toBe(401);
  });
});

describe('"Atualizações de pedidos por e-mail"', () => {
  it('mails each status change to a customer who turned it on (no browser needed), and nothing once off', async () => {
    const otherUser = json(await send('GET', '/api/user', other));
    await db.handle.query('DELETE FROM push_subscriptions WHERE user_id = $1', [otherUser.id]);
    const mailsTo = () => mailer.sent.filter((mail) => mail.to === OTHER);
    const before = mailsTo().length;
    await send('PUT', '/api/me/notification-preferences', other, { order_status_push: true, order_updates_email: true, promotions: false });
    const order = await newOrder(other);
    await moveTo(order.id, 'confirmed');
    await app.jobs.runDue();
    await app.jobs.runDue();
    const mails = mailsTo().slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([`Pedido ${order.display_number}: Confirmado — Comanda`]);
    expect(mails[0]!.text).toContain('Seu pedido está: Confirmado.');
    expect(mails[0]!.text).toContain(`Acompanhe o pedido: http://comanda.test/loja/${bella.slug}/success/${order.public_id}`);

    await send('PUT', '/api/me/notification-preferences', other, { ...DEFAULT_NOTIFICATION_PREFERENCES });
    await moveTo(order.id, 'preparing');
    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(mailsTo().length).toBe(before + 1);
    expect(await pendingPushJobs()).toEqual([]);
  });
});

describe('GET and PUT /api/me/notification-preferences', () => {
  it('gives the defaults (promotions off) until the user chooses, then what was saved', async () => {
    const fresh = await send('GET', '/api/me/notification-preferences', other);
    expect(json(fresh).data).toEqual({ order_status_push: true, order_updates_email: false, promotions: false });
    const chosen = { order_status_push: false, order_updates_email: true, promotions: true };
    expect(json(await send('PUT', '/api/me/notification-preferences', other, chosen)).data).toEqual(chosen);
    expect(json(await send('GET', '/api/me/notification-preferences', other)).data).toEqual(chosen);
    expect(json(await send('GET', '/api/me/notification-preferences', customer)).data).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('422 for a missing or non-boolean choice', async () => {
    const res = await send('PUT', '/api/me/notification-preferences', other, { order_status_push: 'sim', promotions: true });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ order_status_push: [PUSH_MESSAGES.preferenceInvalid], order_updates_email: [PUSH_MESSAGES.preferenceInvalid] });
  });
});
