import type { DashboardPeriod } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { CLEAN_RUNS, daySources, runParams, runsFrom, type DayRun } from './dashboard.day-sources';

/**
 * TOTALS, BUCKETS and TOP_PRODUCTS read each (store, day) of their span from one place: its daily rollups
 * (migration 0022) when dashboard_rollup_days has it built and clean, else its orders (today, a day not built
 * yet, a dirty one); the runs of days come from CLEAN_RUNS (dashboard.day-sources.ts). They take
 * $1 the store's time zone, $2 the statuses that count as revenue, $3 $4 $5 the rolled-up runs (store ids,
 * first days, last days) and $6 $7 $8 the raw ones, over both periods (TOTALS, which also takes $9 the current
 * period's first day) or the current one (BUCKETS, TOP_PRODUCTS); no run straddles the two periods.
 * The runs are parameters, not a CTE, so that PostgreSQL plans with their number (usually one raw run: today):
 * from a CTE it guessed hundreds, which priced the statement high enough for JIT compilation (+35 ms).
 */
const ROLLED_UP = `unnest($3::int[], $4::date[], $5::date[]) AS c(store_id, first_day, last_day)`;
const RAW = `unnest($6::int[], $7::date[], $8::date[]) AS r(store_id, first_day, last_day)`;
/** A rollup row of a rolled-up run c (PRIMARY KEY (store_id, day, …): one index range per run). */
const IN_ROLLED_UP = (t: string) => `${t}.store_id = c.store_id AND ${t}.day >= c.first_day AND ${t}.day <= c.last_day`;
/**
 * An order of a raw run r, for a LATERAL subquery: one index range per run (a subquery that groups cannot be
 * turned into a join, so PostgreSQL never trades it for a scan of the whole period).
 */
const IN_RAW = `o.store_id = r.store_id AND o.created_at >= (r.first_day::timestamp AT TIME ZONE $1) AND o.created_at < ((r.last_day + 1)::timestamp AT TIME ZONE $1)`;

/** Orders and value per period, channel, order type and cancelled or not (a few dozen rows at most). */
export const TOTALS: Statement = {
  name: 'dashboard_totals',
  text: `SELECT x.is_current, x.channel, x.order_type, x.cancelled, sum(x.orders)::int AS orders, coalesce(sum(x.cents), 0)::bigint AS cents
FROM (
  SELECT c.first_day >= $9::date AS is_current, t.channel, t.order_type, t.status = 'cancelled' AS cancelled, t.orders, t.cents
  FROM ${ROLLED_UP} JOIN dashboard_daily_totals t ON ${IN_ROLLED_UP('t')}
  WHERE t.status = 'cancelled' OR t.status = ANY($2::text[])
  UNION ALL
  SELECT r.first_day >= $9::date, o.channel, o.order_type, o.status = 'cancelled', o.orders, o.cents
  FROM ${RAW} CROSS JOIN LATERAL (
    SELECT o.channel, o.order_type, o.status, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
    FROM orders o
    WHERE ${IN_RAW} AND (o.status = 'cancelled' OR o.status = ANY($2::text[]))
    GROUP BY 1, 2, 3
  ) o
) x
GROUP BY 1, 2, 3, 4`,
};

/**
 * Revenue per store-time day and orders per weekday × hour of the current period, added up by the service. A
 * rolled-up row is a day (hour null) or a weekday × hour (day null): a year is 366 + 168 rows, not 366 × 24.
 * Raw orders are counted per hour (date_bin from the run's local midnight: arithmetic, no time-zone lookup per
 * row), and each hour found is turned into the store's day, weekday and hour: a row that counts for both. The
 * rollups have the store's hour: the same hours, the time zone's offsets being whole hours.
 */
