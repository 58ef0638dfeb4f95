import type { FastifyInstance } from 'fastify';
import { storeDate } from '@comanda/shared/domain';
import { nextRunAfter, registerRecurringJob } from '../../jobs/recurring-job';
import { buildDashboardRollups } from './dashboard-rollups.build';

export const DASHBOARD_ROLLUPS_JOB = 'dashboard.rollups';

/** The build runs at every quarter hour of the app's clock: a new day is built, a dirty day rebuilt, within 15 minutes. */
export const DASHBOARD_ROLLUPS_EVERY_MS = 15 * 60_000;

/** Well under the job runner's lease (60 s): a long first build goes on in the next run, started at once. */
const RUN_BUDGET_MS = 20_000;

/** The first quarter hour after `now`. */
export const nextRollupRun = (now: Date): Date => nextRunAfter(now, DASHBOARD_ROLLUPS_EVERY_MS);

/** The rollup build (dashboard-rollups.build.ts) as a recurring durable job; call before the app is ready. */
export function registerDashboardRollupJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'now' | 'addHook'>): void {
  registerRecurringJob(app, {
    kind: DASHBOARD_ROLLUPS_JOB,
    everyMs: DASHBOARD_ROLLUPS_EVERY_MS,
    run: (now) => buildDashboardRollups(app.dbHandle, storeDate(now), { budgetMs: RUN_BUDGET_MS }),
  });
}
