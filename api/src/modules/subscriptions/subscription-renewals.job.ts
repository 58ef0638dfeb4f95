import type { FastifyInstance } from 'fastify';
import { nextRunAfter, registerRecurringJob } from '../../jobs/recurring-job';
import { runRenewals } from './subscription-renewals';

export const SUBSCRIPTION_RENEWALS_JOB = 'subscriptions.renewals';

/** The renewals run at every hour of the app's clock: an invoice is issued within the hour its lead time begins. */
export const SUBSCRIPTION_RENEWALS_EVERY_MS = 60 * 60_000;

/** Well under the job runner's lease (60 s), with slow gateway calls: the rest goes on in the next run, started at once. */
const RUN_BUDGET_MS = 20_000;

export const nextRenewalsRun = (now: Date): Date => nextRunAfter(now, SUBSCRIPTION_RENEWALS_EVERY_MS);

/** Renewal invoices and past-due subscriptions (subscription-renewals.ts) as a recurring durable job; call before the app is ready. */
export function registerSubscriptionRenewalsJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'db' | 'now' | 'addHook' | 'config' | 'log'>): void {
  const log = app.log.child({ module: 'subscription-renewals' });
  registerRecurringJob(app, {
    kind: SUBSCRIPTION_RENEWALS_JOB,
    everyMs: SUBSCRIPTION_RENEWALS_EVERY_MS,
    run: (now) => runRenewals({ db: app.db, billing: app.config.billing, log }, now, { budgetMs: RUN_BUDGET_MS }),
  });
}
