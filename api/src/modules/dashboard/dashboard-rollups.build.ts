import { DEFAULT_TIME_ZONE, periodLengthInDays } from '@comanda/shared/domain';
import type { DbHandle } from '../../db/client';
import { BUILD_DAYS, DAYS_TO_BUILD, type DaysToBuild } from './dashboard-rollups.statements';

/** How long after midnight (database clock) a day is built: a transaction begun before midnight has committed. */
export const DAY_SETTLE_MINUTES = 60;

/** At most this many calendar days per transaction: a year's first build holds each day's row lock briefly. */
const DAYS_PER_BUILD = 31;

export type RollupBuildOptions = {
  /** No new batch is started after this many ms (the job's lease); the rest is left for the next run. */
  budgetMs?: number;
};

export type RollupBuildResult = { builtDays: number; done: boolean };

/** A store's days cut into batches spanning at most DAYS_PER_BUILD calendar days (their orders' index range). */
function batches(rows: { store_id: number; day: string }[]): DaysToBuild[] {
  const out: DaysToBuild[] = [];
  let current: DaysToBuild | null = null;
  for (const { store_id: storeId, day } of rows) {
    if (!current || current.storeId !== storeId || periodLengthInDays({ from: current.days[0]!, to: day }) > DAYS_PER_BUILD) {
      current = { storeId, days: [], timeZone: DEFAULT_TIME_ZONE };
      out.push(current);
    }
    current.days.push(day);
  }
  return out;
}

/**
 * Builds the rollups of every complete day not built yet and rebuilds the dirty ones (idempotent: each batch
 * deletes and rewrites its days). `today` is the app's calendar day in store time.
 */
export async function buildDashboardRollups(db: DbHandle, today: string, options: RollupBuildOptions = {}): Promise<RollupBuildResult> {
  const started = performance.now();
  const rows = await db.query<{ store_id: number; day: string }>(DAYS_TO_BUILD, [today, DEFAULT_TIME_ZONE, DAY_SETTLE_MINUTES]);
  let builtDays = 0;
  for (const batch of batches(rows)) {
    if (options.budgetMs !== undefined && performance.now() - started > options.budgetMs) return { builtDays, done: false };
    await db.transaction(async (tx) => {
      for (const statement of BUILD_DAYS) await tx.query(statement.text, statement.params(batch));
    });
    builtDays += batch.days.length;
  }
  return { builtDays, done: true };
}
