import {
  CHURN_RISK_DAYS,
  NEWEST_STORES_SHOWN,
  DEFAULT_TIME_ZONE,
  PLATFORM_DASHBOARD_DAYS,
  REVENUE_ORDER_STATUSES,
  addDays,
  centsToReais,
  standingOf,
  storeDate,
  type PlatformDashboard,
  type Standing,
  type SubscriptionStatus,
} from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';

type SubRow = { status: SubscriptionStatus; trial_ends_at: Date | null; current_period_end: Date | null; published: boolean };
type DayRow = { day: string; orders: number; cents: string | number };
type CountRow = { day: string; n: number };
type NewestRow = { id: number; name: string; business_type: string | null; city: string | null; created_at: Date; published: boolean; plan: string | null; status: SubscriptionStatus | null; orders: number };
type ChurnRow = { id: number; name: string; slug: string; last_order_at: Date | null; plan: string | null };

/** Days are São Paulo days; `since` is the first day's midnight there. */
const SINCE = `(($1::date)::timestamp AT TIME ZONE '${DEFAULT_TIME_ZONE}')`;
const DAY_OF = (column: string) => `to_char(${column} AT TIME ZONE '${DEFAULT_TIME_ZONE}', 'YYYY-MM-DD')`;

/**
 * The platform at a glance: stores by subscription status and standing (worked out from the dates at `now`, as the
 * stores themselves see it), orders and GMV per day, new stores and cancellations, and the live stores with no order
 * for CHURN_RISK_DAYS days; the newest stores, to follow their onboarding.
 */
export async function loadPlatformDashboard(sql: SqlRunner, now: Date): Promise<PlatformDashboard> {
  const today = storeDate(now);
  const first = addDays(today, -(PLATFORM_DASHBOARD_DAYS - 1));
  const [subs, orders, created, cancelled, churn, newest] = await Promise.all([
    sql.query<SubRow>(`SELECT sub.status, sub.trial_ends_at, sub.current_period_end, s.published_at IS NOT NULL AS published FROM subscriptions sub JOIN stores s ON s.id = sub.store_id`),
    sql.query<DayRow>(
      `SELECT ${DAY_OF('o.created_at')} AS day, count(*)::int AS orders, coalesce(sum(o.total_cents), 0) AS cents
       FROM orders o WHERE o.created_at >= ${SINCE} AND o.created_at < $2 AND o.status = ANY($3::text[]) GROUP BY 1`,
      [first, now.toISOString(), [...REVENUE_ORDER_STATUSES]],
    ),
    sql.query<CountRow>(`SELECT ${DAY_OF('s.created_at')} AS day, count(*)::int AS n FROM stores s WHERE s.parent_id IS NULL AND s.created_at >= ${SINCE} AND s.created_at < $2 GROUP BY 1`, [first, now.toISOString()]),
    sql.query<CountRow>(`SELECT ${DAY_OF('sub.cancelled_at')} AS day, count(*)::int AS n FROM subscriptions sub WHERE sub.cancelled_at >= ${SINCE} AND sub.cancelled_at < $2 GROUP BY 1`, [first, now.toISOString()]),
    sql.query<ChurnRow>(
      `SELECT s.id, s.name, s.slug, last.at AS last_order_at, p.name AS plan
       FROM stores s
       JOIN subscriptions sub ON sub.store_id = s.id AND sub.status <> 'suspended'
       LEFT JOIN plans p ON p.id = sub.plan_id
       LEFT JOIN LATERAL (SELECT max(o.created_at) AS at FROM orders o WHERE o.store_id IN (SELECT a.id FROM stores a WHERE a.id = s.id OR a.parent_id = s.id)) last ON true
       WHERE s.parent_id IS NULL AND s.is_active AND s.published_at IS NOT NULL AND (last.at IS NULL OR last.at < $1::timestamptz)
       ORDER BY last.at NULLS FIRST, s.name LIMIT 50`,
      [new Date(now.getTime() - CHURN_RISK_DAYS * 86_400_000).toISOString()],
    ),
    sql.query<NewestRow>(
      `SELECT s.id, s.name, bt.name AS business_type, CASE WHEN s.city IS NULL THEN NULL ELSE s.city || ' - ' || upper(s.state) END AS city,
              s.created_at, s.published_at IS NOT NULL AS published, p.name AS plan, sub.status,
              (SELECT count(*)::int FROM orders o WHERE o.store_id IN (SELECT a.id FROM stores a WHERE a.id = s.id OR a.parent_id = s.id)) AS orders
       FROM stores s
       LEFT JOIN business_types bt ON bt.id = s.business_type_id
       LEFT JOIN subscriptions sub ON sub.store_id = s.id
       LEFT JOIN plans p ON p.id = sub.plan_id
       WHERE s.parent_id IS NULL
       ORDER BY s.created_at DESC, s.id DESC LIMIT $1`,
      [NEWEST_STORES_SHOWN],
    ),
  ]);

  const byStatus: PlatformDashboard['stores']['by_status'] = { trialing: 0, active: 0, past_due: 0, cancelled: 0, suspended: 0 };
  const byStanding: Record<Standing, number> = { ok: 0, grace: 0, locked: 0, suspended: 0 };
  for (const sub of subs) {
    byStatus[sub.status] += 1;
    byStanding[standingOf(sub, now).standing] += 1;
  }
  const ordersByDay = new Map(orders.map((r) => [r.day, r]));
  const createdByDay = new Map(created.map((r) => [r.day, r.n]));
  const cancelledByDay = new Map(cancelled.map((r) => [r.day, r.n]));
  const perDay = Array.from({ length: PLATFORM_DASHBOARD_DAYS }, (_, i) => {
    const date = addDays(first, i);
    const day = ordersByDay.get(date);
    return { date, orders: day?.orders ?? 0, gmv: centsToReais(Number(day?.cents ?? 0)), new_stores: createdByDay.get(date) ?? 0, cancellations: cancelledByDay.get(date) ?? 0 };
  });
  const sum = (key: 'orders' | 'new_stores' | 'cancellations') => perDay.reduce((total, d) => total + d[key], 0);
  return {
    stores: { total: subs.length, unpublished: subs.filter((s) => !s.published).length, by_status: byStatus, by_standing: byStanding },
    per_day: perDay,
    totals: { orders: sum('orders'), gmv: centsToReais(orders.reduce((total, r) => total + Number(r.cents), 0)), new_stores: sum('new_stores'), cancellations: sum('cancellations') },
    churn_risk: churn.map((r) => ({ id: r.id, name: r.name, slug: r.slug, last_order_at: r.last_order_at ? new Date(r.last_order_at).toISOString() : null, plan: r.plan })),
    newest_stores: newest.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
  };
}
