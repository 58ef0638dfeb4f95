import { JobRunner, type ClaimedJob } from '../src/jobs/job-runner';
import { enqueueJob } from '../src/jobs/enqueue-job';
import { openTestDb, type TestDb } from './helpers/test-db';

let db: TestDb;
let clock: Date;
const now = () => clock;
const silent = { warn: () => {}, error: () => {}, info: () => {} };
const runners: JobRunner[] = [];

function runner(options: ConstructorParameters<typeof JobRunner>[0]['options'] = {}): JobRunner {
  const r = new JobRunner({ db: db.handle, now, log: silent, options: { retryBaseMs: 1_000, retryMaxMs: 60_000, ...options } });
  runners.push(r);
  return r;
}

beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  clock = new Date('2026-11-24T20:00:00Z');
  await db.handle.exec('DELETE FROM jobs');
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pending = () => db.handle.query<{ kind: string; attempts: number; failed: boolean; last_error: string | null }>(
  'SELECT kind, attempts, failed_at IS NOT NULL AS failed, last_error FROM jobs ORDER BY id',
);

describe('durable jobs', () => {
  it('a job exists only if the transaction that wrote it commits', async () => {
    await db.handle.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'kept', payload: {} });
    });
    await expect(
      db.handle.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'rolled-back', payload: {} });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect((await pending()).map((j) => j.kind)).toEqual(['kept']);
  });

  it('runs a job when the app clock reaches run_at, once, and deletes it', async () => {
    const seen: ClaimedJob[] = [];
    const r = runner();
    r.register('greet', async (job) => void seen.push(job));
    await enqueueJob(db.handle.db, { kind: 'greet', payload: { to: 'Ana' }, runAt: new Date(clock.getTime() + 10 * 60_000) });
    await r.runDue();
    expect(seen).toEqual([]);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await r.runDue();
    await r.runDue();
    expect(seen.map((j) => [j.kind, j.payload, j.attempts])).toEqual([['greet', { to: 'Ana' }, 1]]);
    expect(await pending()).toEqual([]);
  });

  it('retries a failing job with growing delays, then keeps it as failed with its error', async () => {
    let calls = 0;
    const r = runner();
    r.register('flaky', async () => {
      calls++;
      throw new Error(`falhou ${calls}`);
    });
    await enqueueJob(db.handle.db, { kind: 'flaky', payload: {} });
    await db.handle.exec("UPDATE jobs SET max_attempts = 3 WHERE kind = 'flaky'");
    await r.runDue();
    expect(calls).toBe(1);
    const runAt = async () => (await db.handle.query<{ ms: number }>("SELECT (extract(epoch FROM run_at) * 1000)::float8 AS ms FROM jobs"))[0]!.ms - clock.getTime();
    expect(await runAt()).toBe(1_000);
    clock = new Date(clock.getTime() + 1_000);
    await r.runDue();
    expect(calls).toBe(2);
    expect(await runAt()).toBe(2_000);
    clock = new Date(clock.getTime() + 2_000);
    await r.runDue();
    expect(calls).toBe(3);
    expect(await pending()).toEqual([{ kind: 'flaky', attempts: 3, failed: true, last_error: 'falhou 3' }]);
    clock = new Date(clock.getTime() + 3_600_000);
    await r.runDue();
    expect(calls).toBe(3);
  });

  it('with a dedupe key, a second job is not added while the first is pending', async () => {
    expect(await enqueueJob(db.handle.db, { kind: 'k', payload: {}, dedupeKey: 'order:1' })).not.toBeNull();
    expect(await enqueueJob(db.handle.db, { kind: 'k', payload: {}, dedupeKey: 'order:1' })).toBeNull();
    expect(await enqueueJob(db.handle.db, { kind: 'k', payload: {}, dedupeKey: 'order:2' })).not.toBeNull();
    expect(await pending()).toHaveLength(2);
  });

  it('two nodes running at once never run one job twice', async () => {
    const ran: number[] = [];
    const [a, b] = [runner({ batchSize: 3 }), runner({ batchSize: 3 })];
    for (const r of [a, b]) r.register('count', async (job) => void ran.push(job.payload.n as number));
    await db.handle.transaction(async (tx) => {
      for (let n = 0; n < 40; n++) await enqueueJob(tx, { kind: 'count', payload: { n } });
    });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(await pending()).toEqual([]);
  });

  it('a job held by a node that died is taken again once its lease runs out (on the database clock)', async () => {
    const ran: string[] = [];
    await enqueueJob(db.handle.db, { kind: 'orphan', payload: {} });
    // A node claimed it and died before finishing: the row stays locked until its lease ends.
    await db.handle.exec("UPDATE jobs SET locked_by = 'dead-node', locked_until = now() + interval '400 milliseconds', attempts = 1");
    const r = runner();
    r.register('orphan', async (job) => void ran.push(`attempt ${job.attempts}`));
    await r.runDue();
    expect(ran).toEqual([]);
    // Moving the app clock does not end a lease: leases run on the database's clock, shared by every node.
    clock = new Date(clock.getTime() + 3_600_000);
    await r.runDue();
    expect(ran).toEqual([]);
    await sleep(450);
    await r.runDue();
    expect(ran).toEqual(['attempt 2']);
  });

  it('a started runner is woken by a new job (LISTEN/NOTIFY), without being asked', async () => {
    const r = runner({ pollMs: 60_000 });
    const done = new Promise<unknown>((resolve) => r.register('wake', async (job) => resolve(job.payload)));
    await r.start();
    await enqueueJob(db.handle.db, { kind: 'wake', payload: { ok: true } });
    await expect(done).resolves.toEqual({ ok: true });
  });
});
