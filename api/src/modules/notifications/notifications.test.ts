import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import { loadConfig } from '../../config';
import { NOTIFICATION_EVENT } from '../../realtime/channels';
import type { BroadcastNotification } from '../../realtime/publisher';
import { openTestDb, type TestDb } from '../../../test/helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from '../../../test/helpers/test-app';
import { broadcastNotifications, createNotifications, notifyStoreStaff } from './notifications.service';

let db: TestDb;
let app: FastifyInstance;
let port: number;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const storeIds: Record<string, number> = {};
const pushers: Pusher[] = [];

const OWNER = 'dono@bellanapoli.com.br';
const CUSTOMER = 'cliente@comanda.app';
const OTHER_OWNER = 'dono@burgerhouse.com.br';

const get = (url: string, email?: string) => app.inject({ method: 'GET', url, headers: email ? bearer(tokens[email]!) : {} });
const post = (url: string, email?: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: email ? bearer(tokens[email]!) : {}, ...(payload ? { payload } : {}) });

const notify = (email: string, title: string, data: Record<string, unknown> = {}) =>
  createNotifications(app.db, [userIds[email]!], { type: 'test', title, message: `Mensagem ${title}`, data });

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { realtime: { ...loadConfig({}).realtime, secret: 'test-secret' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  for (const email of [OWNER, CUSTOMER, OTHER_OWNER, 'gerente@bellanapoli.com.br', 'atendente@bellanapoli.com.br']) {
    tokens[email] = await loginAs(app, email);
    userIds[email] = json(await get('/api/user', email)).id as number;
  }
  for (const row of await db.handle.query<{ id: number; slug: string }>('SELECT id, slug FROM stores')) storeIds[row.slug] = row.id;
  // The demo orders of the seed notified the pizzeria's staff: these tests count from an empty inbox.
  await db.handle.exec('DELETE FROM notifications');
});

afterAll(async () => {
  for (const pusher of pushers) pusher.disconnect();
  await app.close();
  await db.close();
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', '/api/notifications/mark-all-read'],
    ['POST', '/api/notifications/0b7d9c1e-5f55-4a43-9f7a-3d5c2f6b8a10/read'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Não autenticado.' });
  });
});

describe('GET /api/notifications', () => {
  it('is empty for a user without notifications', async () => {
    const res = await get('/api/notifications', OTHER_OWNER);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ notifications: [], unread_count: 0, current_page: 1, last_page: 1, per_page: 15, total: 0 });
  });

  it('pages 15 at a time, newest first, with the spec fields', async () => {
    for (let i = 1; i <= 20; i += 1) await notify(OWNER, `N${i}`, { order_id: i, url: `/store/orders/${i}` });
    const first = json(await get('/api/notifications', OWNER));
    expect(first).toMatchObject({ unread_count: 20, current_page: 1, last_page: 2, per_page: 15, total: 20 });
    expect(first.notifications).toHaveLength(15);
    expect(first.notifications.map((n: { title: string }) => n.title)).toEqual(Array.from({ length: 15 }, (_, i) => `N${20 - i}`));
    expect(first.notifications[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'test',
      title: 'N20',
      message: 'Mensagem N20',
      data: { order_id: 20, url: '/store/orders/20' },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read: false,
      read_at: null,
    });

    const second = json(await get('/api/notifications?page=2', OWNER));
    expect(second).toMatchObject({ current_page: 2, last_page: 2, unread_count: 20 });
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1']);

    const beyond = json(await get('/api/notifications?page=3', OWNER));
    expect(beyond).toMatchObject({ notifications: [], current_page: 3, last_page: 2 });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '', '2abc'])('reads page=%s as page 1', async (page) => {
    const res = await get(`/api/notifications?page=${encodeURIComponent(page)}`, OWNER);
    expect(res.statusCode).toBe(200);
    expect(json(res).current_page).toBe(1);
    expect(json(res).notifications[0].title).toBe('N20');
  });

  it('keeps each user to their own notifications', async () => {
    const res = json(await get('/api/notifications', CUSTOMER));
    expect(res.total).toBe(0);
    expect(json(await get('/api/notifications/unread-count', CUSTOMER))).toEqual({ count: 0 });
    expect(json(await get('/api/notifications/unread-count', OWNER))).toEqual({ count: 20 });
  });
});

