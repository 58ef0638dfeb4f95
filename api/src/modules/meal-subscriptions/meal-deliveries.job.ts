import type { FastifyInstance } from 'fastify';
import { registerRecurringJob } from '../../jobs/recurring-job';
import { runMealDeliveries } from './meal-deliveries';

export const MEAL_DELIVERIES_JOB = 'meal-subscriptions.deliveries';

/**
 * Every quarter hour of the app's clock. When a delivery's order is made: at the first run of the delivery day
 * (store calendar) that finds the store taking orders — the opening of the day for a store with hours, a few
 * minutes after midnight for one open round the clock — so the kitchen sees the day's marmitas when it starts.
 */
export const MEAL_DELIVERIES_EVERY_MS = 15 * 60_000;

/** Under the runner's lease (60 s); the rest goes on in a run started at once. */
const RUN_BUDGET_MS = 20_000;

export function registerMealDeliveriesJob(app: Pick<FastifyInstance, 'jobs' | 'dbHandle' | 'db' | 'now' | 'addHook' | 'log' | 'deliveryPlacer' | 'outbox'>): void {
  const log = app.log.child({ module: 'meal-deliveries' });
  registerRecurringJob(app, {
    kind: MEAL_DELIVERIES_JOB,
    everyMs: MEAL_DELIVERIES_EVERY_MS,
    run: (now) => runMealDeliveries({ db: app.db, sql: app.dbHandle, placeAddress: app.deliveryPlacer, outbox: app.outbox, log }, now, { budgetMs: RUN_BUDGET_MS }),
  });
}
