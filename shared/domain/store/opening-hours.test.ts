import { isOpenAt } from './store-schedule';
import { formatOpeningHours, formatTimeRange, localWeekdayAndMinutes, normaliseOpeningHours, parseTimeRange, WEEKDAY_LABELS } from './opening-hours';
import { OPENING_HOURS_UNAVAILABLE, STORE_NOT_FOUND_MESSAGE } from './constants';
import type { OpeningHours } from './types';

// São Paulo has no DST since 2019: UTC-3 all year. 2025-06-02 is a Monday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

const HOURS: OpeningHours = {
  monday: [],
  tuesday: ['11:30-15:00', '18:00-23:00'],
  wednesday: ['18:00-02:00'],
  thursday: ['18:00-23:59'],
  friday: ['18:00-02:00'],
  saturday: ['00:00-00:00'],
  // sunday missing: closed
};

describe('parseTimeRange', () => {
  it.each([
    ['18:00-23:00', { from: 1080, to: 1380 }],
    ['18:00-02:00', { from: 1080, to: 120 }],
    ['8:30 - 12:00', { from: 510, to: 720 }],
    ['18:00-23:59', { from: 1080, to: 1440 }],
    ['00:00-24:00', { from: 0, to: 1440 }],
  ])('%s', (text, expected) => expect(parseTimeRange(text)).toEqual(expected));

  it.each(['', '18h-23h', '25:00-26:00', '10:60-11:00', '24:30-01:00', null, 42])('rejects %p', (text) => expect(parseTimeRange(text)).toBeNull());
});

describe('localWeekdayAndMinutes', () => {
  it('reads the wall clock of the time zone', () => {
    expect(localWeekdayAndMinutes(new Date('2025-06-03T02:30:00Z'))).toEqual({ weekday: 'monday', minutes: 23 * 60 + 30 });
    expect(localWeekdayAndMinutes(new Date('2025-06-03T02:30:00Z'), 'UTC')).toEqual({ weekday: 'tuesday', minutes: 150 });
  });
});

describe('isOpenAt (America/Sao_Paulo)', () => {
  it.each([
    ['2025-06-02T12:00:00', false, 'closed day (empty list)'],
    ['2025-06-03T11:29:00', false, 'before the first range'],
    ['2025-06-03T11:30:00', true, 'start is inclusive'],
    ['2025-06-03T15:00:00', false, 'end is exclusive'],
    ['2025-06-03T16:00:00', false, 'between two ranges'],
    ['2025-06-03T19:00:00', true, 'second range of the day'],
    ['2025-06-04T23:30:00', true, 'wednesday evening of a range past midnight'],
    ['2025-06-05T01:59:00', true, 'thursday early morning, carried from wednesday'],
    ['2025-06-05T02:00:00', false, 'after the carried range ends'],
    ['2025-06-05T23:59:30', true, "'23:59' means until the end of the day"],
    ['2025-06-06T00:30:00', false, "'23:59' does not carry into the next day"],
    ['2025-06-07T01:00:00', true, 'saturday early morning from friday, and saturday is 24 h'],
    ['2025-06-07T13:00:00', true, "'00:00-00:00' is open all day"],
    ['2025-06-08T10:00:00', false, "missing sunday; saturday's '00:00-00:00' ends at sunday 00:00"],
  ])('%s → %s (%s)', (local, expected) => {
    expect(isOpenAt(HOURS, sp(local))).toBe(expected);
  });

  it('missing hours → closed', () => {
    expect(isOpenAt(null, sp('2025-06-03T12:00:00'))).toBe(false);
    expect(isOpenAt(undefined, sp('2025-06-03T12:00:00'))).toBe(false);
    expect(isOpenAt({}, sp('2025-06-03T12:00:00'))).toBe(false);
  });

  it('uses the given time zone', () => {
    const hours: OpeningHours = { monday: ['09:00-10:00'] };
    const instant = new Date('2025-06-02T12:30:00Z'); // 09:30 in São Paulo, 12:30 in UTC
    expect(isOpenAt(hours, instant)).toBe(true);
    expect(isOpenAt(hours, instant, 'UTC')).toBe(false);
  });

  it('ignores invalid ranges', () => {
    expect(isOpenAt({ tuesday: ['abc', '10:00-12:00'] }, sp('2025-06-03T11:00:00'))).toBe(true);
  });
});

describe('formatOpeningHours', () => {
  it('one Portuguese line per weekday; closed and missing days say Fechado', () => {
    expect(formatOpeningHours(HOURS)).toEqual([
      { day: 'monday', label: 'Segunda-feira', closed: true, ranges: [], text: 'Fechado' },
      { day: 'tuesday', label: 'Terça-feira', closed: false, ranges: ['11:30 às 15:00', '18:00 às 23:00'], text: '11:30 às 15:00, 18:00 às 23:00' },
      { day: 'wednesday', label: 'Quarta-feira', closed: false, ranges: ['18:00 às 02:00'], text: '18:00 às 02:00' },
      { day: 'thursday', label: 'Quinta-feira', closed: false, ranges: ['18:00 às 23:59'], text: '18:00 às 23:59' },
      { day: 'friday', label: 'Sexta-feira', closed: false, ranges: ['18:00 às 02:00'], text: '18:00 às 02:00' },
      { day: 'saturday', label: 'Sábado', closed: false, ranges: ['00:00 às 00:00'], text: '00:00 às 00:00' },
      { day: 'sunday', label: 'Domingo', closed: true, ranges: [], text: 'Fechado' },
    ]);
  });

  it('null when absent (show the constant)', () => {
    expect(formatOpeningHours(null)).toBeNull();
    expect(formatOpeningHours(undefined)).toBeNull();
    expect(formatOpeningHours({})).toBeNull();
    expect(OPENING_HOURS_UNAVAILABLE).toBe('Horários não disponíveis');
  });

  it('formats single ranges and pads hours', () => {
    expect(formatTimeRange('8:00-12:00')).toBe('08:00 às 12:00');
    expect(formatTimeRange('nope')).toBeNull();
  });

  it('labels', () => {
    expect(Object.values(WEEKDAY_LABELS)).toEqual(['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo']);
    expect(STORE_NOT_FOUND_MESSAGE).toBe('Loja não encontrada');
  });
});

describe('normaliseOpeningHours', () => {
  it('keeps weekdays and valid ranges, parses JSON strings, rejects junk', () => {
    expect(normaliseOpeningHours({ monday: ['18:00 - 23:00', 'x'], funday: ['1:00-2:00'] })).toEqual({ monday: ['18:00-23:00'] });
    expect(normaliseOpeningHours('{"friday":["18:00-02:00"]}')).toEqual({ friday: ['18:00-02:00'] });
    expect(normaliseOpeningHours('not json')).toBeNull();
    expect(normaliseOpeningHours([])).toBeNull();
    expect(normaliseOpeningHours(7)).toBeNull();
  });
});
