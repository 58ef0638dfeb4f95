import {
  DEFAULT_TIME_ZONE,
  ORDER_CHANNELS,
  ORDER_TYPES,
  REVENUE_ORDER_STATUSES,
  addDays,
  centsToReais,
  periodLengthInDays,
  previousPeriod,
  type DashboardFigures,
  type DashboardPeriod,
  type DashboardResponse,
} from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import { runDashboardQueries, type DashboardRows, type TotalsRow } from './dashboard.queries';

function figures(rows: TotalsRow[], newCustomers: number, returningCustomers: number): DashboardFigures {
  let revenueCents = 0;
  let orders = 0;
  let cancelledOrders = 0;
  let cancelledCents = 0;
  const channel = new Map(ORDER_CHANNELS.map((key) => [key, { orders: 0, cents: 0 }]));
  const type = new Map(ORDER_TYPES.map((key) => [key, { orders: 0, cents: 0 }]));
  for (const row of rows) {
    const cents = Number(row.cents);
    if (row.cancelled) {
      cancelledOrders += row.orders;
      cancelledCents += cents;
      continue;
    }
    revenueCents += cents;
    orders += row.orders;
    for (const bucket of [channel.get(row.channel as never), type.get(row.order_type as never)]) {
      if (!bucket) continue;
      bucket.orders += row.orders;
      bucket.cents += cents;
    }
  }
  const split = <K extends string>(map: Map<K, { orders: number; cents: number }>) =>
    [...map].map(([key, v]) => ({ key, orders: v.orders, revenue: centsToReais(v.cents) }));
  return {
    revenue: centsToReais(revenueCents),
    orders,
    average_ticket: orders ? centsToReais(Math.round(revenueCents / orders)) : 0,
    cancelled_orders: cancelledOrders,
    cancelled_value: centsToReais(cancelledCents),
    by_channel: split(channel),
    by_order_type: split(type),
    new_customers: newCustomers,
    returning_customers: returningCustomers,
  };
}

/** The dashboard of `storeIds` (a store and, for a parent, its branches) for a period and the one before it. */
export async function loadDashboard(sql: SqlRunner, storeIds: number[], period: DashboardPeriod): Promise<DashboardResponse> {
  const previous = previousPeriod(period);
  const rows = await runDashboardQueries(sql, { storeIds, period, previous, timeZone: DEFAULT_TIME_ZONE, revenueStatuses: REVENUE_ORDER_STATUSES });
  return assembleDashboard(rows, period);
}

/** The response from the statements' rows (bucket rows of one day, or of one weekday and hour, are added up). */
export function assembleDashboard(rows: DashboardRows, period: DashboardPeriod): DashboardResponse {
  const previous = previousPeriod(period);
  const customers = rows.customers;

  const perDay = new Map<string, { orders: number; cents: number }>();
  const byHour = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const r of rows.buckets) {
    if (r.day !== null) {
      const day = perDay.get(r.day) ?? { orders: 0, cents: 0 };
      day.orders += r.orders;
      day.cents += Number(r.cents);
      perDay.set(r.day, day);
    }
    if (r.weekday !== null && r.hour !== null) byHour[r.weekday]![r.hour]! += r.orders;
  }
  const revenuePerDay = Array.from({ length: periodLengthInDays(period) }, (_, i) => {
    const date = addDays(period.from, i);
    const day = perDay.get(date);
    return { date, revenue: centsToReais(day?.cents ?? 0), orders: day?.orders ?? 0 };
  });

  return {
    period,
    previous_period: previous,
    current: figures(rows.totals.filter((r) => r.is_current), customers.current_new, customers.current_returning),
    previous: figures(rows.totals.filter((r) => !r.is_current), customers.previous_new, customers.previous_returning),
    revenue_per_day: revenuePerDay,
    orders_by_hour: byHour,
    top_products: rows.topProducts.map((r) => ({ product_id: r.product_id, name: r.name, quantity: Number(r.quantity), revenue: centsToReais(Number(r.cents)) })),
  };
}
