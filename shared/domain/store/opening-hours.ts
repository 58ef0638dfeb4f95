import { CLOSED_DAY_LABEL, DEFAULT_TIME_ZONE } from './constants';
import { WEEKDAYS, type OpeningHours, type Weekday } from './types';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** Minutes since midnight; `to` is 1440 for '24:00' and '23:59' (open until the end of the day). */
export type TimeRange = { from: number; to: number };

const RANGE = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/;

/** '18:00-02:00' → { from: 1080, to: 120 }; null for anything that is not a valid 'HH:MM-HH:MM'. */
export function parseTimeRange(text: unknown): TimeRange | null {
  if (typeof text !== 'string') return null;
  const m = RANGE.exec(text);
  if (!m) return null;
  const [fh, fm, th, tm] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
  if (fh > 23 || fm > 59 || th > 24 || tm > 59 || (th === 24 && tm !== 0)) return null;
  const to = th * 60 + tm;
  return { from: fh * 60 + fm, to: to === 23 * 60 + 59 ? 1440 : to };
}

/** Keeps the weekdays and valid ranges of an untrusted value (e.g. a jsonb column); null when nothing usable is there. */
export function normaliseOpeningHours(value: unknown): OpeningHours | null {
  let input = value;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;
  const out: OpeningHours = {};
  let any = false;
  for (const day of WEEKDAYS) {
    const ranges = record[day];
    if (!Array.isArray(ranges)) continue;
    out[day] = ranges.filter((r): r is string => parseTimeRange(r) !== null).map((r) => r.replace(/\s+/g, ''));
    any = true;
  }
  return any ? out : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const SHORT_DAYS: Record<string, Weekday> = { Mon: 'monday', Tue: 'tuesday', Wed: 'wednesday', Thu: 'thursday', Fri: 'friday', Sat: 'saturday', Sun: 'sunday' };

/** Weekday and minutes since midnight of `date` on the wall clock of `timeZone`. */
export function localWeekdayAndMinutes(date: Date, timeZone = DEFAULT_TIME_ZONE): { weekday: Weekday; minutes: number } {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
  const weekday = SHORT_DAYS[parts.weekday ?? ''];
  if (!weekday) throw new RangeError(`Unexpected weekday ${String(parts.weekday)}`);
  return { weekday, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

export type OpeningHoursLine = {
  day: Weekday;
  /** 'Segunda-feira' … 'Domingo'. */
  label: string;
  closed: boolean;
  /** Each range as 'from às to', e.g. '18:00 às 23:00'. */
  ranges: string[];
  /** The ranges joined with ', ', or 'Fechado'. */
  text: string;
};

/** '18:00-02:00' → '18:00 às 02:00' (hours zero-padded; the end as written, so '23:59' stays '23:59'); null when invalid. */
export function formatTimeRange(text: string): string | null {
  if (!parseTimeRange(text)) return null;
  const [from, to] = text.split('-').map((part) => {
    const [h = '0', m = '0'] = part.trim().split(':');
    return `${h.padStart(2, '0')}:${m}`;
  }) as [string, string];
  return `${from} às ${to}`;
}

/**
 * One line per weekday, Monday first, for the store information panel. null when the store has no
 * opening hours: show OPENING_HOURS_UNAVAILABLE ('Horários não disponíveis').
 */
export function formatOpeningHours(openingHours: OpeningHours | null | undefined): OpeningHoursLine[] | null {
  const hours = normaliseOpeningHours(openingHours);
  if (!hours) return null;
  return WEEKDAYS.map((day) => {
    const ranges = (hours[day] ?? []).map(formatTimeRange).filter((r): r is string => r !== null);
    return { day, label: WEEKDAY_LABELS[day], closed: ranges.length === 0, ranges, text: ranges.length ? ranges.join(', ') : CLOSED_DAY_LABEL };
  });
}
