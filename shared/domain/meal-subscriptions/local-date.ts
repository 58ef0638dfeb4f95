import { DEFAULT_TIME_ZONE } from '../store/constants';
import { localMinutes } from '../store/store-schedule';
import { WEEKDAYS, type Weekday } from '../store/types';

/** A calendar date on the store's wall clock, 'YYYY-MM-DD'. Deliveries are days, never instants. */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'; null for anything else (2026-02-30 included). */
export function dayNumberOf(date: string): number | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export const isLocalDate = (value: unknown): value is LocalDate => typeof value === 'string' && dayNumberOf(value) !== null;

export const dateOfDayNumber = (day: number): LocalDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The store's date at `instant` (São Paulo by default, like opening hours). */
export const localDateAt = (instant: Date, timeZone = DEFAULT_TIME_ZONE): LocalDate => dateOfDayNumber(Math.floor(localMinutes(instant, timeZone) / 1440));

export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return dateOfDayNumber(dayNumberOf(date)! + days);
}

/** 1970-01-01 was a Thursday (index 3 of WEEKDAYS, Monday first). */
export const weekdayOfDate = (date: LocalDate): Weekday => WEEKDAYS[(((dayNumberOf(date)! + 3) % 7) + 7) % 7]!;

/** Days between two dates (b − a). */
export const daysBetween = (a: LocalDate, b: LocalDate): number => dayNumberOf(b)! - dayNumberOf(a)!;

/** '2026-12-04' → 'sex, 04/12': the short weekday and dd/mm lists show. */
export function formatDeliveryDate(date: LocalDate): string {
  const [, m, d] = date.split('-');
  const short = { monday: 'seg', tuesday: 'ter', wednesday: 'qua', thursday: 'qui', friday: 'sex', saturday: 'sáb', sunday: 'dom' }[weekdayOfDate(date)];
  return `${short}, ${d}/${m}`;
}

/** 'dd/mm/aaaa'. */
export function formatLocalDate(date: LocalDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
