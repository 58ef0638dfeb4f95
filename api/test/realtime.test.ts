import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { NOTIFICATION_EVENT, parseChannel } from '../src/realtime/channels';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

type Channel = ReturnType<Pusher['subscribe']>;

let db: TestDb;
let app: FastifyInstance;
let port: number;
let base: string;
let ids: Record<string, number>;
const clients: Pusher[] = [];
const tokens: Record<string, string> = {};

const KEY = 'comanda-key';
const SECRET = 'test-secret';
const sign = (text: string) => createHmac('sha256', SECRET).update(text).digest('hex');

const userIdOf = async (token: string): Promise<number> => json(await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).id as number;

const post = (url: string, body: unknown, token?: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });

/** A pusher-js client authorised like the shell: its custom handler calls debug-auth with the bearer token. */
function client(token: string | undefined): Pusher {
  const pusher = new Pusher(KEY, {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'sa1',
    channelAuthorization: {
      endpoint: '/api/broadcasting/debug-auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        post('/api/broadcasting/debug-auth', { socket_id: socketId, channel_name: channelName }, token)
          .then(async (res) => {
            const body = (await res.json()) as { auth: string; channel_data?: string; message?: string };
            if (res.status !== 200) callback(new Error(`${res.status} ${body.message ?? ''}`), null);
            else callback(null, body);
          })
          .catch((err: Error) => callback(err, null));
      },
    },
  });
  clients.push(pusher);
  return pusher;
}

const subscribe = (pusher: Pusher, name: string) =>
  new Promise<Channel>((resolve, reject) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: { error?: string; status?: number }) => reject(new Error(`subscription_error ${error.error ?? JSON.stringify(error)}`)));
  });

