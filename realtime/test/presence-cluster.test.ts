import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type Pusher from 'pusher-js';
import { channelAuth } from '../src/crypto';
import type { RealtimeOptions } from '../src/types';
import { APP, dropRedisKeys, eventually, pusherClient, rawClient, sleep, startServer, type Started } from './support';

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TTL_MS = 900;
const CHANNEL = 'presence-store.7';

type Member = { id: string; info: unknown };
type PresenceChannel = ReturnType<Pusher['subscribe']> & { members: { count: number; each: (fn: (member: Member) => void) => void } };
type ChildNode = { port: number; nodeId: string; child: ChildProcess };

const clients: Pusher[] = [];
const nodes: Started[] = [];
const children: ChildProcess[] = [];
const buses = new Set<string>();
let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS);
});
afterAll(() => redis.quit());
afterEach(async () => {
  for (const created of clients.splice(0)) created.disconnect();
  await Promise.all(
    children.splice(0).map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
  await Promise.all(nodes.splice(0).map((node) => node.server.close()));
  // Nodes killed at the end of a test are never reaped: no node of their bus is left.
  await dropRedisKeys(REDIS, [...buses]);
  buses.clear();
});

const startNode = async (bus: string, options: Partial<RealtimeOptions> = {}) => {
  buses.add(bus);
  const node = await startServer({ redisUrl: REDIS, redisChannel: bus, presenceNodeTtlMs: TTL_MS, ...options });
  nodes.push(node);
  return node;
};
const allReady = (...started: Started[]) => eventually(() => expect(started.map((node) => node.server.stats().redis)).toEqual(started.map(() => 'ready')));

/** A node in its own process (test/fixtures/cluster-node.ts), to be SIGKILLed or SIGSTOPped. */
const spawnNode = (bus: string): Promise<ChildNode> =>
  new Promise((resolve, reject) => {
    buses.add(bus);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'cluster-node.ts')], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, APP_ID: APP.id, APP_KEY: APP.key, APP_SECRET: APP.secret, REDIS_URL: REDIS, REDIS_CHANNEL: bus, PRESENCE_TTL_MS: String(TTL_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code, signal) => reject(new Error(`cluster node exited early (${code ?? signal})`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const started = JSON.parse(chunk.toString()) as { port: number; nodeId: string; redis: string };
      if (started.redis !== 'ready') reject(new Error(`cluster node not ready: ${started.redis}`));
      else resolve({ port: started.port, nodeId: started.nodeId, child });
    });
  });

const user = (id: string) => ({ id, info: { name: id.toUpperCase() } });

/** pusher-js joins CHANNEL as `id`; the member_added/removed it sees are recorded from before the subscription. */
const join = async (port: number, id: string) => {
  const client = pusherClient(port, { user: user(id) });
  clients.push(client);
  const channel = client.subscribe(CHANNEL) as PresenceChannel;
  const added: Member[] = [];
  const removed: Member[] = [];
  channel.bind('pusher:member_added', (member: Member) => added.push(member));
  channel.bind('pusher:member_removed', (member: Member) => removed.push(member));
  await new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
  const ids = () => {
    const seen: string[] = [];
    channel.members.each((member) => seen.push(member.id));
    return seen.sort();
  };
  const of = (list: Member[], who: string) => list.filter((member) => member.id === who);
  return { client, channel, ids, added, removed, addedOf: (who: string) => of(added, who), removedOf: (who: string) => of(removed, who) };
};

const presenceKeys = (bus: string) => redis.keys(`{${bus}}:presence*`);

