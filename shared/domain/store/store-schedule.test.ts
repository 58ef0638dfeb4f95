import fc from 'fast-check';
import { WEEKDAYS, type OpeningHours } from './types';
import { isScheduleOpenAt, localMinutes, nextOpeningAfter, PAUSE_MODE_LABELS, pausedOrdersMessage, pauseUntil, storeStatus, type StoreSchedule } from './store-schedule';

// São Paulo has had no DST since 2019: UTC-3 all year. 2026-11-27 is a Friday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);
const FRIDAY_NIGHT: StoreSchedule = { openingHours: { friday: ['18:00-02:00'], saturday: ['11:00-15:00'] } };

describe('the schedule of a store (São Paulo clock)', () => {
  it('an interval past midnight belongs to the day it starts: open at 01:00 Saturday, closed at 02:00', () => {
    expect(isScheduleOpenAt(FRIDAY_NIGHT, sp('2026-11-28T01:00'))).toBe(true);
    expect(isScheduleOpenAt(FRIDAY_NIGHT, sp('2026-11-28T02:00'))).toBe(false);
    expect(isScheduleOpenAt(FRIDAY_NIGHT, sp('2026-11-27T17:59'))).toBe(false);
    expect(isScheduleOpenAt(FRIDAY_NIGHT, sp('2026-11-27T18:00'))).toBe(true);
  });

  it('a holiday closes its date, or gives it its own hours; the night before still runs past midnight into it', () => {
    const schedule: StoreSchedule = {
      openingHours: { thursday: ['18:00-01:00'], friday: ['18:00-02:00'] },
      holidays: [
        { date: '2026-11-27', ranges: [] },
        { date: '2026-12-24', ranges: ['10:00-14:00'] },
      ],
    };
    expect(isScheduleOpenAt(schedule, sp('2026-11-27T00:30'))).toBe(true);
    expect(isScheduleOpenAt(schedule, sp('2026-11-27T19:00'))).toBe(false);
    expect(isScheduleOpenAt(schedule, sp('2026-12-24T11:00'))).toBe(true);
    expect(isScheduleOpenAt(schedule, sp('2026-12-24T19:00'))).toBe(false);
    expect(nextOpeningAfter(schedule, sp('2026-11-27T10:00'))).toEqual(sp('2026-12-03T18:00'));
  });

  it('the next opening skips the interval the store is in and the continuation past midnight', () => {
    expect(nextOpeningAfter(FRIDAY_NIGHT, sp('2026-11-27T20:00'))).toEqual(sp('2026-11-28T11:00'));
    const roundTheClock: StoreSchedule = { openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ['00:00-23:59']])) };
    expect(nextOpeningAfter(roundTheClock, sp('2026-11-27T20:00'))).toBeNull();
    expect(nextOpeningAfter({ openingHours: null }, sp('2026-11-27T20:00'))).toBeNull();
  });

  it('a pause refuses orders and says when they come back; "until tomorrow" ends at the next day\'s opening', () => {
    const now = sp('2026-11-27T20:00');
    const until = pauseUntil('tomorrow', FRIDAY_NIGHT, now);
    expect(until).toBe(sp('2026-11-28T11:00').toISOString());
    const status = storeStatus({ schedule: FRIDAY_NIGHT, pause: { until: pauseUntil('30min', FRIDAY_NIGHT, now), message: 'cozinha cheia' } }, now);
    expect(status).toEqual({ open: false, paused: true, pauseMessage: 'cozinha cheia', reopensAt: sp('2026-11-27T20:30') });
    expect(pausedOrdersMessage(status.pauseMessage, status.reopensAt, now)).toBe('Pedidos pausados: cozinha cheia · voltamos às 20:30');
    expect(pausedOrdersMessage(null, sp('2026-11-28T11:00'), now)).toBe('Pedidos pausados · voltamos em 28/11 às 11:00');
    expect(storeStatus({ schedule: FRIDAY_NIGHT, pause: { until: null, message: null } }, now).reopensAt).toBeNull();
    // A pause that ended is no pause.
    expect(storeStatus({ schedule: FRIDAY_NIGHT, pause: { until: sp('2026-11-27T19:00').toISOString(), message: null } }, now).open).toBe(true);
  });
});

