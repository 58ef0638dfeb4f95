import type { FastifyInstance } from 'fastify';
import { storeDate } from '@comanda/shared/domain';
import type { DbHandle } from '../../db/client';
import { enqueueJob } from '../../jobs/enqueue-job';
import { buildDashboardRollups } from './dashboard-rollups.build';

export const DASHBOARD_ROLLUPS_JOB = 'dashboard.rollups';

/** The build runs at every quarter hour of the app's clock: a new day is built, a dirty day rebuilt, within 15 minutes. */
export const DASHBOARD_ROLLUPS_EVERY_MS = 15 * 60_000;

/** Well under the job runner's lease (60 s): a long first build goes on in the next run, started at once. */
const RUN_BUDGET_MS = 20_000;

/** The first quarter hour after `now`. */
export function nextRollupRun(now: Date): Date {
  return new Date((Math.floor(now.getTime() / DASHBOARD_ROLLUPS_EVERY_MS) + 1) * DASHBOARD_ROLLUPS_EVERY_MS);
}

/**
 * One job per run time, keyed by it: every node enqueues the next quarter hour at start and every run enqueues
 * the one after it, and the dedupe key makes them one chain. The next run is enqueued before the build, so a
 * failing build (retried by the runner) does not end the chain.
 */
async function enqueueRun(db: DbHandle, runAt: Date, key = runAt.toISOString()): Promise<void> {
  await enqueueJob(db, { kind: DASHBOARD_ROLLUPS_JOB, payload: {}, runAt, dedupeKey: `${DASHBOARD_ROLLUPS_JOB}@${key}` });
}

/** The rollup build (dashboard-rollups.build.ts) as a recurring durable job; call before the app is ready. */
export function registerDashboardRollupJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'now' | 'addHook'>): void {
  app.jobs.register(DASHBOARD_ROLLUPS_JOB, async () => {
    const now = app.now();
    await enqueueRun(app.dbHandle, nextRollupRun(now));
    const { done } = await buildDashboardRollups(app.dbHandle, storeDate(now), { budgetMs: RUN_BUDGET_MS });
    if (!done) await enqueueRun(app.dbHandle, now, `more:${now.toISOString()}`);
  });
  app.addHook('onReady', async () => {
    await enqueueRun(app.dbHandle, nextRollupRun(app.now()));
  });
}
