import { DEFAULT_TIME_ZONE, type ReportGroup } from '@comanda/shared/domain';
import { DAY_SOURCES, IN_CLEAN_RUN, IN_RAW_RUN, RAW_DAY } from './admin-reports.day-sources';

/**
 * The report's statements: $1 and $2 the period's first and last São Paulo days, $3 the statuses that count as
 * revenue. Each (store, day) is read once, from its daily rollups or from its orders (admin-reports.day-sources.ts).
 * Runs are read in LATERAL subqueries that group (per run, or per account for the days): one index range per run,
 * never traded by the planner for a pass over the whole period.
 */

/** What a group is keyed and labelled by, over a store row `s`, its account's main store `root` and type `bt`. */
const GROUPS: Record<Exclude<ReportGroup, 'day'>, { key: string; label: string }> = {
  business_type: { key: `coalesce(bt.slug, '-')`, label: `coalesce(bt.name, 'Sem tipo')` },
  city: { key: `coalesce(lower(s.city) || '/' || upper(s.state), '-')`, label: `coalesce(s.city || ' - ' || upper(s.state), 'Sem cidade')` },
  store: { key: `root.id::text`, label: `root.name` },
};

/**
 * Orders and value per store row (a row per run), then joined to the stores. "Lojas com pedidos" counts accounts
 * (a store and its branches are one); the grand total (key null) comes from the same pass (GROUPING SETS), as an
 * account may sit in several cities.
 */
function byStoreSql(group: Exclude<ReportGroup, 'day'>): string {
  const { key, label } = GROUPS[group];
  return `WITH ${DAY_SOURCES},
per_store AS (
  SELECT c.store_id, t.orders, t.cents
  FROM clean_runs c CROSS JOIN LATERAL (
    SELECT sum(t.orders)::int AS orders, sum(t.cents)::bigint AS cents
    FROM dashboard_daily_totals t
    WHERE ${IN_CLEAN_RUN('c')} AND t.status = ANY($3::text[])
    GROUP BY t.store_id
  ) t
  UNION ALL
  SELECT r.store_id, o.orders, o.cents
  FROM raw_runs r CROSS JOIN LATERAL (
    SELECT count(*)::int AS orders, sum(o.total_cents)::bigint AS cents
    FROM orders o
    WHERE ${IN_RAW_RUN('r')} AND o.status = ANY($3::text[])
    GROUP BY o.store_id
  ) o
)
SELECT ${key} AS key, ${label} AS label, coalesce(sum(ps.orders), 0)::int AS orders, coalesce(sum(ps.cents), 0)::bigint AS cents, count(DISTINCT root.id)::int AS stores
FROM per_store ps
JOIN stores s ON s.id = ps.store_id
JOIN stores root ON root.id = coalesce(s.parent_id, s.id)
LEFT JOIN business_types bt ON bt.id = root.business_type_id
GROUP BY GROUPING SETS ((1, 2), ())`;
}

/**
 * Per day, with "Lojas com pedidos" counting accounts: each account's runs (its stores') are summed per day in a
 * LATERAL subquery of its own, so that a row is an (account, day) and counting rows counts accounts; a year of
 * every store never goes through one big hash of (day, account). The grand total counts the accounts of the
 * (account) grouping set.
 */
const BY_DAY_SQL = `WITH ${DAY_SOURCES},
accounts AS (
  SELECT coalesce(s.parent_id, s.id) AS root, array_agg(r.rolled_up) AS rolled_up, array_agg(r.store_id) AS store_ids,
         array_agg(r.first_day) AS first_days, array_agg(r.last_day) AS last_days
  FROM (
    SELECT true AS rolled_up, store_id, first_day, last_day FROM clean_runs
    UNION ALL
    SELECT false, store_id, first_day, last_day FROM raw_runs
  ) r
  JOIN stores s ON s.id = r.store_id
  GROUP BY 1
),
per_account_day AS (
  SELECT a.root, d.day, d.orders, d.cents
  FROM accounts a CROSS JOIN LATERAL (
    SELECT x.day, sum(x.orders)::int AS orders, sum(x.cents)::bigint AS cents
    FROM (
      SELECT t.day, t.orders, t.cents
      FROM unnest(a.rolled_up, a.store_ids, a.first_days, a.last_days) AS c(rolled_up, store_id, first_day, last_day)
      JOIN dashboard_daily_totals t ON ${IN_CLEAN_RUN('c')}
      WHERE c.rolled_up AND t.status = ANY($3::text[])
      UNION ALL
      SELECT ${RAW_DAY('r')}, 1, o.total_cents
      FROM unnest(a.rolled_up, a.store_ids, a.first_days, a.last_days) AS r(rolled_up, store_id, first_day, last_day)
      JOIN orders o ON ${IN_RAW_RUN('r')}
      WHERE NOT r.rolled_up AND o.status = ANY($3::text[])
    ) x
    GROUP BY x.day
  ) d
),
sets AS (
  SELECT GROUPING(p.day) = 1 AS per_account, p.day, sum(p.orders)::int AS orders, sum(p.cents)::bigint AS cents, count(*)::int AS stores
  FROM per_account_day p
  GROUP BY GROUPING SETS ((p.day), (p.root))
)
SELECT to_char(day, 'YYYY-MM-DD') AS key, to_char(day, 'DD/MM/YYYY') AS label, orders, cents, stores FROM sets WHERE NOT per_account
UNION ALL
SELECT NULL, NULL, coalesce(sum(orders), 0)::int, coalesce(sum(cents), 0)::bigint, count(*)::int FROM sets WHERE per_account`;

/** Orders, value and accounts with orders per group, and the grand total (key null). */
export function ordersSql(group: ReportGroup): string {
  return group === 'day' ? BY_DAY_SQL : byStoreSql(group);
}

/** [$1, $2): the period's first and last São Paulo days as instants. */
const FROM = `(($1::date)::timestamp AT TIME ZONE '${DEFAULT_TIME_ZONE}')`;
const UNTIL = `((($2::date) + 1)::timestamp AT TIME ZONE '${DEFAULT_TIME_ZONE}')`;

/** Main stores created in the period, by the same key. */
export function newStoresSql(group: ReportGroup): string {
  const { key } =
    group === 'day' ? { key: `to_char(s.created_at AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD')` } : GROUPS[group];
  return `SELECT ${key} AS key, count(*)::int AS n
FROM stores s JOIN stores root ON root.id = s.id LEFT JOIN business_types bt ON bt.id = s.business_type_id
WHERE s.parent_id IS NULL AND s.created_at >= ${FROM} AND s.created_at < ${UNTIL}
GROUP BY 1`;
}

export type OrdersRow = { key: string | null; label: string | null; orders: number; cents: string | number; stores: number };
export type NewStoresRow = { key: string; n: number };