describe('marking as read', () => {
  it('marks one (idempotent: the first read_at stays) and lowers the unread count', async () => {
    const [row] = await notify(OWNER, 'Para ler');
    const res = await post(`/api/notifications/${row!.id}/read`, OWNER);
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data).toMatchObject({ id: row!.id, title: 'Para ler', read: true, read_at: expect.any(String) });
    expect(json(await get('/api/notifications/unread-count', OWNER))).toEqual({ count: 20 });
    const again = json(await post(`/api/notifications/${row!.id}/read`, OWNER)).data;
    expect(again.read_at).toBe(data.read_at);
    const listed = json(await get('/api/notifications', OWNER)).notifications[0];
    expect(listed).toMatchObject({ id: row!.id, read: true, read_at: data.read_at });
  });

  it("answers 404 for another user's notification, an unknown id and a malformed id", async () => {
    const [row] = await notify(OWNER, 'Só do dono');
    for (const id of [row!.id, '0b7d9c1e-5f55-4a43-9f7a-3d5c2f6b8a10', 'not-a-uuid', '1', "x'or'1'='1"]) {
      const res = await post(`/api/notifications/${encodeURIComponent(id)}/read`, CUSTOMER);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'Recurso não encontrado.' });
    }
    expect(json(await get('/api/notifications', OWNER)).notifications[0]).toMatchObject({ id: row!.id, read: false });
  });

  it('marks all of the caller (and only theirs) read', async () => {
    await notify(CUSTOMER, 'Do cliente');
    const unread = json(await get('/api/notifications/unread-count', OWNER)).count as number;
    const res = await post('/api/notifications/mark-all-read', OWNER);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ updated: unread, unread_count: 0 });
    expect(json(await get('/api/notifications/unread-count', OWNER))).toEqual({ count: 0 });
    expect(json(await get('/api/notifications', OWNER)).notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect(json(await post('/api/notifications/mark-all-read', OWNER))).toEqual({ updated: 0, unread_count: 0 });
    expect(json(await get('/api/notifications/unread-count', CUSTOMER))).toEqual({ count: 1 });
  });
});