export const BUCKETS: Statement = {
  name: 'dashboard_buckets',
  text: `SELECT to_char(h.day, 'YYYY-MM-DD') AS day, extract(dow FROM h.day)::int AS weekday, h.hour::int AS hour,
       sum(h.orders)::int AS orders, sum(h.cents)::bigint AS cents
FROM ${ROLLED_UP} JOIN dashboard_hourly_orders h ON ${IN_ROLLED_UP('h')}
WHERE h.status = ANY($2::text[])
GROUP BY GROUPING SETS ((h.day), (extract(dow FROM h.day), h.hour))
UNION ALL
SELECT to_char(b.hour_start AT TIME ZONE $1, 'YYYY-MM-DD'), extract(dow FROM b.hour_start AT TIME ZONE $1)::int,
       extract(hour FROM b.hour_start AT TIME ZONE $1)::int, b.orders, b.cents
FROM ${RAW} CROSS JOIN LATERAL (
  SELECT date_bin('1 hour', o.created_at, r.first_day::timestamp AT TIME ZONE $1) AS hour_start, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
  FROM orders o
  WHERE ${IN_RAW} AND o.status = ANY($2::text[])
  GROUP BY 1
) b`,
};

/**
 * A deleted product (product_id null) is kept apart by its name. A rollup row keeps the id of a product deleted
 * since (its items' product_id became null): the join with products reads it as null. Ties are broken by name
 * and id, so that the ten are always the same ten.
 */
export const TOP_PRODUCTS: Statement = {
  name: 'dashboard_top_products',
  text: `SELECT x.product_id, min(x.name) AS name, sum(x.quantity)::bigint AS quantity, sum(x.cents)::bigint AS cents
FROM (
  SELECT p.id AS product_id, t.name, t.quantity, t.cents
  FROM (
    SELECT t.product_id, t.name, sum(t.quantity)::bigint AS quantity, sum(t.cents)::bigint AS cents
    FROM ${ROLLED_UP} JOIN dashboard_daily_products t ON ${IN_ROLLED_UP('t')}
    WHERE t.status = ANY($2::text[])
    GROUP BY 1, 2
  ) t
  LEFT JOIN products p ON p.id = t.product_id
  UNION ALL
  SELECT i.product_id, i.name, i.quantity, i.cents
  FROM ${RAW} CROSS JOIN LATERAL (
    SELECT i.product_id, i.name, sum(i.quantity)::bigint AS quantity, sum(i.total_cents)::bigint AS cents
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE ${IN_RAW} AND o.status = ANY($2::text[])
    GROUP BY 1, 2
  ) i
) x
GROUP BY x.product_id, CASE WHEN x.product_id IS NULL THEN x.name END
ORDER BY quantity DESC, cents DESC, name, product_id
LIMIT 10`,
};

/**
 * CUSTOMERS reads the orders of both periods: $1 store ids, $2 previous period's first day, $3 current period's
 * first day, $4 current period's last day (calendar days in $5, the store's time zone), $6 the statuses that count
 * as revenue. Bounds are instants: [PREV_START, CUR_START) is the previous period, [CUR_START, CUR_END) the current
 * one. They are written inline (not in a CTE) so that PostgreSQL folds them to constants when it plans the
 * statement with its parameters and estimates the period's row count from the column's statistics; the time zone
 * is applied to the bounds, never to each row.
 */
const PREV_START = `($2::date::timestamp AT TIME ZONE $5)`;
const CUR_START = `($3::date::timestamp AT TIME ZONE $5)`;
const CUR_END = `(($4::date + 1)::timestamp AT TIME ZONE $5)`;

/** The customer of an order: the account, else the phone's digits (matches orders_store_customer_key_idx, migration 0015). */
const customerKey = (row: string) => `coalesce('u' || ${row}.user_id::text, 'p' || regexp_replace(${row}.customer_phone, '\\D', '', 'g'))`;

/**
 * New vs returning customers of each period: new when the customer has no order at these stores before the
 * period; one index probe per customer of the two periods, not a pass over the store's whole history.
 * The orders are first grouped by (account, phone) so that the phone's digits are worked out once per pair, not
 * per order; `classified` is materialised so that the probe runs once per customer, not once per count below.
 */
