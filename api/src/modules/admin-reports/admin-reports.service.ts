import { REVENUE_ORDER_STATUSES, centsToReais, type PlatformReport, type ReportQuery, type ReportRow } from '@comanda/shared/domain';
import type { DbHandle } from '../../db/client';
import { newStoresSql, ordersSql, type NewStoresRow, type OrdersRow } from './admin-reports.queries';

/**
 * Latest stages first: a past day's orders are nearly all completed, and = ANY stops at the first match (a third
 * of the time of a year's rollup rows went to comparing statuses).
 */
const REVENUE_STATUSES = [...REVENUE_ORDER_STATUSES].reverse();

type Period = Pick<ReportQuery, 'from' | 'to' | 'group'>;

export async function platformReport(db: Pick<DbHandle, 'transaction'>, query: Period): Promise<PlatformReport> {
  const [orders, created] = await db.transaction(async (tx) => {
    // A year of every store is estimated high enough for JIT compilation, which cost more (~100 ms) than it saved.
    await tx.query('SET LOCAL jit = off');
    return [
      await tx.query<OrdersRow>(ordersSql(query.group), [query.from, query.to, REVENUE_STATUSES]),
      await tx.query<NewStoresRow>(newStoresSql(query.group), [query.from, query.to]),
    ] as const;
  });
  return assembleReport(query, orders, created);
}

/** The report from the statements' rows: one per group and the grand total (key null), and new stores per key. */
export function assembleReport(query: Period, orders: OrdersRow[], created: NewStoresRow[]): PlatformReport {
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
