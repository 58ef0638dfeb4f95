import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Pusher from 'pusher-js';
import { silentLogger } from '../src/logger';
import { createRealtimeServer, type RealtimeServer } from '../src/realtime-server';
import { APP, connected, eventually, nextEvents, pusherClient, rawClient, sdk, sleep, startServer, subscribed } from './support';

describe('server ping and pong timeout', () => {
  let started: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    started = await startServer({ activityTimeout: 1, pongTimeoutMs: 300 });
  });
  afterAll(() => started.server.close());

  it('pings an idle socket and closes it with 4201 when no pong comes back', async () => {
    const raw = await rawClient(started.port);
    const established = JSON.parse((await raw.next('pusher:connection_established')).data ?? '') as { activity_timeout: number };
    expect(established.activity_timeout).toBe(1);
    const startedAt = Date.now();
    await raw.next('pusher:ping', 2_000);
    const closed = await raw.closed;
    expect(closed.code).toBe(4201);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
  });

  it('keeps a socket that answers pings', async () => {
    const raw = await rawClient(started.port);
    await raw.next('pusher:connection_established');
    for (let round = 0; round < 2; round += 1) {
      await raw.next('pusher:ping', 2_000);
      raw.send('pusher:pong', {});
    }
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    raw.ws.close();
  });

  it('keeps an idle pusher-js client connected (it answers and sends pings itself)', async () => {
    const client = pusherClient(started.port);
    const socketId = await connected(client);
    await sleep(2_500);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId);
    client.disconnect();
  });
});

describe('graceful shutdown (4200) on a shared HTTP server', () => {
  let http: Server;
  let current: RealtimeServer;
  let port: number;
  let client: Pusher | undefined;

  beforeAll(async () => {
    http = createServer((req, res) => {
      if (!current.handleHttp(req, res)) {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    client?.disconnect();
    await current.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it('pusher-js reconnects at once with a new socket id, resubscribes and receives events again', async () => {
    current = createRealtimeServer({ apps: [APP], logger: silentLogger });
    current.attach(http, { path: '/app' });
    client = pusherClient(port);
    const firstSocket = await connected(client);
    const channel = await subscribed(client, 'private-store.7');
    const api = sdk(port);
    const first = nextEvents(channel, 'order.new');
    await api.trigger('private-store.7', 'order.new', { n: 1 });
    expect(await first).toEqual([{ n: 1 }]);

    const closeCodes: number[] = [];
    client.connection.bind('error', (error: { error?: { data?: { code?: number } } }) => {
      if (error.error?.data?.code) closeCodes.push(error.error.data.code);
    });
    const old = current;
    const resubscribed = new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const closing = old.close();
    current = createRealtimeServer({ apps: [APP], logger: silentLogger });
    current.attach(http, { path: '/app' });
    await closing;

    await resubscribed;
    expect(closeCodes).toContain(4200);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).not.toBe(firstSocket);
    expect(old.stats().connections).toBe(0);
    await eventually(() => expect(current.stats()).toMatchObject({ connections: 1, channels: 1 }));

    const second = nextEvents(channel, 'order.new');
    await api.trigger('private-store.7', 'order.new', { n: 2 });
    expect(await second).toEqual([{ n: 2 }]);
  });
});
