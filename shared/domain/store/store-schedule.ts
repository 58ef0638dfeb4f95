import { DEFAULT_TIME_ZONE, STORE_STATUS_CLOSED } from './constants';
import { parseTimeRange } from './opening-hours';
import { WEEKDAYS, type OpeningHours, type Weekday } from './types';

/** A date with its own hours: no ranges = closed all day. The ranges replace that weekday's for that date only. */
export type HolidayHours = { date: string; ranges: string[] };

export type StoreSchedule = { openingHours: OpeningHours | null | undefined; holidays?: readonly HolidayHours[] | null };

/** Orders paused until `until` (ISO instant), or until the store resumes them (`until` null). */
export type StorePause = { until: string | null; message: string | null };

const MINUTES_PER_DAY = 1440;
/** How far ahead "when does it open next" looks (a long holiday season fits). */
const LOOKAHEAD_DAYS = 62;

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let fmt = clocks.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, fmt);
  }
  return fmt;
}

/** The last minutes computed per time zone: a list of stores is judged at one `now`, and formatToParts is slow. */
const recentMinutes = new Map<string, Map<number, number>>();
const RECENT_MINUTES_KEPT = 256;

/** Minutes since 1970-01-01 00:00 on the wall clock of `timeZone` (a local day is a block of 1440). */
export function localMinutes(date: Date, timeZone = DEFAULT_TIME_ZONE): number {
  const minute = Math.floor(date.getTime() / 60_000);
  let recent = recentMinutes.get(timeZone);
  const known = recent?.get(minute);
  if (known !== undefined) return known;
  const parts = Object.fromEntries(clockOf(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
  const local = day * MINUTES_PER_DAY + (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  if (!recent) recentMinutes.set(timeZone, (recent = new Map()));
  if (recent.size >= RECENT_MINUTES_KEPT) recent.clear();
  recent.set(minute, local);
  return local;
}

/**
 * The instant of wall-clock minute `local`, taking the offset in force at `reference`. Brazil has had no
 * daylight saving time since 2019, so São Paulo's offset is the same on both sides.
 */
export function instantOf(local: number, reference: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const referenceMinute = Math.floor(reference.getTime() / 60_000);
  const offset = localMinutes(reference, timeZone) - referenceMinute;
  return new Date((local - offset) * 60_000);
}

export const localDateOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** 1970-01-01 was a Thursday (index 3 of WEEKDAYS, Monday first). */
const weekdayOf = (day: number): Weekday => WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;

/**
 * The opening intervals that start on local day `day`, as [start, end) in local minutes. A range whose end
 * is not after its start runs into the next day and belongs to the day it starts ('18:00-02:00' on Friday
 * covers Saturday 01:00); a holiday's ranges replace the weekday's.
 */
export function intervalsStartingOn(schedule: StoreSchedule, day: number): [number, number][] {
  const holiday = schedule.holidays?.find((h) => h.date === localDateOf(day));
  const texts = holiday ? holiday.ranges : (schedule.openingHours?.[weekdayOf(day)] ?? []);
  const base = day * MINUTES_PER_DAY;
  const out: [number, number][] = [];
  for (const text of Array.isArray(texts) ? texts : []) {
    const range = parseTimeRange(text);
    if (!range) continue;
    const end = range.to <= range.from && range.to !== MINUTES_PER_DAY ? range.to + MINUTES_PER_DAY : range.to;
    out.push([base + range.from, base + end]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

function openAtLocal(schedule: StoreSchedule, local: number): boolean {
  const day = Math.floor(local / MINUTES_PER_DAY);
  return [day - 1, day].some((d) => intervalsStartingOn(schedule, d).some(([start, end]) => local >= start && local < end));
}

/** Whether the schedule (weekly hours and holidays) is open at `date`; no hours = closed. */
export function isScheduleOpenAt(schedule: StoreSchedule, date: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  return openAtLocal(schedule, localMinutes(date, timeZone));
}

/** Weekly hours only (no holidays, no pause): the storefront's and the API's older callers. */
export function isOpenAt(openingHours: OpeningHours | null | undefined, date: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  return isScheduleOpenAt({ openingHours }, date, timeZone);
}

/** The first opening that starts strictly after `date` (within two months), or null. */
export function nextOpeningAfter(schedule: StoreSchedule, date: Date, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const now = localMinutes(date, timeZone);
  const today = Math.floor(now / MINUTES_PER_DAY);
  for (let day = today; day <= today + LOOKAHEAD_DAYS; day++) {
    const start = intervalsStartingOn(schedule, day).find(([s]) => s > now && !openAtLocal(schedule, s - 1));
    if (start) return instantOf(start[0], date, timeZone);
  }
  return null;
}

/** `date` itself when the schedule is open then, else its next opening. */
export function openAtOrAfter(schedule: StoreSchedule, date: Date, timeZone = DEFAULT_TIME_ZONE): Date | null {
  return isScheduleOpenAt(schedule, date, timeZone) ? date : nextOpeningAfter(schedule, date, timeZone);
}

export function isPauseActive(pause: StorePause | null | undefined, now: Date): pause is StorePause {
  return !!pause && (pause.until === null || new Date(pause.until).getTime() > now.getTime());
}

export type StoreStatus = {
  /** Takes orders now: open by its hours (or the manual override) and not paused. */
  open: boolean;
  paused: boolean;
  pauseMessage: string | null;
  /** When orders are taken again: the end of the pause (or the opening after it), else the next opening; null = unknown. */
  reopensAt: Date | null;
};

/**
 * The one rule for "can this store take an order at `now`": the pause first, then the manual override
 * (stores.is_open), then the hours with their holiday exceptions, all on São Paulo's clock.
 */
export function storeStatus(
  input: { schedule: StoreSchedule; pause: StorePause | null | undefined; manualOpen?: boolean | null },
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): StoreStatus {
  const { schedule, pause, manualOpen } = input;
  if (isPauseActive(pause, now)) {
    const reopensAt = pause.until === null ? null : manualOpen === true ? new Date(pause.until) : openAtOrAfter(schedule, new Date(pause.until), timeZone);
    return { open: false, paused: true, pauseMessage: pause.message, reopensAt };
  }
  if (manualOpen === true || manualOpen === false) return { open: manualOpen, paused: false, pauseMessage: null, reopensAt: null };
  const open = isScheduleOpenAt(schedule, now, timeZone);
  return { open, paused: false, pauseMessage: null, reopensAt: open ? null : nextOpeningAfter(schedule, now, timeZone) };
}

export const PAUSE_MODES = ['30min', 'tomorrow', 'manual'] as const;
export type PauseMode = (typeof PAUSE_MODES)[number];

export const PAUSE_MODE_LABELS: Record<PauseMode, string> = {
  '30min': 'Por 30 minutos',
  tomorrow: 'Até amanhã',
  manual: 'Até eu reabrir',
};

/**
 * The local day the store is working on at local minute `now`: the day before while an interval that
 * started then still runs past midnight (01:00 Saturday in Friday's '18:00-02:00' is Friday's night), else today.
 */
function serviceDayAt(schedule: StoreSchedule, now: number): number {
  const today = Math.floor(now / MINUTES_PER_DAY);
  return intervalsStartingOn(schedule, today - 1).some(([start, end]) => now >= start && now < end) ? today - 1 : today;
}

/**
 * "Até amanhã": the first opening on a day after the one the store is working on (closed weekdays and
 * closed holidays have no opening and are skipped), or null within two months. The opening later today
 * (11–14 and 18–23, paused at 12:00) is not it: that is tomorrow's 11:00.
 */
export function tomorrowsOpening(schedule: StoreSchedule, date: Date, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const now = localMinutes(date, timeZone);
  const first = serviceDayAt(schedule, now) + 1;
  for (let day = first; day <= first + LOOKAHEAD_DAYS; day++) {
    const start = intervalsStartingOn(schedule, day).find(([s]) => s > now && !openAtLocal(schedule, s - 1));
    if (start) return instantOf(start[0], date, timeZone);
  }
  return null;
}

/** When a pause started at `now` in `mode` ends (ISO), or null for "until I reopen". */
export function pauseUntil(mode: PauseMode, schedule: StoreSchedule, now: Date, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (mode === '30min') return new Date(now.getTime() + 30 * 60_000).toISOString();
  if (mode === 'tomorrow') {
    // A store open round the clock (or never) has no opening tomorrow: the pause then lasts until the next midnight.
    const local = localMinutes(now, timeZone);
    const midnight = instantOf((Math.floor(local / MINUTES_PER_DAY) + 1) * MINUTES_PER_DAY, now, timeZone);
    return (tomorrowsOpening(schedule, now, timeZone) ?? midnight).toISOString();
  }
  return null;
}

/** Formatters are costly to make (tens of µs) and a store list formats hundreds of times: one per zone and shape. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string, shape: 'hhmm' | 'ddmm'): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    const fields: Intl.DateTimeFormatOptions = shape === 'hhmm' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { day: '2-digit', month: '2-digit' };
    fmt = new Intl.DateTimeFormat('pt-BR', { timeZone, ...fields });
    formatters.set(key, fmt);
  }
  return fmt;
}
const hhmm = (date: Date, timeZone: string) => formatterOf(timeZone, 'hhmm').format(date);
const ddmm = (date: Date, timeZone: string) => formatterOf(timeZone, 'ddmm').format(date);

/** 'às 19:30' today, 'em 25/11 às 19:30' on another day. */
export function formatReopening(at: Date, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const sameDay = Math.floor(localMinutes(at, timeZone) / MINUTES_PER_DAY) === Math.floor(localMinutes(now, timeZone) / MINUTES_PER_DAY);
  return sameDay ? `às ${hhmm(at, timeZone)}` : `em ${ddmm(at, timeZone)} às ${hhmm(at, timeZone)}`;
}

/** Weekday names as said in a sentence ('abre terça às 18:00'), Monday first like WEEKDAYS. */
const SPOKEN_WEEKDAYS = ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'] as const;

/** The local day index (days since 1970-01-01 on the store's clock) of `date`. */
export const localDayOf = (date: Date, timeZone = DEFAULT_TIME_ZONE): number => Math.floor(localMinutes(date, timeZone) / MINUTES_PER_DAY);

/** 'hoje', 'amanhã', 'terça' (within the coming week) or '25/12' (further), for the local day of `at` seen from `now`. */
export function spokenDay(at: Date, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const day = localDayOf(at, timeZone);
  const ahead = day - localDayOf(now, timeZone);
  if (ahead === 0) return 'hoje';
  if (ahead === 1) return 'amanhã';
  if (ahead > 1 && ahead < 7) return SPOKEN_WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;
  return ddmm(at, timeZone);
}

/**
 * The one wording of "when a closed store opens": 'hoje às 18:00', 'amanhã às 11:00', 'terça às 18:00', 'em 25/12 às 18:00'.
 * The storefront's banner ('Fechado · abre terça às 18:00') and the store finder ('Fechada · abre hoje às 18:00') use it.
 */
export function formatOpening(at: Date, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const day = spokenDay(at, now, timeZone);
  return `${/^\d/.test(day) ? `em ${day}` : day} às ${hhmm(at, timeZone)}`;
}

/** The closed storefront's banner: 'Fechado · abre terça às 18:00', or 'Fechado' when no opening is known. */
export function closedStoreText(opensAt: string | Date | null, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return opensAt ? `${STORE_STATUS_CLOSED} · abre ${formatOpening(new Date(opensAt), now, timeZone)}` : STORE_STATUS_CLOSED;
}

/** The storefront banner and the order refusal: 'Pedidos pausados: <mensagem> · voltamos às 19:30'. */
export function pausedOrdersMessage(message: string | null, reopensAt: Date | null, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const text = message?.trim() ? `Pedidos pausados: ${message.trim()}` : 'Pedidos pausados';
  return reopensAt ? `${text} · voltamos ${formatReopening(reopensAt, now, timeZone)}` : text;
}