describe('presence across two nodes over Redis', () => {
  it('lists members of every node in subscription_succeeded and announces joins across nodes', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const b = await startNode(bus);
    await allReady(a, b);

    const alice = await join(a.port, 'alice');
    expect(alice.ids()).toEqual(['alice']);
    const bob = await join(b.port, 'bob');
    expect(bob.ids()).toEqual(['alice', 'bob']);
    expect(bob.channel.members.count).toBe(2);
    const carol = await join(a.port, 'carol');
    expect(carol.ids()).toEqual(['alice', 'bob', 'carol']);

    await eventually(() => expect(alice.added).toEqual([user('bob'), user('carol')]));
    await eventually(() => expect(bob.added).toEqual([user('carol')]));
    expect(carol.added).toEqual([]);
    expect(alice.ids()).toEqual(['alice', 'bob', 'carol']);
  });

  it('announces member_added once for the first connection anywhere and member_removed once for the last', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const b = await startNode(bus);
    await allReady(a, b);
    const alice = await join(a.port, 'alice');
    const dave = await join(b.port, 'dave');

    const bobOnA = await join(a.port, 'bob');
    await eventually(() => expect([alice.addedOf('bob'), dave.addedOf('bob')]).toEqual([[user('bob')], [user('bob')]]));
    const bobOnB = await join(b.port, 'bob');
    expect(bobOnB.ids()).toEqual(['alice', 'bob', 'dave']);
    await sleep(200);
    expect([alice.addedOf('bob'), dave.addedOf('bob')]).toEqual([[user('bob')], [user('bob')]]);
    // Never to the joining socket (nor to the user's other socket, which already counted the user).
    expect([bobOnA.addedOf('bob'), bobOnB.addedOf('bob')]).toEqual([[], []]);

    bobOnA.client.disconnect();
    await sleep(300);
    expect([alice.removedOf('bob'), dave.removedOf('bob'), bobOnB.removedOf('bob')]).toEqual([[], [], []]);
    expect(dave.ids()).toEqual(['alice', 'bob', 'dave']);

    bobOnB.client.disconnect();
    await eventually(() => expect([alice.removedOf('bob'), dave.removedOf('bob')]).toEqual([[user('bob')], [user('bob')]]));
    await sleep(200);
    expect([alice.removedOf('bob'), dave.removedOf('bob')]).toEqual([[user('bob')], [user('bob')]]);
    expect(alice.ids()).toEqual(['alice', 'dave']);
    expect((await join(b.port, 'erin')).ids()).toEqual(['alice', 'dave', 'erin']);
  });

  it('stays exact when two nodes race on the same user (10 sockets joining and leaving at once)', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const b = await startNode(bus);
    await allReady(a, b);
    const watcherA = await join(a.port, 'watcher-a');
    const watcherB = await join(b.port, 'watcher-b');

    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => rawClient(i % 2 === 0 ? a.port : b.port)));
    const socketIds = await Promise.all(
      racers.map(async (raw) => (JSON.parse((await raw.next('pusher:connection_established')).data ?? '') as { socket_id: string }).socket_id),
    );
    const channelData = JSON.stringify({ user_id: 'racer', user_info: { name: 'RACER' } });
    racers.forEach((raw, i) => raw.send('pusher:subscribe', { channel: CHANNEL, channel_data: channelData, auth: channelAuth(APP.key, APP.secret, socketIds[i] ?? '', CHANNEL, channelData) }));
    const snapshots = await Promise.all(racers.map(async (raw) => JSON.parse((await raw.next('pusher_internal:subscription_succeeded')).data ?? '') as { presence: { ids: string[] } }));
    for (const snapshot of snapshots) expect(snapshot.presence.ids.sort()).toEqual(['racer', 'watcher-a', 'watcher-b']);
    await eventually(() => expect([watcherA.addedOf('racer').length, watcherB.addedOf('racer').length]).toEqual([1, 1]));

    for (const raw of racers) raw.ws.close();
    await eventually(() => expect([watcherA.removedOf('racer').length, watcherB.removedOf('racer').length]).toEqual([1, 1]));
    await sleep(300);
    expect([watcherA.addedOf('racer').length, watcherB.addedOf('racer').length, watcherA.removedOf('racer').length, watcherB.removedOf('racer').length]).toEqual([1, 1, 1, 1]);

    for (const created of clients.splice(0)) created.disconnect();
    await Promise.all(nodes.splice(0).map((node) => node.server.close()));
    expect(await presenceKeys(bus)).toEqual([]);
  });

  it('removes the members of a node killed without shutdown within the TTL, and only them', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const [c] = await Promise.all([spawnNode(bus), allReady(a)]);
    const alice = await join(a.port, 'alice');
    await join(c.port, 'erin');
    await join(c.port, 'bob');
    await join(a.port, 'bob');
    await eventually(() => expect(alice.ids()).toEqual(['alice', 'bob', 'erin']));

    const killedAt = Date.now();
    c.child.kill('SIGKILL');
    await eventually(() => expect(alice.removed).toEqual([user('erin')]), 5_000);
    const elapsed = Date.now() - killedAt;
    // Expiry of the dead node's heartbeat (≤ TTL) + the next sweep (every TTL/3) + slack for a busy box.
    expect(elapsed).toBeLessThan(TTL_MS + TTL_MS / 3 + 1_000);
    await sleep(TTL_MS);
    expect(alice.removed).toEqual([user('erin')]);
    expect(alice.ids()).toEqual(['alice', 'bob']);
    expect((await join(a.port, 'frank')).ids()).toEqual(['alice', 'bob', 'frank']);
    expect((await presenceKeys(bus)).filter((key) => key.includes(c.nodeId))).toEqual([]);
  });

  it('re-announces the members of a node that was reaped while frozen and then came back', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const [c] = await Promise.all([spawnNode(bus), allReady(a)]);
    const alice = await join(a.port, 'alice');
    const bob = await join(c.port, 'bob');
    await eventually(() => expect(alice.ids()).toEqual(['alice', 'bob']));

    c.child.kill('SIGSTOP');
    await eventually(() => expect(alice.removedOf('bob')).toHaveLength(1), 5_000);
    c.child.kill('SIGCONT');
    await eventually(() => expect(alice.addedOf('bob')).toHaveLength(2), 5_000);
    expect(alice.ids()).toEqual(['alice', 'bob']);
    expect(bob.client.connection.state).toBe('connected');
    expect((await join(a.port, 'carol')).ids()).toEqual(['alice', 'bob', 'carol']);
  });

  it('removes the members of a node at its graceful shutdown right away', async () => {
    const bus = `test:${randomUUID()}`;
    const a = await startNode(bus);
    const b = await startNode(bus, { presenceNodeTtlMs: 60_000 });
    await allReady(a, b);
    const alice = await join(a.port, 'alice');
    await join(b.port, 'bob');
    await eventually(() => expect(alice.ids()).toEqual(['alice', 'bob']));
    const closedAt = Date.now();
    await b.server.close();
    await eventually(() => expect(alice.removedOf('bob')).toHaveLength(1));
    expect(Date.now() - closedAt).toBeLessThan(5_000);
    expect((await presenceKeys(bus)).filter((key) => key.includes(b.server.nodeId))).toEqual([]);
  });
});
