import { DEFAULT_TIME_ZONE, type DashboardPeriod, type PosReport } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';

/** $1 store ids, $2 first day, $3 last day, $4 time zone: the period's instants as the dashboard bounds them. */
const IN_PERIOD = (column: string) => `${column} >= ($2::date::timestamp AT TIME ZONE $4) AND ${column} < (($3::date + 1)::timestamp AT TIME ZONE $4)`;

const BY_METHOD: Statement = {
  name: 'pos_reports_by_method',
  text: `
SELECT p.method, count(*)::int AS payments, sum(p.amount_cents)::bigint AS amount_cents
FROM order_payments p JOIN orders o ON o.id = p.order_id
WHERE o.store_id = ANY($1::int[]) AND ${IN_PERIOD('p.created_at')}
GROUP BY p.method ORDER BY sum(p.amount_cents) DESC`,
};

const BY_OPERATOR: Statement = {
  name: 'pos_reports_by_operator',
  text: `
SELECT o.created_by AS user_id, coalesce(u.name, '—') AS name, count(*)::int AS sales, sum(o.total_cents)::bigint AS total_cents
FROM orders o LEFT JOIN users u ON u.id = o.created_by
WHERE o.store_id = ANY($1::int[]) AND o.channel = 'pos' AND o.status <> 'cancelled' AND ${IN_PERIOD('o.created_at')}
GROUP BY o.created_by, u.name ORDER BY sum(o.total_cents) DESC`,
};

const BY_STATION: Statement = {
  name: 'pos_reports_by_station',
  text: `
SELECT s.station_name, count(DISTINCT s.id)::int AS sessions,
  coalesce((SELECT sum(p.amount_cents) FROM order_payments p WHERE p.register_session_id = ANY(array_agg(s.id))), 0)::bigint AS sales_cents,
  coalesce(sum((s.closing->>'difference_cents')::int), 0)::bigint AS difference_cents
FROM pos_register_sessions s
WHERE s.store_id = ANY($1::int[]) AND ${IN_PERIOD('s.opened_at')}
GROUP BY s.station_name ORDER BY s.station_name`,
};

const OFFLINE_DIFFERENCES: Statement = {
  name: 'pos_reports_offline_differences',
  text: `
SELECT o.id AS order_id, o.number, o.sold_offline_at, o.total_cents, o.price_difference_cents
FROM orders o
WHERE o.store_id = ANY($1::int[]) AND o.channel = 'pos' AND o.price_difference_cents <> 0 AND ${IN_PERIOD('o.created_at')}
ORDER BY o.sold_offline_at DESC LIMIT 200`,
};

type Rows = Omit<PosReport, 'period' | 'revenue' | 'orders' | 'by_channel'>;

/** The POS-only figures of the period (the channel figures are the dashboard's). */
export async function posReportRows(sql: SqlRunner, storeIds: number[], period: DashboardPeriod): Promise<Rows> {
  const params = [storeIds, period.from, period.to, DEFAULT_TIME_ZONE];
  const [methods, operators, stations, offline] = await Promise.all([
    sql.run<{ method: PosReport['by_payment_method'][number]['method']; payments: number; amount_cents: string }>(BY_METHOD, params),
    sql.run<{ user_id: number | null; name: string; sales: number; total_cents: string }>(BY_OPERATOR, params),
    sql.run<{ station_name: string; sessions: number; sales_cents: string; difference_cents: string }>(BY_STATION, params),
    sql.run<{ order_id: number; number: number; sold_offline_at: Date | string; total_cents: number; price_difference_cents: number }>(OFFLINE_DIFFERENCES, params),
  ]);
  return {
    by_payment_method: methods.map((r) => ({ method: r.method, payments: r.payments, amount_cents: Number(r.amount_cents) })),
    by_operator: operators.map((r) => ({ user_id: r.user_id, name: r.name, sales: r.sales, total_cents: Number(r.total_cents) })),
    by_station: stations.map((r) => ({ station_name: r.station_name, sessions: r.sessions, sales_cents: Number(r.sales_cents), difference_cents: Number(r.difference_cents) })),
    offline_price_differences: offline.map((r) => ({ ...r, sold_offline_at: new Date(r.sold_offline_at).toISOString() })),
  };
}
