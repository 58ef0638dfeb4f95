import { DEFAULT_TIME_ZONE, ordersMonthStart, ordersPerMonthRefusal } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * $1 store id, $2 first day of the month ('YYYY-MM-01'), $3 time zone: the account's orders_per_month and, only
 * when it has one, the orders of the store and its branches since that day's midnight there (a range of
 * orders_store_created_idx per store row). No row: the store has no subscription, which nothing limits.
 */
const ORDERS_THIS_MONTH: Statement = {
  name: 'plan_limits_orders_this_month',
  text: `
SELECT a.max_orders AS "limit",
  CASE WHEN a.max_orders IS NULL THEN NULL ELSE (
    SELECT count(*)::int FROM orders o
    WHERE o.store_id IN (SELECT s.id FROM stores s WHERE s.id = a.account_id OR s.parent_id = a.account_id)
      AND o.created_at >= ($2::date::timestamp AT TIME ZONE $3::text)
  ) END AS placed
FROM (
  SELECT sub.store_id AS account_id, (p.limits->>'orders_per_month')::int AS max_orders
  FROM stores st
  JOIN subscriptions sub ON sub.store_id = coalesce(st.parent_id, st.id)
  JOIN plans p ON p.id = sub.plan_id
  WHERE st.id = $1::int
) a`,
};

/** The account's monthly order limit and what it received this month (placed is null when the plan is unlimited: nothing is counted). */
export async function ordersThisMonth(sql: Pick<SqlRunner, 'run'>, storeId: number, now: Date): Promise<{ limit: number | null; placed: number | null }> {
  const [row] = await sql.run<{ limit: number | null; placed: number | null }>(ORDERS_THIS_MONTH, [storeId, ordersMonthStart(now), DEFAULT_TIME_ZONE]);
  return { limit: row?.limit ?? null, placed: row?.placed === null || row?.placed === undefined ? null : Number(row.placed) };
}

/**
 * Refuses an order past the month's ceiling (the plan's orders_per_month plus the tolerance, shared/domain
 * orders-per-month.ts) with a 422 `errors.plan`, before anything is written. No lock: concurrent orders may
 * overshoot by a few, which the tolerance absorbs.
 */
export async function assertOrdersThisMonthWithinPlan(sql: Pick<SqlRunner, 'run'>, storeId: number, now: Date): Promise<void> {
  const { limit, placed } = await ordersThisMonth(sql, storeId, now);
  const refusal = placed === null ? null : ordersPerMonthRefusal(limit, placed);
  if (refusal) throw new HttpError(422, refusal, { plan: [refusal] });
}
