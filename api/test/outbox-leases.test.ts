import type { DbHandle } from '../src/db/client';
import { createOutbox, DEFAULT_OUTBOX_OPTIONS, type Outbox, type OutboxOptions } from '../src/outbox/outbox-dispatcher';
import { enqueueEvents, type OutboxEvent } from '../src/outbox/outbox-events';
import { crashable, sleep } from './helpers/crashable-db';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * Several API nodes deliver one outbox: the node that holds events renews their lease while it publishes them (a
 * slow realtime server does not get them published twice), a node that dies has its events delivered by another
 * within a couple of seconds, and a writer whose lease ran out does not publish what another node took.
 */
let db: TestDb;
const silent = { warn: () => undefined, error: () => undefined };
const outboxes: Outbox[] = [];
type Published = { node: string; eventId: unknown };

/** A node's outbox whose realtime server records what it gets after `delayMs` (forever: never answers). */
function node(name: string, published: Published[], options: Partial<OutboxOptions> & { delayMs?: number; handle?: DbHandle } = {}): Outbox {
  const { delayMs = 0, handle = db.handle, ...rest } = options;
  const broadcaster = {
    mode: 'external' as const,
    toChannel: async (_channel: string, _event: string, payload: unknown) => {
      if (delayMs === Infinity) await new Promise(() => {});
      if (delayMs > 0) await sleep(delayMs);
      published.push({ node: name, eventId: (payload as { event_id: unknown }).event_id });
      return true;
    },
  };
  const outbox = createOutbox({ db: handle, broadcaster, log: silent, options: rest });
  outboxes.push(outbox);
  return outbox;
}

const events = (n: number): OutboxEvent[] => Array.from({ length: n }, (_, i) => ({ channels: ['private-store.1'], event: 'test.event', payload: { i } }));
const outboxRows = () => db.handle.query<{ id: number }>('SELECT id FROM outbox');

async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(20);
    }
  }
}

beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.handle.exec('DELETE FROM outbox');
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((o) => o.stop()));
});

describe('outbox leases across nodes', () => {
  it('a publish slower than the lease keeps it renewed: another node polling meanwhile never publishes the events', async () => {
    const published: Published[] = [];
    // Each publish outlasts the lease by a third; the lease itself leaves room for the stalls of a loaded CI
    // machine (with 300 ms, a 200 ms pause between renewals let the other node take the rows).
    const writer = node('writer', published, { leaseMs: 900, delayMs: 1_200 });
    const other = node('other', published, { leaseMs: 900, pollMs: 50 });
    await other.start();
    const written = await db.handle.transaction((tx) => enqueueEvents(tx, events(3), writer.lease));
    await writer.deliver(written);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
    await sleep(200);
    expect(published.map((p) => p.node)).toEqual(['writer', 'writer', 'writer']);
    expect(new Set(published.map((p) => p.eventId)).size).toBe(3);
  }, 15_000);

  it('the events of a node that died while publishing them are delivered by another node within the default lease (2 s), once', async () => {
    expect(DEFAULT_OUTBOX_OPTIONS.leaseMs).toBeLessThanOrEqual(2_000);
    const published: Published[] = [];
    const dying = crashable(db.handle);
    const writer = node('writer', published, { delayMs: Infinity, handle: dying.handle });
    const other = node('other', published);
    await other.start();
    const written = await db.handle.transaction((tx) => enqueueEvents(tx, events(2), writer.lease));
    void writer.deliver(written);
    // The writer hangs in its first publish well past a lease, renewing it: nothing is taken from it.
    await sleep(DEFAULT_OUTBOX_OPTIONS.leaseMs * 1.5);
    expect(published).toEqual([]);
    dying.crash();
    const crashedAt = Date.now();
    await eventually(() => expect(published).toHaveLength(2), 5_000);
    const tookMs = Date.now() - crashedAt;
    expect(tookMs).toBeLessThan(3_000);
    expect(published.every((p) => p.node === 'other')).toBe(true);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });

  it('a published event is deleted at once, not after the rest of its batch: a node taking the batch over later does not announce it again', async () => {
    const published: Published[] = [];
    const writer = node('writer', published, { delayMs: 1_000 });
    const written = await db.handle.transaction((tx) => enqueueEvents(tx, events(2), writer.lease));
    const delivering = writer.deliver(written);
    await eventually(() => expect(published).toHaveLength(1), 5_000);
    await eventually(async () => expect((await outboxRows()).map((r) => Number(r.id))).toEqual(written.slice(1).map((e) => e.id)), 800);
    expect(published).toHaveLength(1);
    await delivering;
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  }, 15_000);

  it('a writer whose lease ran out before it delivered does not publish the events another node took', async () => {
    const published: Published[] = [];
    const writer = node('writer', published, { leaseMs: 200 });
    const other = node('other', published, { leaseMs: 200 });
    const written = await db.handle.transaction((tx) => enqueueEvents(tx, events(2), writer.lease));
    // The writer stalls (a long transaction, a GC pause) past its lease; another node delivers meanwhile.
    await sleep(250);
    expect(await other.drain()).toBe(2);
    await writer.deliver(written);
    expect(published.map((p) => p.node)).toEqual(['other', 'other']);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });

  it('a writer late past its lease still delivers its events when no other node took them', async () => {
    const published: Published[] = [];
    const writer = node('writer', published, { leaseMs: 200 });
    const written = await db.handle.transaction((tx) => enqueueEvents(tx, events(2), writer.lease));
    await sleep(250);
    await writer.deliver(written);
    expect(published.map((p) => p.node)).toEqual(['writer', 'writer']);
    await eventually(async () => expect(await outboxRows()).toEqual([]));
  });
});
