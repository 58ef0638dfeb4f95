import { DEFAULT_TIME_ZONE } from '@comanda/shared/domain';

/**
 * Where the report reads each (store, day) of the period [$1, $2] from, as CTEs: `clean_runs`, runs of consecutive
 * days that dashboard_rollup_days has built and clean (read from dashboard_daily_totals), and `raw_runs`, every
 * other day of every store (read from the orders: today, days not built yet, dirty days, days before a store's
 * first order, stores without any rollup). The dashboard's rule (dashboard.day-sources.ts), for all stores at once.
 *
 * A store's clean days are counted first: when they fill the span from the first to the last (nearly always:
 * the job builds every store's days in order), that span is its one run, and only the other stores' days are
 * numbered into runs (a window over a year of every store costs three times the count).
 */
export const DAY_SOURCES = `
clean_days AS (
  SELECT store_id, min(day) AS lo, max(day) AS hi, count(*)::int AS n
  FROM dashboard_rollup_days
  WHERE day >= $1::date AND day <= $2::date AND NOT dirty
  GROUP BY store_id
),
clean_runs AS (
  SELECT store_id, lo AS first_day, hi AS last_day FROM clean_days WHERE n = hi - lo + 1
  UNION ALL
  SELECT store_id, min(day), max(day)
  FROM (
    SELECT d.store_id, d.day, d.day - (row_number() OVER (PARTITION BY d.store_id ORDER BY d.day))::int AS run
    FROM clean_days c JOIN dashboard_rollup_days d ON d.store_id = c.store_id
    WHERE c.n < c.hi - c.lo + 1 AND d.day >= $1::date AND d.day <= $2::date AND NOT d.dirty
  ) d
  GROUP BY store_id, run
),
raw_runs AS (
  SELECT g.store_id, g.first_day, g.last_day
  FROM (
    SELECT c.store_id, coalesce(lag(c.last_day) OVER (PARTITION BY c.store_id ORDER BY c.first_day) + 1, $1::date) AS first_day, c.first_day - 1 AS last_day
    FROM clean_runs c
    UNION ALL
    SELECT c.store_id, max(c.last_day) + 1, $2::date FROM clean_runs c GROUP BY c.store_id
  ) g
  WHERE g.first_day <= g.last_day
  UNION ALL
  SELECT s.id, $1::date, $2::date FROM stores s WHERE NOT EXISTS (SELECT 1 FROM clean_days c WHERE c.store_id = s.id)
)`;

const TZ = `'${DEFAULT_TIME_ZONE}'`;

/** A rollup row `t` of the clean run `run` (one range of the store-and-day index per run). */
export const IN_CLEAN_RUN = (run: string) => `t.store_id = ${run}.store_id AND t.day >= ${run}.first_day AND t.day <= ${run}.last_day`;

/** An order `o` of the raw run `run`: its days as instants (the time zone applied to the bounds, not to each row). */
export const IN_RAW_RUN = (run: string) =>
  `o.store_id = ${run}.store_id AND o.created_at >= (${run}.first_day::timestamp AT TIME ZONE ${TZ}) AND o.created_at < ((${run}.last_day + 1)::timestamp AT TIME ZONE ${TZ})`;

/**
 * The store day of an order of the raw run `run`: date_bin from the run's local midnight (arithmetic, no time-zone
 * lookup per row), the same day as the rollups' while the offset does not change inside the run (São Paulo has
 * kept one all year since 2019).
 */
export const RAW_DAY = (run: string) => `(date_bin('1 day', o.created_at, ${run}.first_day::timestamp AT TIME ZONE ${TZ}) AT TIME ZONE ${TZ})::date`;
