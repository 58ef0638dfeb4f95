import { randomUUID } from 'node:crypto';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import type Pusher from 'pusher-js';
import type { Logger } from '../src/types';
import { dropRedisKeys, eventually, pusherClient, sdk, sleep, startServer, subscribed, type Started } from './support';

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Pusher[] = [];
const nodes: Started[] = [];
const buses = new Set<string>();
const client = (port: number) => {
  const created = pusherClient(port);
  clients.push(created);
  return created;
};
const startNode = async (redisUrl: string, redisChannel: string, logger?: Logger) => {
  buses.add(redisChannel);
  const node = await startServer({ redisUrl, redisChannel, ...(logger ? { logger } : {}) });
  nodes.push(node);
  return node;
};
const collect = (channel: ReturnType<Pusher['subscribe']>, event: string) => {
  const seen: unknown[] = [];
  channel.bind(event, (data: unknown) => seen.push(data));
  return seen;
};

afterEach(async () => {
  for (const created of clients.splice(0)) created.disconnect();
  await Promise.all(nodes.splice(0).map((node) => node.server.close()));
  await dropRedisKeys(REDIS, [...buses]);
  buses.clear();
});

describe('two nodes over Redis', () => {
  it('delivers an event triggered on node B to clients on both nodes exactly once', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(REDIS, bus);
    const b = await startNode(REDIS, bus);
    await eventually(() => expect([a.server.stats().redis, b.server.stats().redis]).toEqual(['ready', 'ready']));

    const onA = collect(await subscribed(client(a.port), 'private-store.7'), 'order.new');
    const onB = collect(await subscribed(client(b.port), 'private-store.7'), 'order.new');
    await sdk(b.port).trigger('private-store.7', 'order.new', { via: 'b' });
    await sdk(a.port).trigger('private-store.7', 'order.new', { via: 'a' });
    await eventually(() => expect(onA).toHaveLength(2));
    await eventually(() => expect(onB).toHaveLength(2));
    await sleep(200);
    expect(onA).toEqual(expect.arrayContaining([{ via: 'a' }, { via: 'b' }]));
    expect(onA).toHaveLength(2);
    expect(onB).toHaveLength(2);
  });

  it('relays client events and honours socket_id exclusion across nodes', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(REDIS, bus);
    const b = await startNode(REDIS, bus);
    await eventually(() => expect([a.server.stats().redis, b.server.stats().redis]).toEqual(['ready', 'ready']));
    const sender = client(a.port);
    const senderChannel = await subscribed(sender, 'private-chat');
    const receiverChannel = await subscribed(client(b.port), 'private-chat');
    const echoed = collect(senderChannel, 'client-typing');
    const received = collect(receiverChannel, 'client-typing');
    const apiEvents = collect(senderChannel, 'order.new');
    senderChannel.trigger('client-typing', { who: 'a' });
    await sdk(b.port).trigger('private-chat', 'order.new', {}, { socket_id: sender.connection.socket_id });
    await eventually(() => expect(received).toEqual([{ who: 'a' }]));
    await sleep(200);
    expect(echoed).toEqual([]);
    expect(apiEvents).toEqual([]);
  });
});

describe('Redis outage', () => {
  it('starts with an unreachable Redis and still serves local subscribers', async () => {
    const warnings: string[] = [];
    const logger: Logger = { info: () => {}, error: () => {}, warn: (message) => warnings.push(message) };
    const node = await startNode('redis://127.0.0.1:1', `test:${randomUUID()}`, logger);
    const seen = collect(await subscribed(client(node.port), 'private-store.7'), 'order.new');
    await sdk(node.port).trigger('private-store.7', 'order.new', { local: true });
    await eventually(() => expect(seen).toEqual([{ local: true }]));
    await eventually(() => expect(node.server.stats().redis).toBe('down'));
    expect(warnings.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps serving while Redis drops mid-flight and fans out again once it is back', async () => {
    const proxy = await redisProxy();
    try {
      const bus = `test:${randomUUID()}`;
      const a = await startNode(`redis://127.0.0.1:${proxy.port}`, bus);
      const b = await startNode(REDIS, bus);
      await eventually(() => expect([a.server.stats().redis, b.server.stats().redis]).toEqual(['ready', 'ready']));
      const onA = collect(await subscribed(client(a.port), 'private-store.7'), 'order.new');

      await proxy.stop();
      await eventually(() => expect(a.server.stats().redis).toBe('down'));
      await sdk(a.port).trigger('private-store.7', 'order.new', { n: 'local-during-outage' });
      await eventually(() => expect(onA).toEqual([{ n: 'local-during-outage' }]));

      await proxy.start();
      await eventually(() => expect(a.server.stats().redis).toBe('ready'), 5_000);
      await sdk(b.port).trigger('private-store.7', 'order.new', { n: 'remote-after-recovery' });
      await eventually(() => expect(onA).toEqual([{ n: 'local-during-outage' }, { n: 'remote-after-recovery' }]));
    } finally {
      await proxy.stop();
    }
  });
});

/** A TCP proxy to the local Redis that can be cut and restored on the same port. */
const redisProxy = async () => {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((downstream) => {
        const upstream = new Socket();
        upstream.connect(6379, '127.0.0.1');
        for (const socket of [downstream, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        downstream.pipe(upstream).pipe(downstream);
        downstream.on('close', () => upstream.destroy());
        upstream.on('close', () => downstream.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
};