describe('service for other modules', () => {
  it('creates one row per distinct user in the caller transaction (rolled back with it)', async () => {
    const ids = [userIds[OTHER_OWNER]!, userIds[CUSTOMER]!, userIds[OTHER_OWNER]!];
    const input = { type: 'order.new', title: 'Novo pedido', message: 'Pedido #1', data: { order_id: 1 } };
    await expect(
      app.db.transaction(async (tx) => {
        const rows = await createNotifications(tx, ids, input);
        expect(rows.map((r) => r.userId)).toEqual([userIds[OTHER_OWNER], userIds[CUSTOMER]]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(json(await get('/api/notifications/unread-count', OTHER_OWNER))).toEqual({ count: 0 });
    expect(await createNotifications(app.db, [], input)).toEqual([]);
  });

  it('notifies the staff of a store: its own, its parent\'s and branch-limited memberships', async () => {
    const parent = storeIds['pizzaria-bella-napoli']!;
    const moema = storeIds['bella-napoli-moema']!;
    const centro = storeIds['bella-napoli-centro']!;
    const [branchOnly] = await db.handle.query<{ id: number }>(
      "INSERT INTO users (name, email, password_hash, role, store_id) VALUES ('Filial', 'filial.moema@teste.com.br', 'x', 'attendant', $1) RETURNING id",
      [moema],
    );
    await db.handle.query("INSERT INTO store_memberships (user_id, store_id, role, branch_id) VALUES ($1, $2, 'attendant', $3)", [branchOnly!.id, parent, moema]);
    const staff = [OWNER, 'gerente@bellanapoli.com.br', 'atendente@bellanapoli.com.br'].map((email) => userIds[email]!).sort((a, b) => a - b);

    const input = { type: 'order.new', title: 'Novo pedido', message: 'Pedido #7', data: { order_id: 7 } };
    const recipients = async (storeId: number) => (await notifyStoreStaff(db.handle, storeId, input)).map((row) => row.userId);
    expect(await recipients(parent)).toEqual(staff);
    expect(await recipients(moema)).toEqual([...staff, branchOnly!.id].sort((a, b) => a - b));
    expect(await recipients(centro)).toEqual(staff);
    expect(await recipients(storeIds['burger-house']!)).toEqual(expect.arrayContaining([userIds[OTHER_OWNER]]));
    expect(await recipients(999_999)).toEqual([]);
    const [row] = await notifyStoreStaff(db.handle, moema, input);
    expect(row).toMatchObject({ type: 'order.new', title: 'Novo pedido', message: 'Pedido #7', data: { order_id: 7 }, readAt: null, createdAt: expect.any(Date) });
  });

  it('broadcasts the wire Notification plus its data fields, as laravel-echo .notification() gets it', async () => {
    const sent: Array<{ userId: number; notification: BroadcastNotification }> = [];
    const rows = await createNotifications(app.db, [userIds[OTHER_OWNER]!], { type: 'order.new', title: 'Novo pedido', message: 'Pedido #9', data: { order_id: 9 } });
    await broadcastNotifications({ notifyUser: async (userId, notification) => (sent.push({ userId, notification }), true) }, rows);
    expect(sent).toEqual([
      {
        userId: userIds[OTHER_OWNER],
        notification: {
          id: rows[0]!.id,
          type: 'order.new',
          data: { order_id: 9, title: 'Novo pedido', message: 'Pedido #9', data: { order_id: 9 }, timestamp: rows[0]!.createdAt.toISOString(), read: false, read_at: null },
        },
      },
    ]);
  });

  it('reaches the user through the realtime server', async () => {
    const userId = userIds[CUSTOMER]!;
    const pusher = new Pusher('comanda-key', {
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'sa1',
      channelAuthorization: {
        endpoint: '/api/broadcasting/debug-auth',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          void app
            .inject({ method: 'POST', url: '/api/broadcasting/debug-auth', headers: bearer(tokens[CUSTOMER]!), payload: { socket_id: socketId, channel_name: channelName } })
            .then((res) => (res.statusCode === 200 ? callback(null, json(res)) : callback(new Error(res.body), null)));
        },
      },
    });
    pushers.push(pusher);
    const channel = pusher.subscribe(`private-App.Models.User.${userId}`);
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const received = new Promise<Record<string, unknown>>((resolve) => channel.bind(NOTIFICATION_EVENT, resolve));

    const rows = await createNotifications(app.db, [userId], { type: 'order.status', title: 'Pedido em preparo', message: 'Seu pedido #3 está em preparo.', data: { order_id: 3, status: 'preparing', url: '/customer/orders/3' } });
    await broadcastNotifications(app.broadcaster, rows);
    await expect(received).resolves.toEqual({
      order_id: 3,
      status: 'preparing',
      url: '/customer/orders/3',
      id: rows[0]!.id,
      type: 'order.status',
      title: 'Pedido em preparo',
      message: 'Seu pedido #3 está em preparo.',
      data: { order_id: 3, status: 'preparing', url: '/customer/orders/3' },
      timestamp: rows[0]!.createdAt.toISOString(),
      read: false,
      read_at: null,
    });
  });
});

describe('POST /api/testing/notifications', () => {
  it('does not exist unless COMANDA_TEST_ROUTES=1', async () => {
    expect((await post('/api/testing/notifications', OWNER, { title: 'x' })).statusCode).toBe(404);
  });

  it('creates a notification for the caller when enabled', async () => {
    const testApp = await buildTestApp(db.handle, { testRoutes: true });
    try {
      const headers = bearer(tokens[CUSTOMER]!);
      const res = await testApp.inject({ method: 'POST', url: '/api/testing/notifications', headers, payload: { title: 'Teste', data: { url: '/customer/orders' } } });
      expect(res.statusCode).toBe(201);
      expect(json(res).data).toMatchObject({ type: 'test', title: 'Teste', message: '', data: { url: '/customer/orders' }, read: false });
      const invalid = await testApp.inject({ method: 'POST', url: '/api/testing/notifications', headers, payload: { data: [1] } });
      expect(invalid.statusCode).toBe(422);
      expect(json(invalid).errors).toEqual({ title: ['O campo title é obrigatório.'], data: ['O campo data deve ser um objeto.'] });
    } finally {
      await testApp.close();
    }
  });
});
