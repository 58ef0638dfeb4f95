import { DEFAULT_TIME_ZONE, REVENUE_ORDER_STATUSES, centsToReais, type PlatformReport, type ReportGroup, type ReportQuery, type ReportRow } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';

/** [$1, $2): the period's first and last São Paulo days as instants (the time zone applied to the bounds, not to each row). */
const FROM = `(($1::date)::timestamp AT TIME ZONE '${DEFAULT_TIME_ZONE}')`;
const UNTIL = `((($2::date) + 1)::timestamp AT TIME ZONE '${DEFAULT_TIME_ZONE}')`;

/** What a group is keyed and labelled by, over a store row `s`, its account's main store `root` and type `bt`. */
const GROUPS: Record<Exclude<ReportGroup, 'day'>, { key: string; label: string }> = {
  business_type: { key: `coalesce(bt.slug, '-')`, label: `coalesce(bt.name, 'Sem tipo')` },
  city: { key: `coalesce(lower(s.city) || '/' || upper(s.state), '-')`, label: `coalesce(s.city || ' - ' || upper(s.state), 'Sem cidade')` },
  store: { key: `root.id::text`, label: `root.name` },
};

/**
 * Orders are summed per store row first (the platform-wide index covers store, status and total), and only those
 * few thousand sums are joined to the stores: a year of a million orders is one pass over the index.
 * "Lojas com pedidos" counts accounts (a store and its branches are one); the grand total (key null) comes from the
 * same pass (GROUPING SETS), as an account may sit in several cities.
 */
function ordersSql(group: ReportGroup): string {
  if (group === 'day') {
    // Per store and day first (date_bin from the period's local midnight: arithmetic, no time-zone lookup per
    // row; São Paulo keeps one offset all year), then per day over those few hundred thousand sums.
    return `WITH per_store_day AS (
  SELECT o.store_id, date_bin('1 day', o.created_at, ${FROM}) AS day_start, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
  FROM orders o
  WHERE o.created_at >= ${FROM} AND o.created_at < ${UNTIL} AND o.status = ANY($3::text[])
  GROUP BY 1, 2
)
SELECT to_char(p.day_start AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD') AS key, to_char(p.day_start AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'DD/MM/YYYY') AS label,
       coalesce(sum(p.orders), 0)::int AS orders, coalesce(sum(p.cents), 0)::bigint AS cents, count(DISTINCT coalesce(s.parent_id, s.id))::int AS stores
FROM per_store_day p JOIN stores s ON s.id = p.store_id
GROUP BY GROUPING SETS ((1, 2), ())`;
  }
  const { key, label } = GROUPS[group];
  return `WITH per_store AS (
  SELECT o.store_id, count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
  FROM orders o
  WHERE o.created_at >= ${FROM} AND o.created_at < ${UNTIL} AND o.status = ANY($3::text[])
  GROUP BY o.store_id
)
SELECT ${key} AS key, ${label} AS label, coalesce(sum(ps.orders), 0)::int AS orders, coalesce(sum(ps.cents), 0)::bigint AS cents, count(DISTINCT root.id)::int AS stores
FROM per_store ps
JOIN stores s ON s.id = ps.store_id
JOIN stores root ON root.id = coalesce(s.parent_id, s.id)
LEFT JOIN business_types bt ON bt.id = root.business_type_id
GROUP BY GROUPING SETS ((1, 2), ())`;
}

/** Main stores created in the period, by the same key. */
function newStoresSql(group: ReportGroup): string {
  const { key } =
    group === 'day' ? { key: `to_char(s.created_at AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD')` } : GROUPS[group];
  return `SELECT ${key} AS key, count(*)::int AS n
FROM stores s JOIN stores root ON root.id = s.id LEFT JOIN business_types bt ON bt.id = s.business_type_id
WHERE s.parent_id IS NULL AND s.created_at >= ${FROM} AND s.created_at < ${UNTIL}
GROUP BY 1`;
}

type OrdersRow = { key: string | null; label: string | null; orders: number; cents: string | number; stores: number };

export async function platformReport(sql: SqlRunner, query: Pick<ReportQuery, 'from' | 'to' | 'group'>): Promise<PlatformReport> {
  const [orders, created] = await Promise.all([
    sql.query<OrdersRow>(ordersSql(query.group), [query.from, query.to, [...REVENUE_ORDER_STATUSES]]),
    sql.query<{ key: string; n: number }>(newStoresSql(query.group), [query.from, query.to]),
  ]);
  const newByKey = new Map(created.map((r) => [r.key, r.n]));
  const money = (r: OrdersRow) => {
    const cents = Number(r.cents);
    return { orders: r.orders, revenue: centsToReais(cents), average_ticket: r.orders ? centsToReais(Math.round(cents / r.orders)) : 0, stores: r.stores };
  };
  const rows: ReportRow[] = orders.filter((r) => r.key !== null).map((r) => ({ key: r.key!, label: r.label!, ...money(r), new_stores: newByKey.get(r.key!) ?? 0 }));
  rows.sort((a, b) => (query.group === 'day' ? a.key.localeCompare(b.key) : b.revenue - a.revenue || a.label.localeCompare(b.label, 'pt-BR')));
  const total = orders.find((r) => r.key === null) ?? { key: null, label: null, orders: 0, cents: 0, stores: 0 };
  return { from: query.from, to: query.to, group: query.group, rows, totals: { ...money(total), new_stores: created.reduce((sum, r) => sum + r.n, 0) } };
}
