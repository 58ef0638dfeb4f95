import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { enqueueJob } from './enqueue-job';

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

async function enqueueRun(db: DbHandle, kind: string, runAt: Date, key = runAt.toISOString()): Promise<void> {
  await enqueueJob(db, { kind, payload: {}, runAt, dedupeKey: `${kind}@${key}` });
}

/**
 * A durable job that runs on a fixed period, once across nodes: one job per run time, keyed by it. Every node
 * enqueues the next run at start and every run enqueues the one after it, and the dedupe key makes them one chain.
 * The next run is enqueued before the work, so a failing run (retried by the runner) does not end the chain.
 * Call before the app is ready.
 */
export function registerRecurringJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'now' | 'addHook'>, job: RecurringJob): void {
  app.jobs.register(job.kind, async () => {
    const now = app.now();
    await enqueueRun(app.dbHandle, job.kind, nextRunAfter(now, job.everyMs));
    const { done } = await job.run(now);
    if (!done) await enqueueRun(app.dbHandle, job.kind, now, `more:${now.toISOString()}`);
  });
  app.addHook('onReady', async () => {
    await enqueueRun(app.dbHandle, job.kind, nextRunAfter(app.now(), job.everyMs));
  });
}
