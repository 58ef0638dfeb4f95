import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../src/db/client';
import { completeJob, JobClaimLostError } from '../src/jobs/complete-job';
import { enqueueJob } from '../src/jobs/enqueue-job';
import { JobRunner, type ClaimedJob, type JobRunnerOptions } from '../src/jobs/job-runner';
import { registerRecurringJob } from '../src/jobs/recurring-job';
import { crashable, sleep } from './helpers/crashable-db';
import { openTestDb, type TestDb } from './helpers/test-db';

/**
 * Several API nodes share one database: a job is run by one node at a time, its lease renewed while it runs
 * (a slow SMTP server does not get the mail sent twice), taken over quickly when its node dies, and a node
 * that lost a job can no longer end it.
 */
let db: TestDb;
let clock: Date;
const silent = { warn: () => {}, error: () => {}, info: () => {} };
const runners: JobRunner[] = [];
// Short enough to keep the tests quick, long enough that a loaded CI machine's pauses between renewals (a
// 300 ms lease failed its twin outbox test once) do not let another node take a job that is still held.
const LEASE_MS = 600;

function runner(options: Partial<JobRunnerOptions> = {}, handle: DbHandle = db.handle, now = () => clock): JobRunner {
  const r = new JobRunner({ db: handle, now, log: silent, options: { leaseMs: LEASE_MS, retryBaseMs: 1_000, ...options } });
  runners.push(r);
  return r;
}

/** Runs `r` every 50 ms until `done` resolves: a node looking for due jobs meanwhile. */
async function pollWhile(r: JobRunner, done: Promise<unknown>): Promise<void> {
  let over = false;
  void done.finally(() => (over = true));
  while (!over) {
    await r.runDue();
    await sleep(50);
  }
}

function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const jobRows = () => db.handle.query<{ kind: string; locked_by: string | null; attempts: number }>('SELECT kind, locked_by, attempts FROM jobs ORDER BY id');

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

describe('job leases across nodes', () => {
  it('a handler slower than the lease keeps it renewed: another node polling meanwhile never runs the job', async () => {
    const runs: string[] = [];
    const [a, b] = [runner(), runner()];
    a.register('mail', async () => {
      runs.push('a');
      await sleep(LEASE_MS * 2.5);
    });
    b.register('mail', async () => void runs.push('b'));
    await enqueueJob(db.handle.db, { kind: 'mail', payload: {} });
    const slow = a.runDue();
    await pollWhile(b, slow);
    await b.runDue();
    expect(runs).toEqual(['a']);
    expect(await jobRows()).toEqual([]);
  }, 15_000);

  it('jobs of a claimed batch waiting their turn stay leased too', async () => {
    const runs: string[] = [];
    const [a, b] = [runner({ batchSize: 3 }), runner()];
    a.register('slow', async (job) => {
      runs.push(`a${String(job.payload.n)}`);
      await sleep(LEASE_MS * 1.5);
    });
    b.register('slow', async (job) => void runs.push(`b${String(job.payload.n)}`));
    await db.handle.transaction(async (tx) => {
      for (let n = 0; n < 3; n++) await enqueueJob(tx, { kind: 'slow', payload: { n } });
    });
    const batch = a.runDue();
    await sleep(20);
    await pollWhile(b, batch);
    expect(runs).toEqual(['a0', 'a1', 'a2']);
  }, 15_000);

  it('a node that stops renewing (it died) has its job taken over within about a lease, and cannot end it afterwards', async () => {
    const runs: string[] = [];
    const dying = crashable(db.handle);
    const a = runner({}, dying.handle);
    const b = runner();
    const aStuck = gate();
    const bStuck = gate();
    const aStarted = gate();
    a.register('mail', async () => {
      runs.push('a');
      aStarted.open();
      await aStuck.wait;
    });
    b.register('mail', async () => {
      runs.push('b');
      await bStuck.wait;
    });
    await enqueueJob(db.handle.db, { kind: 'mail', payload: {} });
    const aRun = a.runDue();
    await aStarted.wait;
    dying.crash();
    const crashedAt = Date.now();
    while (!runs.includes('b')) {
      void b.runDue();
      await sleep(25);
      if (Date.now() - crashedAt > 5_000) throw new Error('job not taken over');
    }
    expect(Date.now() - crashedAt).toBeLessThan(LEASE_MS + 1_000);
    // The old holder wakes up and finishes: its claim is gone, so the job (now B's, still running) stays.
    aStuck.open();
    await aRun;
    expect(await jobRows()).toEqual([{ kind: 'mail', locked_by: expect.any(String), attempts: 2 }]);
    bStuck.open();
    await b.runDue();
    expect(await jobRows()).toEqual([]);
    expect(runs).toEqual(['a', 'b']);
  });

  it('a node that lost the claim neither retries nor fails the job when its handler throws', async () => {
    const r = runner();
    r.register('lost', async () => {
      // Another node took the job over meanwhile (its lease had run out).
      await db.handle.exec("UPDATE jobs SET locked_by = 'other-node', attempts = attempts + 1");
      throw new Error('smtp timeout');
    });
    await enqueueJob(db.handle.db, { kind: 'lost', payload: {} });
    await r.runDue();
    const [row] = await db.handle.query<{ locked_by: string; attempts: number; last_error: string | null; failed: boolean }>(
      'SELECT locked_by, attempts, last_error, failed_at IS NOT NULL AS failed FROM jobs',
    );
    expect(row).toEqual({ locked_by: 'other-node', attempts: 2, last_error: null, failed: false });
  });

  it('completeJob ends the job in the transaction of its work: committed only while the claim holds', async () => {
    const r = runner();
    let takenOver = true;
    let effects = 0;
    r.register('work', async (job) => {
      // Another node took the job over meanwhile (this node stalled past its lease).
      if (takenOver) await db.handle.exec("UPDATE jobs SET locked_by = 'other-node', attempts = attempts + 1 WHERE kind = 'work'");
      await db.handle.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'effect', payload: { of: job.id } });
        await completeJob(tx, job);
      });
    });
    r.register('effect', async () => void effects++);

    await enqueueJob(db.handle.db, { kind: 'work', payload: {} });
    await r.runDue();
    // The stale holder's work rolled back with its completion; the job is the new holder's.
    expect((await jobRows()).map((j) => [j.kind, j.locked_by])).toEqual([['work', 'other-node']]);
    expect(effects).toBe(0);
    const [held] = await db.handle.query<ClaimedJob>('SELECT id, kind, attempts, locked_by AS "claimedBy" FROM jobs');
    await expect(db.handle.transaction((tx) => completeJob(tx, { ...held!, attempts: held!.attempts - 1 }))).rejects.toThrow(JobClaimLostError);

    await db.handle.exec('DELETE FROM jobs');
    takenOver = false;
    await enqueueJob(db.handle.db, { kind: 'work', payload: {} });
    await r.runDue();
    // Done and gone, and what its work wrote ran in the same round.
    expect(await jobRows()).toEqual([]);
    expect(effects).toBe(1);
  });
});

