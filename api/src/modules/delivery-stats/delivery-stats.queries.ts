import type { DashboardPeriod } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';

/**
 * Parameters of every statement: $1 store ids, $2 first day, $3 last day (store days), $4 time zone, $5 each store's
 * promised minutes (in the order of $1).
 *
 * `timed`: one row per delivery order the store delivered in the period (bounded as the dashboard bounds its days),
 * with the minutes of each stage. Accepted, out and delivered are the first 'confirmed', 'delivering' and 'completed'
 * of the order's status history; the driver app's picked_up_at / delivered_at stand in or take precedence.
 */
const TIMED = `
WITH promised AS (
  SELECT p.store_id, p.minutes FROM unnest($1::int[], $5::int[]) AS p(store_id, minutes)
),
delivered AS (
  SELECT o.id, o.driver_id, o.delivery_zone, o.delivery_fee_cents, o.created_at AS placed_at, p.minutes AS promised,
    h.accepted_at, coalesce(h.out_at, o.picked_up_at) AS out_at, coalesce(o.delivered_at, h.completed_at) AS delivered_at
  FROM orders o
  JOIN promised p ON p.store_id = o.store_id
  LEFT JOIN LATERAL (
    SELECT min(x.created_at) FILTER (WHERE x.status = 'confirmed') AS accepted_at,
      min(x.created_at) FILTER (WHERE x.status = 'delivering') AS out_at,
      min(x.created_at) FILTER (WHERE x.status = 'completed') AS completed_at
    FROM order_status_history x WHERE x.order_id = o.id
  ) h ON true
  WHERE o.store_id = ANY($1::int[]) AND o.order_type = 'delivery' AND o.status = 'completed'
    -- Only what can have been delivered in the period: placed before it ends, completed (a status change sets
    -- updated_at, the driver app delivered_at) after it starts.
    AND o.created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
    AND (o.updated_at >= ($2::date::timestamp AT TIME ZONE $4) OR o.delivered_at >= ($2::date::timestamp AT TIME ZONE $4))
),
timed AS (
  SELECT d.id, d.driver_id, d.delivery_zone, d.delivery_fee_cents,
    (extract(epoch FROM d.out_at - d.accepted_at) / 60)::float8 AS accepted_to_out,
    (extract(epoch FROM d.delivered_at - d.out_at) / 60)::float8 AS out_to_delivered,
    (extract(epoch FROM d.delivered_at - d.placed_at) / 60)::float8 AS total,
    (d.delivered_at - d.placed_at > make_interval(mins => d.promised)) AS late,
    to_char(d.delivered_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day
  FROM delivered d
  WHERE d.delivered_at >= ($2::date::timestamp AT TIME ZONE $4) AND d.delivered_at < (($3::date + 1)::timestamp AT TIME ZONE $4)
)`;

const stage = (column: string, prefix: string) => `
  avg(${column})::float8 AS ${prefix}_avg,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${column}) AS ${prefix}_median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${column}) AS ${prefix}_p90`;

const TOTALS: Statement = {
  name: 'delivery_stats_totals',
  text: `${TIMED}
SELECT count(*)::int AS delivered, count(*) FILTER (WHERE late)::int AS late,
  ${stage('accepted_to_out', 'accepted_to_out')},
  ${stage('out_to_delivered', 'out_to_delivered')},
  ${stage('total', 'placed_to_delivered')}
FROM timed`,
};

const PER_DAY: Statement = {
  name: 'delivery_stats_per_day',
  text: `${TIMED}
SELECT day, count(*)::int AS delivered, count(*) FILTER (WHERE late)::int AS late
FROM timed GROUP BY day ORDER BY day`,
};

/** The driver of each delivered order (the orders are the store's: its dispatch set driver_id), and the cash it took. */
const PER_DRIVER: Statement = {
  name: 'delivery_stats_per_driver',
  text: `${TIMED}
SELECT t.driver_id, dr.name, count(*)::int AS delivered, count(*) FILTER (WHERE t.late)::int AS late,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY t.out_to_delivered) AS median_out_to_delivered,
  coalesce(sum(c.amount_cents), 0)::bigint AS cash_cents
FROM timed t
LEFT JOIN drivers dr ON dr.id = t.driver_id
LEFT JOIN driver_cash c ON c.order_id = t.id
GROUP BY t.driver_id, dr.name
ORDER BY count(*) DESC, dr.name NULLS LAST, t.driver_id NULLS LAST`,
};

const PER_ZONE: Statement = {
  name: 'delivery_stats_per_zone',
  text: `${TIMED}
SELECT delivery_zone AS zone, count(*)::int AS delivered, count(*) FILTER (WHERE late)::int AS late,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY total) AS median_total,
  coalesce(sum(delivery_fee_cents), 0)::bigint AS fee_cents
FROM timed
GROUP BY delivery_zone
ORDER BY count(*) DESC, delivery_zone NULLS LAST`,
};

type Minutes = number | null;
export type StageRow<P extends string> = Record<`${P}_avg` | `${P}_median` | `${P}_p90`, Minutes>;
export type TotalsRow = { delivered: number; late: number } & StageRow<'accepted_to_out'> & StageRow<'out_to_delivered'> & StageRow<'placed_to_delivered'>;
export type DayRow = { day: string; delivered: number; late: number };
export type DriverRow = { driver_id: number | null; name: string | null; delivered: number; late: number; median_out_to_delivered: Minutes; cash_cents: string | number };
export type ZoneRow = { zone: string | null; delivered: number; late: number; median_total: Minutes; fee_cents: string | number };

export type DeliveryStatsRows = { totals: TotalsRow; days: DayRow[]; drivers: DriverRow[]; zones: ZoneRow[] };

/** Each store's promised minutes come from the caller (promisedMinutes of its delivery time text). */
export type StorePromise = { storeId: number; minutes: number };

export async function deliveryStatsRows(sql: SqlRunner, stores: StorePromise[], period: DashboardPeriod, timeZone: string): Promise<DeliveryStatsRows> {
  const params = [stores.map((s) => s.storeId), period.from, period.to, timeZone, stores.map((s) => s.minutes)];
  const [totals, days, drivers, zones] = await Promise.all([
    sql.run<TotalsRow>(TOTALS, params),
    sql.run<DayRow>(PER_DAY, params),
    sql.run<DriverRow>(PER_DRIVER, params),
    sql.run<ZoneRow>(PER_ZONE, params),
  ]);
  return { totals: totals[0]!, days, drivers, zones };
}

/** The delivery time text of each store (promisedMinutes reads it). */
export async function storeDeliveryTimes(sql: SqlRunner, storeIds: number[]): Promise<{ id: number; delivery_time: string | null }[]> {
  return sql.query<{ id: number; delivery_time: string | null }>('SELECT id, delivery_time FROM stores WHERE id = ANY($1::int[]) ORDER BY id', [storeIds]);
}
