import { object, string } from 'yup';
import { isCalendarDate } from '../validation/dates';
import type { OrderChannel, OrderType } from './order-types';
import type { OrderStatus } from './status';

/**
 * Which orders count as sales on the dashboard: every order the store received except a cancelled one.
 * A pending order counts (the customer already committed; most are accepted within minutes); a cancelled
 * order never does and is shown apart, with its value.
 */
export const REVENUE_ORDER_STATUSES: readonly OrderStatus[] = ['scheduled', 'pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed'];

export function countsAsRevenue(status: OrderStatus): boolean {
  return REVENUE_ORDER_STATUSES.includes(status);
}

export const DASHBOARD_PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

export const DASHBOARD_PRESET_LABELS: Record<DashboardPreset, string> = {
  today: 'Hoje',
  '7d': '7 dias',
  '30d': '30 dias',
  month: 'Este mês',
  custom: 'Período',
};

/** The longest period a dashboard answers for (a year and a day: a leap year's "last 12 months"). */
export const DASHBOARD_MAX_DAYS = 366;

export const DASHBOARD_MESSAGES = {
  dateInvalid: 'Data inválida. Use o formato AAAA-MM-DD.',
  toBeforeFrom: 'A data final deve ser igual ou posterior à data inicial.',
  tooLong: `O período pode ter no máximo ${DASHBOARD_MAX_DAYS} dias.`,
} as const;

/** Inclusive calendar days in store time, 'YYYY-MM-DD'. */
export type DashboardPeriod = { from: string; to: string };

const DAY_MS = 86_400_000;
const toUtcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtcDay(toUtcDay(date) + days * DAY_MS);
}

export function periodLengthInDays(period: DashboardPeriod): number {
  return Math.round((toUtcDay(period.to) - toUtcDay(period.from)) / DAY_MS) + 1;
}

/** The period of the same length just before `period` (the comparison of every figure). */
export function previousPeriod(period: DashboardPeriod): DashboardPeriod {
  const days = periodLengthInDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** The period of a preset, `today` being the store's calendar day ('YYYY-MM-DD'). */
export function presetPeriod(preset: Exclude<DashboardPreset, 'custom'>, today: string): DashboardPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const day = () =>
  string()
    .trim()
    .optional()
    .test('date', DASHBOARD_MESSAGES.dateInvalid, (value) => !value || isCalendarDate(value));

/** GET /api/stores/{id}/dashboard?from=&to= (both optional: today). */
export const dashboardQuerySchema = object({
  from: day(),
  to: day()
    .test('order', DASHBOARD_MESSAGES.toBeforeFrom, function (value) {
      const from = this.parent.from as string | undefined;
      return !value || !from || !isCalendarDate(from) || !isCalendarDate(value) || value >= from;
    })
    .test('length', DASHBOARD_MESSAGES.tooLong, function (value) {
      const from = this.parent.from as string | undefined;
      if (!value || !from || !isCalendarDate(from) || !isCalendarDate(value) || value < from) return true;
      return periodLengthInDays({ from, to: value }) <= DASHBOARD_MAX_DAYS;
    }),
  branch_id: string().trim().optional(),
});

/** A missing bound takes the other one; both missing is today. */
export function resolveDashboardPeriod(query: { from?: string; to?: string }, today: string): DashboardPeriod {
  const from = query.from || query.to || today;
  return { from, to: query.to || from };
}

/** Percentage change from `previous` to `current`; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Figures of one period (money in reais on the wire, as the spec does). */
export type DashboardTotals = {
  revenue: number;
  orders: number;
  average_ticket: number;
  cancelled_orders: number;
  cancelled_value: number;
};

export type DashboardSplit<K extends string> = { key: K; orders: number; revenue: number };

export type DashboardFigures = DashboardTotals & {
  by_channel: DashboardSplit<OrderChannel>[];
  by_order_type: DashboardSplit<OrderType>[];
  new_customers: number;
  returning_customers: number;
};

export type DashboardResponse = {
  period: DashboardPeriod;
  previous_period: DashboardPeriod;
  current: DashboardFigures;
  previous: DashboardFigures;
  /** Every day of the period, zero-filled. */
  revenue_per_day: { date: string; revenue: number; orders: number }[];
  /** 7 rows (0 = domingo … 6 = sábado) × 24 hours, order counts. */
  orders_by_hour: number[][];
  top_products: { product_id: number | null; name: string; quantity: number; revenue: number }[];
};

export const WEEKDAY_SHORT_LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