const next = <T = unknown>(channel: Channel, event: string) =>
  new Promise<T>((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { realtime: { ...loadConfig({}).realtime, secret: SECRET } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const rows = await db.handle.query<{ id: number; slug: string }>('SELECT id, slug FROM stores');
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  for (const email of ['dono@bellanapoli.com.br', 'atendente@bellanapoli.com.br', 'dono@burgerhouse.com.br', 'cliente@comanda.app', 'admin@comanda.app']) {
    tokens[email] = await loginAs(app, email);
  }
});

afterAll(async () => {
  for (const pusher of clients) pusher.disconnect();
  await app.close();
  await db.close();
});

describe('embedded realtime on the API port', () => {
  it('delivers an event published with app.broadcaster.toStore to the store owner subscribed through debug-auth', async () => {
    const storeId = ids['pizzaria-bella-napoli']!;
    const channel = await subscribe(client(tokens['dono@bellanapoli.com.br']), `private-store.${storeId}`);
    const received = next<{ id: number; total: string }>(channel, 'order.new');
    await expect(app.broadcaster.toStore(storeId, 'order.new', { id: 42, total: '59.90' })).resolves.toBe(true);
    await expect(received).resolves.toEqual({ id: 42, total: '59.90' });
  });

  it('lets the store attendant in, and a super_admin', async () => {
    const storeId = ids['pizzaria-bella-napoli']!;
    await expect(subscribe(client(tokens['atendente@bellanapoli.com.br']), `private-store.${storeId}`)).resolves.toBeDefined();
    await expect(subscribe(client(tokens['admin@comanda.app']), `private-store.${storeId}`)).resolves.toBeDefined();
  });

  it('refuses the store channel to a customer, who gets their own user channel and notifications', async () => {
    const token = tokens['cliente@comanda.app']!;
    const userId = await userIdOf(token);
    const pusher = client(token);
    await expect(subscribe(pusher, `private-store.${ids['pizzaria-bella-napoli']}`)).rejects.toThrow(/403/);
    const channel = await subscribe(pusher, `private-App.Models.User.${userId}`);

    const update = next(channel, 'user.update');
    await app.broadcaster.toUser(userId, 'user.update', { name: 'Cliente' });
    await expect(update).resolves.toEqual({ name: 'Cliente' });

    const notification = next(channel, NOTIFICATION_EVENT);
    await app.broadcaster.notifyUser(userId, { id: 'a1b2', type: 'App\\Notifications\\OrderStatusChanged', data: { order_id: 7, status: 'preparing' } });
    await expect(notification).resolves.toEqual({ order_id: 7, status: 'preparing', id: 'a1b2', type: 'App\\Notifications\\OrderStatusChanged' });

    await expect(subscribe(pusher, `private-App.Models.User.${userId + 1}`)).rejects.toThrow(/403/);
  });

  it("refuses another store's owner", async () => {
    await expect(subscribe(client(tokens['dono@burgerhouse.com.br']), `private-store.${ids['pizzaria-bella-napoli']}`)).rejects.toThrow(/403/);
  });

  it('closes sockets with 4200 on app.close() (checked on a second app sharing the database)', async () => {
    const other = await buildTestApp(db.handle, { realtime: { ...loadConfig({}).realtime, secret: SECRET } });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${otherPort}/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`);
    const established = new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
    expect(JSON.parse(await established)).toMatchObject({ event: 'pusher:connection_established' });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await other.close();
    await expect(closed).resolves.toBe(4200);
    expect(other.server.listening).toBe(false);
  });
});

describe('POST /api/broadcasting/debug-auth', () => {
  const storeChannel = () => `private-store.${ids['pizzaria-bella-napoli']}`;

  it('signs private channels exactly as pusher-js expects', async () => {
    const res = await post('/api/broadcasting/debug-auth', { socket_id: '123.456', channel_name: storeChannel() }, tokens['dono@bellanapoli.com.br']);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ auth: `${KEY}:${sign(`123.456:${storeChannel()}`)}` });
  });

  it('adds channel_data for presence channels', async () => {
    const channel = `presence-store.${ids['pizzaria-bella-napoli']}`;
    const token = tokens['dono@bellanapoli.com.br']!;
    const res = await post('/api/broadcasting/debug-auth', { socket_id: '1.2', channel_name: channel }, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { auth: string; channel_data: string };
    const data = JSON.parse(body.channel_data);
    expect(data).toEqual({ user_id: String(await userIdOf(token)), user_info: { name: expect.any(String), role: 'store_owner' } });
    expect(body.auth).toBe(`${KEY}:${sign(`1.2:${channel}:${body.channel_data}`)}`);
    const customer = await post('/api/broadcasting/debug-auth', { socket_id: '1.2', channel_name: channel }, tokens['cliente@comanda.app']);
    expect(customer.status).toBe(403);
  });

  it('accepts the form body of pusher-js default authorizer', async () => {
    const res = await fetch(`${base}/api/broadcasting/debug-auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(tokens['dono@bellanapoli.com.br']!) },
      body: new URLSearchParams({ socket_id: '9.9', channel_name: storeChannel() }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await post('/api/broadcasting/debug-auth', { socket_id: '1.2', channel_name: storeChannel() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Não autenticado.' });
  });

  it('answers 422 with Portuguese per-field messages', async () => {
    const token = tokens['dono@bellanapoli.com.br'];
    const empty = await post('/api/broadcasting/debug-auth', {}, token);
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: unknown }).errors).toEqual({
      socket_id: ['O campo socket_id é obrigatório.'],
      channel_name: ['O campo channel_name é obrigatório.'],
    });
    const bad = await post('/api/broadcasting/debug-auth', { socket_id: 'abc', channel_name: 'private store!' }, token);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({
      socket_id: ['O campo socket_id é inválido.'],
      channel_name: ['O campo channel_name é inválido.'],
    });
  });

  it('answers 403 for other channels and unknown stores', async () => {
    const token = tokens['admin@comanda.app'];
    for (const channel of ['public-news', 'private-orders', 'private-store.999999', 'private-encrypted-store.1', 'presence-App.Models.User.1']) {
      const res = await post('/api/broadcasting/debug-auth', { socket_id: '1.2', channel_name: channel }, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Acesso ao canal negado.' });
    }
  });
});

describe('the rest of the API on the same port', () => {
  it('serves GET /api/broadcasting/config for the browser', async () => {
    const res = await fetch(`${base}/api/broadcasting/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: KEY, wsHost: null, wsPort: null, forceTLS: false, cluster: 'sa1' });
  });

  it('still serves the API and 404s', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const store = await fetch(`${base}/api/stores/pizzaria-bella-napoli`);
    expect(store.status).toBe(200);
    expect((await fetch(`${base}/api/nope`)).status).toBe(404);
  });

  it('keeps /apps/* for the Pusher HTTP API: unsigned requests are refused', async () => {
    const res = await fetch(`${base}/apps/comanda/events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x","data":"{}","channels":["a"]}' });
    expect(res.status).toBe(401);
  });

  it('refuses WebSocket upgrades outside /app/', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/health`);
    await expect(new Promise((resolve) => ws.once('error', resolve))).resolves.toBeInstanceOf(Error);
  });
});

describe('configuration', () => {
  it('points the browser at Pusher Channels or an external server by env', () => {
    expect(loadConfig({ PUSHER_CLUSTER: 'sa1', PUSHER_APP_KEY: 'k' }).realtime).toMatchObject({ mode: 'pusher', key: 'k', wsHost: 'ws-sa1.pusher.com', forceTLS: true, useTLS: true });
    expect(loadConfig({ PUSHER_HOST: 'rt.internal', PUSHER_PORT: '6001' }).realtime).toMatchObject({ mode: 'external', host: 'rt.internal', port: 6001, useTLS: false, wsHost: 'rt.internal', wsPort: 6001 });
    expect(loadConfig({ REALTIME_EMBEDDED: '0' }).realtime.mode).toBe('disabled');
    expect(loadConfig({}).realtime).toMatchObject({ mode: 'embedded', appId: 'comanda', key: 'comanda-key', wsHost: null, wsPort: null });
  });

  it('parses only the channels the API authorises', () => {
    expect(parseChannel('private-store.12')).toEqual({ kind: 'store', storeId: 12, presence: false });
    expect(parseChannel('presence-store.12')).toEqual({ kind: 'store', storeId: 12, presence: true });
    expect(parseChannel('private-App.Models.User.3')).toEqual({ kind: 'user', userId: 3 });
    expect(parseChannel('private-store.012')).toEqual({ kind: 'other' });
  });
});