describe('recurring jobs across nodes', () => {
  type FakeApp = Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'now' | 'addHook'> & { ready: () => Promise<void> };

  /** The parts of an API node registerRecurringJob uses, with a clock of its own. */
  function node(now: () => Date): FakeApp {
    const hooks: (() => Promise<void>)[] = [];
    return {
      jobs: runner({}, db.handle, now),
      dbHandle: db.handle,
      now,
      addHook: ((_name: string, hook: () => Promise<void>) => void hooks.push(hook)) as unknown as FastifyInstance['addHook'],
      ready: async () => {
        for (const hook of hooks) await hook();
      },
    };
  }

  it('runs once per period, even when a node whose clock is behind starts after a run', async () => {
    const QUARTER = 15 * 60_000;
    const runs: string[] = [];
    let behind = new Date(clock.getTime() - 60_000);
    const a = node(() => clock);
    const b = node(() => behind);
    for (const [name, n] of [['a', a], ['b', b]] as const) {
      registerRecurringJob(n, { kind: 'rollup', everyMs: QUARTER, run: async (now) => (runs.push(`${name}@${now.toISOString().slice(11, 16)}`), { done: true }) });
    }
    await a.ready();
    clock = new Date('2026-11-24T20:15:00Z');
    await a.jobs.runDue();
    // B starts now, a minute behind: for its clock the 20:15 run is still to come, but it already ran.
    behind = new Date(clock.getTime() - 60_000);
    await b.ready();
    clock = new Date('2026-11-24T20:16:00Z');
    behind = new Date('2026-11-24T20:15:30Z');
    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    clock = new Date('2026-11-24T20:31:00Z');
    behind = new Date('2026-11-24T20:30:00Z');
    await Promise.all([a.jobs.runDue(), b.jobs.runDue(), a.jobs.runDue()]);
    // One run per quarter hour: 20:15 by A, 20:30 by whichever node claimed it (each passes its own clock).
    expect(runs).toHaveLength(2);
    expect(runs[0]).toBe('a@20:15');
    expect(runs[1]).toMatch(/^(a@20:31|b@20:30)$/);
    expect((await jobRows()).map((j) => j.kind)).toEqual(['rollup']);
  });

  it('a run that did not finish hands over to exactly one continuation', async () => {
    const runs: string[] = [];
    const a = node(() => clock);
    let left = 2;
    registerRecurringJob(a, { kind: 'import', everyMs: 3_600_000, run: async (now) => (runs.push(now.toISOString()), { done: --left <= 0 }) });
    await a.ready();
    clock = new Date('2026-11-24T21:00:00Z');
    await a.jobs.runDue();
    expect(runs).toHaveLength(2);
    expect((await db.handle.query<{ run_at: Date }>('SELECT run_at FROM jobs')).map((j) => new Date(j.run_at).toISOString())).toEqual(['2026-11-24T22:00:00.000Z']);
  });
});
