import type { Weekday } from '../store/types';
import { addLocalDays, dayNumberOf, daysBetween, weekdayOfDate, type LocalDate } from './local-date';
import type { MealFrequency, MealSubscriptionStatus } from './rules';

/** What decides the delivery days of a subscription. Dates are the store's (America/Sao_Paulo) calendar days. */
export type MealSchedule = {
  frequency: MealFrequency;
  /** weekly / bi_weekly: the days of the week delivered (others ignore it). */
  weekdays: readonly Weekday[];
  /** monthly: the day of the month (29–31 fall on the month's last day in shorter months). */
  day_of_month: number | null;
  /** The first day that may have a delivery. */
  start_date: LocalDate;
  status: MealSubscriptionStatus;
  /** With status paused: the day deliveries come back (exclusive end of the pause); null = until resumed. */
  paused_until: LocalDate | null;
  skipped_dates: readonly LocalDate[];
};

const WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
/** How far a search for upcoming deliveries looks (five monthly deliveries fit). */
const LOOKAHEAD_DAYS = 400;

const lastDayOfMonth = (date: LocalDate) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** Monday-based index of the week holding `date`, counted from the week holding `start`. */
function weeksSince(start: LocalDate, date: LocalDate): number {
  const mondayOf = (d: LocalDate) => dayNumberOf(d)! - ((((dayNumberOf(d)! + 3) % 7) + 7) % 7);
  return Math.floor((mondayOf(date) - mondayOf(start)) / 7);
}

/** Whether the frequency puts a delivery on `date`, from the start date on (pauses and skips aside). */
export function isScheduledDay(schedule: Pick<MealSchedule, 'frequency' | 'weekdays' | 'day_of_month' | 'start_date'>, date: LocalDate): boolean {
  if (daysBetween(schedule.start_date, date) < 0) return false;
  const weekday = weekdayOfDate(date);
  switch (schedule.frequency) {
    case 'daily':
      return true;
    case 'weekdays':
      return WORKING_DAYS.includes(weekday);
    case 'weekly':
      return schedule.weekdays.includes(weekday);
    case 'bi_weekly':
      // Every other week, counting the start date's week as the first.
      return schedule.weekdays.includes(weekday) && weeksSince(schedule.start_date, date) % 2 === 0;
    case 'monthly': {
      if (schedule.day_of_month === null) return false;
      const day = Number(date.slice(8, 10));
      return day === Math.min(schedule.day_of_month, lastDayOfMonth(date));
    }
  }
}

/** Paused on `date`: a pause with no end, or one whose end (the day deliveries return) is later. */
export function isPausedOn(schedule: Pick<MealSchedule, 'status' | 'paused_until'>, date: LocalDate): boolean {
  if (schedule.status !== 'paused') return false;
  return schedule.paused_until === null || daysBetween(date, schedule.paused_until) > 0;
}

/** The status as of `today`: a pause whose end has come is active again (no job flips it). */
export function effectiveStatus(schedule: Pick<MealSchedule, 'status' | 'paused_until'>, today: LocalDate): MealSubscriptionStatus {
  return schedule.status === 'paused' && !isPausedOn(schedule, today) ? 'active' : schedule.status;
}

/** A delivery (and so an order) happens on `date`: scheduled, not cancelled, not paused, not skipped. */
export function isDeliveryDay(schedule: MealSchedule, date: LocalDate): boolean {
  return schedule.status !== 'cancelled' && isScheduledDay(schedule, date) && !isPausedOn(schedule, date) && !schedule.skipped_dates.includes(date);
}

export type UpcomingDelivery = { date: LocalDate; skipped: boolean };

/**
 * The next `n` scheduled days from `from` (inclusive) that are not paused, each saying whether the customer
 * skipped it (so a skip can be undone from the same list). Nothing for a cancelled subscription.
 */
export function upcomingDeliveries(schedule: MealSchedule, from: LocalDate, n: number): UpcomingDelivery[] {
  if (schedule.status === 'cancelled' || n <= 0) return [];
  const out: UpcomingDelivery[] = [];
  for (let i = 0; i < LOOKAHEAD_DAYS && out.length < n; i += 1) {
    const date = addLocalDays(from, i);
    if (isScheduledDay(schedule, date) && !isPausedOn(schedule, date)) out.push({ date, skipped: schedule.skipped_dates.includes(date) });
  }
  return out;
}

/** The next `n` days from `from` (inclusive) that will have a delivery. */
export function nextDeliveryDates(schedule: MealSchedule, from: LocalDate, n: number): LocalDate[] {
  const out: LocalDate[] = [];
  for (let i = 0; i < LOOKAHEAD_DAYS && out.length < n && schedule.status !== 'cancelled'; i += 1) {
    const date = addLocalDays(from, i);
    if (isDeliveryDay(schedule, date)) out.push(date);
  }
  return out;
}

/** Deliveries in the 30 days from `from`: what the summary's monthly estimate multiplies. */
export function deliveriesInThirtyDays(schedule: MealSchedule, from: LocalDate): number {
  let count = 0;
  for (let i = 0; i < 30; i += 1) if (isDeliveryDay(schedule, addLocalDays(from, i))) count += 1;
  return count;
}
