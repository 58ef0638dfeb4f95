import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { completeJob } from './complete-job';
import { enqueueJob } from './enqueue-job';
import { ENQUEUE_RECURRING } from './job-statements';

export type RecurringJob = {
  kind: string;
  /** Runs at every multiple of this on the app's clock (a quarter hour, an hour). */
  everyMs: number;
  /** One run's work; `done: false` when its time budget ran out and the rest goes on in a run started at once. */
  run: (now: Date) => Promise<{ done: boolean }>;
};

/** The first multiple of `everyMs` after `now`. */
export function nextRunAfter(now: Date, everyMs: number): Date {
  return new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
}

async function enqueueNextRun(db: DbHandle, kind: string, runAt: Date): Promise<void> {
  await db.run(ENQUEUE_RECURRING, [kind, runAt.toISOString(), `${kind}@${runAt.toISOString()}`]);
}

/**
 * A durable job that runs on a fixed period, once across nodes: one job per run time, keyed by it. Every node
 * enqueues the next run at start and every run enqueues the one after it, and the dedupe key makes them one chain;
 * a run time at or before a pending run is never enqueued again (a node whose clock is behind, or started late).
 * The next run is enqueued before the work, so a failing run (retried by the runner) does not end the chain.
 * A run that did not finish hands over to its continuation in the transaction that ends it: one continuation.
 * Call before the app is ready.
 */
export function registerRecurringJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'now' | 'addHook'>, job: RecurringJob): void {
  app.jobs.register(job.kind, async (claimed) => {
    const now = app.now();
    await enqueueNextRun(app.dbHandle, job.kind, nextRunAfter(now, job.everyMs));
    const { done } = await job.run(now);
    if (done) return;
    await app.dbHandle.transaction(async (tx) => {
      await completeJob(tx, claimed);
      await enqueueJob(tx, { kind: job.kind, payload: {}, runAt: now, dedupeKey: `${job.kind}@more:${now.toISOString()}` });
    });
  });
  app.addHook('onReady', async () => {
    await enqueueNextRun(app.dbHandle, job.kind, nextRunAfter(app.now(), job.everyMs));
  });
}
