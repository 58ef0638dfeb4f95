/**
 * The plan's orders_per_month, enforced when an order is placed.
 *
 * What counts: every order the account (the store and its branches) received since the first day of the current
 * calendar month in the stores' time zone (São Paulo), whatever became of it. A cancelled order counts too: it was
 * placed, and a count that went down with cancellations would reopen room in the middle of a rush and be hard to
 * explain to the owner. A new month starts from zero.
 *
 * Tolerance: a store in the middle of a rush is not cut off at the exact number; orders are accepted up to the
 * limit plus 10% (rounded up), and refused after that until the month turns. The check takes no lock (it is on
 * the order hot path): two orders placed at the same instant may both pass the last place, so the count can
 * overshoot the ceiling by a few, which the tolerance makes harmless.
 */
import { storeDate } from '../orders/order-time';
import { DEFAULT_TIME_ZONE } from '../store/constants';

/** Orders accepted past the plan's number, in percent of it (rounded up). */
export const ORDERS_PER_MONTH_TOLERANCE_PERCENT = 10;

export const ORDERS_PER_MONTH_MESSAGES = {
  /** To the customer at checkout. */
  refused: 'Esta loja atingiu o limite de pedidos do plano neste mês.',
} as const;

/** The last order number of the month that is still accepted: the limit plus the tolerance (in integers, no float rounding). */
export function ordersPerMonthCeiling(limit: number): number {
  return limit + Math.ceil((limit * ORDERS_PER_MONTH_TOLERANCE_PERCENT) / 100);
}

/** Why one more order is refused when the account already received `placedThisMonth` (null: accepted; a null limit is unlimited). */
export function ordersPerMonthRefusal(limit: number | null, placedThisMonth: number): string | null {
  if (limit === null) return null;
  return placedThisMonth >= ordersPerMonthCeiling(limit) ? ORDERS_PER_MONTH_MESSAGES.refused : null;
}

/** The stores' first day of the month of `now`, 'YYYY-MM-01': orders count from its midnight in `timeZone`. */
export function ordersMonthStart(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return `${storeDate(now, timeZone).slice(0, 7)}-01`;
}
