/**
 * SQL of the dashboard's rollup build (tables of migration 0022). Days are calendar days in the stores' time zone.
 */

/**
 * The days to build, 'YYYY-MM-DD' per store, in (store, day) order: every day from a store's first order to
 * the last complete day that is not built yet, and every dirty day. $1 the app's today, $2 the time zone,
 * $3 minutes a day must have ended before it is built. A day counts as complete only when both clocks say so: the
 * app's (tests and demos move it) and the database's, which the trigger of migration 0022 uses to tell a
 * past day's order from today's; the minutes let a transaction that began before midnight commit first.
 */
export const DAYS_TO_BUILD = `
WITH bound AS (
  SELECT least($1::date, ((now() - $3::int * interval '1 minute') AT TIME ZONE $2)::date) AS before_day
),
history AS (
  SELECT s.id AS store_id, ((SELECT min(o.created_at) FROM orders o WHERE o.store_id = s.id) AT TIME ZONE $2)::date AS first_day
  FROM stores s
)
SELECT h.store_id, to_char(h.first_day + g.n, 'YYYY-MM-DD') AS day
FROM history h CROSS JOIN bound b CROSS JOIN LATERAL generate_series(0, b.before_day - h.first_day - 1) AS g(n)
WHERE h.first_day IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM dashboard_rollup_days d WHERE d.store_id = h.store_id AND d.day = h.first_day + g.n)
UNION
SELECT d.store_id, to_char(d.day, 'YYYY-MM-DD')
FROM dashboard_rollup_days d CROSS JOIN bound b
WHERE d.dirty AND d.day < b.before_day
ORDER BY 1, 2`;

/** What a build statement is run with: one store's days, ascending ('YYYY-MM-DD'), in a time zone. */
export type DaysToBuild = { storeId: number; days: string[]; timeZone: string };

type BuildStatement = { text: string; params: (b: DaysToBuild) => unknown[] };

/** $1 store, $2 days. */
const storeDays = (b: DaysToBuild) => [b.storeId, b.days];
/** $1 store, $2 days, $3 time zone, $4 and $5 the first and last day (the orders' index range). */
const storeDaysRange = (b: DaysToBuild) => [b.storeId, b.days, b.timeZone, b.days[0], b.days[b.days.length - 1]];

/**
 * Takes the days' rows (inserted when missing) before any order is read: a writer of an old order of one of
 * these days is waited for (it holds the row since its trigger marked it), and one that comes later waits for
 * this build and leaves the day dirty.
 */
const CLAIM_DAYS = `
INSERT INTO dashboard_rollup_days (store_id, day)
SELECT $1::int, d FROM unnest($2::date[]) AS d ORDER BY d
ON CONFLICT (store_id, day) DO UPDATE SET dirty = true`;

const OF_DAYS = `o.store_id = $1::int
  AND o.created_at >= ($4::date::timestamp AT TIME ZONE $3) AND o.created_at < (($5::date + 1)::timestamp AT TIME ZONE $3)
  AND (o.created_at AT TIME ZONE $3)::date = ANY($2::date[])`;

const ROLLUP_TABLES = ['dashboard_daily_totals', 'dashboard_hourly_orders', 'dashboard_daily_products'] as const;

const CLEAR_ROLLUPS = ROLLUP_TABLES.map((table): BuildStatement => ({
  text: `DELETE FROM ${table} WHERE store_id = $1::int AND day = ANY($2::date[])`,
  params: storeDays,
}));

const INSERT_TOTALS = `
INSERT INTO dashboard_daily_totals (store_id, day, channel, order_type, status, orders, cents)
SELECT o.store_id, (o.created_at AT TIME ZONE $3)::date, o.channel, o.order_type, o.status, count(*), sum(o.total_cents)
FROM orders o
WHERE ${OF_DAYS}
GROUP BY 1, 2, 3, 4, 5`;

const INSERT_HOURS = `
INSERT INTO dashboard_hourly_orders (store_id, day, hour, status, orders, cents)
SELECT o.store_id, (o.created_at AT TIME ZONE $3)::date, extract(hour FROM o.created_at AT TIME ZONE $3)::smallint, o.status, count(*), sum(o.total_cents)
FROM orders o
WHERE ${OF_DAYS}
GROUP BY 1, 2, 3, 4`;

const INSERT_PRODUCTS = `
INSERT INTO dashboard_daily_products (store_id, day, product_id, name, status, quantity, cents)
SELECT o.store_id, (o.created_at AT TIME ZONE $3)::date, i.product_id, i.name, o.status, sum(i.quantity), sum(i.total_cents)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE ${OF_DAYS}
GROUP BY 1, 2, 3, 4, 5`;

const MARK_BUILT = `
UPDATE dashboard_rollup_days SET dirty = false, built_at = now()
WHERE store_id = $1::int AND day = ANY($2::date[])`;

/** The build of one store's days: these statements in this order, in one transaction. */
export const BUILD_DAYS: readonly BuildStatement[] = [
  { text: CLAIM_DAYS, params: storeDays },
  ...CLEAR_ROLLUPS,
  { text: INSERT_TOTALS, params: storeDaysRange },
  { text: INSERT_HOURS, params: storeDaysRange },
  { text: INSERT_PRODUCTS, params: storeDaysRange },
  { text: MARK_BUILT, params: storeDays },
];
