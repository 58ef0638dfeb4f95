import type { SqlRunner, Statement } from '../../db/client';

/**
 * The dashboard's aggregates. The statements over both periods (TOTALS, CUSTOMERS) take
 * $1 store ids, $2 previous period's first day, $3 current period's first day, $4 current period's last day
 * (calendar days in $5, the store's time zone), $6 the statuses that count as revenue; those over the current
 * period only (BUCKETS, TOP_PRODUCTS) take the same without $2 (see `currentOnly`).
 * Bounds are instants: [PREV_START, CUR_START) is the previous period, [CUR_START, CUR_END) the current one.
 * They are written inline (not in a CTE) so that PostgreSQL folds them to constants when it plans the statement
 * with its parameters and estimates the period's row count from the column's statistics; the time zone is
 * applied to the bounds, never to each row.
 */
const PREV_START = `($2::date::timestamp AT TIME ZONE $5)`;
const CUR_START = `($3::date::timestamp AT TIME ZONE $5)`;
const CUR_END = `(($4::date + 1)::timestamp AT TIME ZONE $5)`;

/** A statement over the current period only, written with the numbering above, renumbered without $2. */
function currentOnly(text: string): string {
  return text.replace(/\$([3-6])\b/g, (_, n: string) => `$${Number(n) - 1}`);
}

/** Orders and value per period, channel, order type and cancelled or not (a few dozen rows at most). */
export const TOTALS: Statement = {
  name: 'dashboard_totals',
  text: `SELECT (o.created_at >= ${CUR_START}) AS is_current, o.channel, o.order_type, (o.status = 'cancelled') AS cancelled,
       count(*)::int AS orders, coalesce(sum(o.total_cents), 0)::bigint AS cents
FROM orders o
WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${PREV_START} AND o.created_at < ${CUR_END}
  AND (o.status = 'cancelled' OR o.status = ANY($6::text[]))
GROUP BY 1, 2, 3, 4`,
};

/**
 * Orders and value per store-time day and hour of the current period (at most 366 × 24 rows): per day and weekday × hour.
 * Rows are counted per hour (date_bin from the period's local midnight: arithmetic, no time-zone lookup per row) and
 * only the hours found are turned into the store's day, weekday and hour.
 */
export const BUCKETS: Statement = {
  name: 'dashboard_buckets',
  text: currentOnly(`SELECT to_char(h.hour_start AT TIME ZONE $5, 'YYYY-MM-DD') AS day, extract(dow FROM h.hour_start AT TIME ZONE $5)::int AS weekday,
       extract(hour FROM h.hour_start AT TIME ZONE $5)::int AS hour, h.orders, h.cents
FROM (
  SELECT date_bin('1 hour', o.created_at, ${CUR_START}) AS hour_start, count(*)::int AS orders, coalesce(sum(o.total_cents), 0)::bigint AS cents
  FROM orders o
  WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${CUR_START} AND o.created_at < ${CUR_END} AND o.status = ANY($6::text[])
  GROUP BY 1
) h`),
};

/** A deleted product (product_id null) is kept apart by its name. */
export const TOP_PRODUCTS: Statement = {
  name: 'dashboard_top_products',
  text: currentOnly(`SELECT i.product_id, min(i.name) AS name, sum(i.quantity)::bigint AS quantity, sum(i.total_cents)::bigint AS cents
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.store_id = ANY($1::int[]) AND o.created_at >= ${CUR_START} AND o.created_at < ${CUR_END} AND o.status = ANY($6::text[])
GROUP BY i.product_id, CASE WHEN i.product_id IS NULL THEN i.name END
ORDER BY quantity DESC, cents DESC
LIMIT 10`),
};

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
export type BucketRow = { day: string; weekday: number; hour: number; orders: number; cents: number };
export type TopProductRow = { product_id: number | null; name: string; quantity: number; cents: number };
export type CustomersRow = { current_new: number; current_returning: number; previous_new: number; previous_returning: number };

export type DashboardRows = { totals: TotalsRow[]; buckets: BucketRow[]; topProducts: TopProductRow[]; customers: CustomersRow };

/**
 * Not named prepared statements (`sql.run`): PostgreSQL switches a prepared statement to a generic plan after five
 * runs, and a generic plan cannot tell "today" (a few hundred orders) from "365 days" (the whole table), so it
 * picked nested loops for a year and whole scans for a day. Planned with their parameters each time instead.
 */
export async function runDashboardQueries(sql: SqlRunner, params: unknown[]): Promise<DashboardRows> {
  const currentParams = params.filter((_, i) => i !== 1);
  const [totals, buckets, topProducts, customers] = await Promise.all([
    sql.query<TotalsRow>(TOTALS.text, params),
    sql.query<BucketRow>(BUCKETS.text, currentParams),
    sql.query<TopProductRow>(TOP_PRODUCTS.text, currentParams),
    sql.query<CustomersRow>(CUSTOMERS.text, params),
  ]);
  return { totals, buckets, topProducts, customers: customers[0]! };
}