export const CUSTOMERS: Statement = {
  name: 'dashboard_customers',
  text: `WITH pairs AS (
  SELECT o.user_id, o.customer_phone,
         bool_or(o.created_at >= ${CUR_START}) AS in_current,
         bool_or(o.created_at < ${CUR_START}) AS in_previous,
         min(o.created_at) AS first_in_range
  FROM orders o
  WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${PREV_START} AND o.created_at < ${CUR_END} AND o.status = ANY($6::text[])
  GROUP BY 1, 2
),
customers AS (
  SELECT ${customerKey('p')} AS customer, bool_or(p.in_current) AS in_current, bool_or(p.in_previous) AS in_previous, min(p.first_in_range) AS first_in_range
  FROM pairs p
  GROUP BY 1
),
classified AS MATERIALIZED (
  SELECT c.*, EXISTS (
    SELECT 1 FROM orders o
    WHERE o.store_id = ANY($1::int[]) AND ${customerKey('o')} = c.customer AND o.created_at < ${PREV_START} AND o.status = ANY($6::text[])
  ) AS seen_before
  FROM customers c
)
SELECT count(*) FILTER (WHERE in_current AND (seen_before OR first_in_range < ${CUR_START}))::int AS current_returning,
       count(*) FILTER (WHERE in_current AND NOT seen_before AND first_in_range >= ${CUR_START})::int AS current_new,
       count(*) FILTER (WHERE in_previous AND seen_before)::int AS previous_returning,
       count(*) FILTER (WHERE in_previous AND NOT seen_before)::int AS previous_new
FROM classified`,
};

export type TotalsRow = { is_current: boolean; channel: string; order_type: string; cancelled: boolean; orders: number; cents: number };
/** Counts for its day unless day is null, for its weekday × hour unless hour is null. */
export type BucketRow = { day: string | null; weekday: number | null; hour: number | null; orders: number; cents: number };
export type TopProductRow = { product_id: number | null; name: string; quantity: number; cents: number };
export type CustomersRow = { current_new: number; current_returning: number; previous_new: number; previous_returning: number };

export type DashboardRows = { totals: TotalsRow[]; buckets: BucketRow[]; topProducts: TopProductRow[]; customers: CustomersRow };

export type DashboardQuery = {
  storeIds: number[];
  period: DashboardPeriod;
  previous: DashboardPeriod;
  timeZone: string;
  revenueStatuses: readonly string[];
};

/**
 * Not named prepared statements (`sql.run`): PostgreSQL switches a prepared statement to a generic plan after five
 * runs, and a generic plan cannot tell "today" (a few hundred orders) from "365 days" (the whole table), so it
 * picked nested loops for a year and whole scans for a day. Planned with their parameters each time instead.
 */
export async function runDashboardQueries(sql: SqlRunner, q: DashboardQuery): Promise<DashboardRows> {
  const statuses = [...q.revenueStatuses];
  const span = { from: q.previous.from, to: q.period.to };
  const clean = await sql.query<DayRun>(CLEAN_RUNS, [q.storeIds, span.from, span.to]);
  const both = daySources(q.storeIds, span, clean.map((r) => ({ ...r, storeId: Number(r.storeId) })), q.period.from);
  const bothParams = [q.timeZone, statuses, ...runParams(both), q.period.from];
  const currentParams = [q.timeZone, statuses, ...runParams(runsFrom(both, q.period.from))];
  const [totals, buckets, topProducts, customers] = await Promise.all([
    sql.query<TotalsRow>(TOTALS.text, bothParams),
    sql.query<BucketRow>(BUCKETS.text, currentParams),
    sql.query<TopProductRow>(TOP_PRODUCTS.text, currentParams),
    sql.query<CustomersRow>(CUSTOMERS.text, [q.storeIds, q.previous.from, q.period.from, q.period.to, q.timeZone, statuses]),
  ]);
  return { totals, buckets, topProducts, customers: customers[0]! };
}