/** A model on plain minutes of a week, independent of the implementation's day blocks. */
const time = fc.integer({ min: 0, max: 23 * 60 + 59 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const range = fc.tuple(time, time).filter(([a, b]) => a !== b && b !== '23:59').map(([a, b]) => `${a}-${b}`);
const hoursArb = fc.record(Object.fromEntries(WEEKDAYS.map((d) => [d, fc.array(range, { maxLength: 3 })]))) as fc.Arbitrary<OpeningHours>;
// A Monday 00:00 in São Paulo, plus any minute of the following two weeks.
const MONDAY = sp('2026-11-23T00:00').getTime();
const instant = fc.integer({ min: 0, max: 14 * 1440 - 1 }).map((m) => new Date(MONDAY + m * 60_000));

const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
function modelOpen(hours: OpeningHours, date: Date): boolean {
  const minuteOfWeek = Math.floor((date.getTime() - MONDAY) / 60_000) % (7 * 1440);
  return WEEKDAYS.some((day, index) =>
    (hours[day] ?? []).some((text) => {
      const [from, to] = text.split('-').map(toMin) as [number, number];
      const start = index * 1440 + from;
      const end = index * 1440 + (to <= from ? to + 1440 : to);
      // The week wraps: Sunday night runs into Monday morning.
      return [minuteOfWeek, minuteOfWeek + 7 * 1440].some((m) => m >= start && m < end);
    }),
  );
}

describe('properties of the interval logic', () => {
  it('open at T agrees with a model over minutes of the week (midnight crossing, week wrap)', () => {
    fc.assert(fc.property(hoursArb, instant, (hours, date) => isScheduleOpenAt({ openingHours: hours }, date) === modelOpen(hours, date)), { numRuns: 400 });
  });

  it('the next opening is in the future, open, closed the minute before, and the store is closed in between', () => {
    fc.assert(
      fc.property(hoursArb, instant, (hours, date) => {
        const schedule = { openingHours: hours };
        const next = nextOpeningAfter(schedule, date);
        if (!next) return true;
        if (next.getTime() <= date.getTime() || !isScheduleOpenAt(schedule, next)) return false;
        if (isScheduleOpenAt(schedule, new Date(next.getTime() - 60_000))) return false;
        // Sampled minutes between now (exclusive of the interval the store is in) and the next opening.
        const step = Math.max(1, Math.floor((next.getTime() - date.getTime()) / 60_000 / 50));
        let t = date.getTime() + 60_000;
        while (isScheduleOpenAt(schedule, new Date(t)) && t < next.getTime()) t += 60_000;
        for (; t < next.getTime(); t += step * 60_000) if (isScheduleOpenAt(schedule, new Date(t)) && !isScheduleOpenAt(schedule, new Date(t - 60_000))) return false;
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('local minutes step exactly with the instant (no DST in São Paulo)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 366 * 1440 }), (m) => localMinutes(new Date(MONDAY + m * 60_000)) - localMinutes(new Date(MONDAY)) === m));
  });
});

describe('"Até amanhã" (pause mode tomorrow)', () => {
  const SPLIT: StoreSchedule = { openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ['11:00-14:00', '18:00-23:00']])) };
  const until = (schedule: StoreSchedule, at: string) => pauseUntil('tomorrow', schedule, sp(at));

  it('says what it does', () => {
    expect(PAUSE_MODE_LABELS.tomorrow).toBe('Até amanhã');
  });

  it('skips the opening later today: 11–14 and 18–23 paused at 12:00 resumes tomorrow at 11:00, not at 18:00', () => {
    expect(until(SPLIT, '2026-11-27T12:00')).toBe(sp('2026-11-28T11:00').toISOString());
    expect(until(SPLIT, '2026-11-27T15:00')).toBe(sp('2026-11-28T11:00').toISOString());
    expect(until(SPLIT, '2026-11-27T23:30')).toBe(sp('2026-11-28T11:00').toISOString());
    // Before today's first opening, tomorrow is still tomorrow.
    expect(until(SPLIT, '2026-11-27T08:00')).toBe(sp('2026-11-28T11:00').toISOString());
  });

  it('skips closed weekdays and closed holidays up to the first day with hours', () => {
    const weekdaysOnly: StoreSchedule = {
      openingHours: { monday: ['11:00-14:00'], tuesday: ['11:00-14:00'], wednesday: ['11:00-14:00'], thursday: ['11:00-14:00'], friday: ['11:00-14:00', '18:00-23:00'] },
      holidays: [{ date: '2026-11-30', ranges: [] }],
    };
    // Friday 12:00 → not Friday 18:00, not the closed weekend, not Monday (a holiday): Tuesday 11:00.
    expect(until(weekdaysOnly, '2026-11-27T12:00')).toBe(sp('2026-12-01T11:00').toISOString());
    // A holiday with its own hours is the next day's hours.
    const openSaturday = { ...weekdaysOnly, holidays: [{ date: '2026-11-28', ranges: ['09:00-12:00'] }] };
    expect(until(openSaturday, '2026-11-27T12:00')).toBe(sp('2026-11-28T09:00').toISOString());
  });

  it('past midnight, the night belongs to the day it started: 18:00–02:00 paused at 01:00 resumes the same calendar day at 18:00', () => {
    const nightly: StoreSchedule = { openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ['18:00-02:00']])) };
    // Saturday 01:00 is Friday's night: "tomorrow" is Saturday's opening.
    expect(until(nightly, '2026-11-28T01:00')).toBe(sp('2026-11-28T18:00').toISOString());
    // Friday 20:00, in the same night: Saturday 18:00 as well, not Saturday 00:00 (the night going on past midnight).
    expect(until(nightly, '2026-11-27T20:00')).toBe(sp('2026-11-28T18:00').toISOString());
    // After the night closed (02:30 Saturday), Saturday is today: Sunday 18:00.
    expect(until(nightly, '2026-11-28T02:30')).toBe(sp('2026-11-29T18:00').toISOString());
    // Friday night only: paused at Saturday 01:00 → Saturday 11:00 (FRIDAY_NIGHT has Saturday 11:00-15:00).
    expect(until(FRIDAY_NIGHT, '2026-11-28T01:00')).toBe(sp('2026-11-28T11:00').toISOString());
  });

  it('a store open round the clock, or never, is paused until the next midnight', () => {
    const roundTheClock: StoreSchedule = { openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ['00:00-23:59']])) };
    expect(until(roundTheClock, '2026-11-27T12:00')).toBe(sp('2026-11-28T00:00').toISOString());
    expect(until({ openingHours: null }, '2026-11-27T12:00')).toBe(sp('2026-11-28T00:00').toISOString());
  });

  it('always ends on a later day than the one the store is working on, at an opening (property)', () => {
    fc.assert(
      fc.property(hoursArb, instant, (hours, date) => {
        const schedule = { openingHours: hours };
        const end = new Date(pauseUntil('tomorrow', schedule, date)!);
        if (end.getTime() <= date.getTime()) return false;
        const next = nextOpeningAfter(schedule, date);
        // Never earlier than the next opening; at an opening unless the store never closes or never opens.
        if (next && end.getTime() < next.getTime()) return false;
        if (next) return isScheduleOpenAt(schedule, end) && !isScheduleOpenAt(schedule, new Date(end.getTime() - 60_000));
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
