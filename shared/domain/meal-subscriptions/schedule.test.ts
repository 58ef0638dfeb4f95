import { describeMealSchedule, mealStatusText } from './labels';
import { localDateAt, weekdayOfDate, formatDeliveryDate, dayNumberOf } from './local-date';
import { canChangeMealSubscriptionStatus, MEAL_FREQUENCY_LABELS } from './rules';
import { deliveriesInThirtyDays, effectiveStatus, isDeliveryDay, nextDeliveryDates, upcomingDeliveries, type MealSchedule } from './schedule';
import { groupProduction } from './production';

// 2026-12-01 is a Tuesday.
const base: MealSchedule = { frequency: 'daily', weekdays: [], day_of_month: null, start_date: '2026-12-01', status: 'active', paused_until: null, skipped_dates: [] };
const at = (over: Partial<MealSchedule>): MealSchedule => ({ ...base, ...over });

describe('local dates', () => {
  it('takes the store day in São Paulo, not UTC', () => {
    expect(localDateAt(new Date('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
    expect(localDateAt(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
  });
  it('knows weekdays and rejects impossible dates', () => {
    expect(weekdayOfDate('2026-12-01')).toBe('tuesday');
    expect(formatDeliveryDate('2026-12-04')).toBe('sex, 04/12');
    expect(dayNumberOf('2026-02-30')).toBeNull();
  });
  it('labels the spec frequencies in Portuguese', () => {
    expect(MEAL_FREQUENCY_LABELS).toEqual({ daily: 'Diária', weekdays: 'Dias úteis', weekly: 'Semanal', bi_weekly: 'Quinzenal', monthly: 'Mensal' });
  });
});

describe('delivery days', () => {
  it('daily delivers every day from the start', () => {
    expect(nextDeliveryDates(base, '2026-11-28', 3)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });
  it('weekdays skips Saturday and Sunday', () => {
    expect(nextDeliveryDates(at({ frequency: 'weekdays' }), '2026-12-03', 3)).toEqual(['2026-12-03', '2026-12-04', '2026-12-07']);
  });
  it('weekly delivers on the chosen weekdays', () => {
    expect(nextDeliveryDates(at({ frequency: 'weekly', weekdays: ['monday', 'friday'] }), '2026-12-01', 4)).toEqual(['2026-12-04', '2026-12-07', '2026-12-11', '2026-12-14']);
  });
  it('bi_weekly delivers every other week counting the start week', () => {
    expect(nextDeliveryDates(at({ frequency: 'bi_weekly', weekdays: ['friday'] }), '2026-12-01', 3)).toEqual(['2026-12-04', '2026-12-18', '2027-01-01']);
  });
  it('monthly delivers on the day, on the last day of shorter months', () => {
    expect(nextDeliveryDates(at({ frequency: 'monthly', day_of_month: 31 }), '2026-12-01', 3)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });
  it('skipped dates have no delivery but stay listed as skipped', () => {
    const s = at({ skipped_dates: ['2026-12-02'] });
    expect(isDeliveryDay(s, '2026-12-02')).toBe(false);
    expect(nextDeliveryDates(s, '2026-12-01', 2)).toEqual(['2026-12-01', '2026-12-03']);
    expect(upcomingDeliveries(s, '2026-12-01', 2)).toEqual([
      { date: '2026-12-01', skipped: false },
      { date: '2026-12-02', skipped: true },
    ]);
  });
  it('a dated pause ends on its date; an open pause never does', () => {
    const dated = at({ status: 'paused', paused_until: '2026-12-05' });
    expect(nextDeliveryDates(dated, '2026-12-01', 2)).toEqual(['2026-12-05', '2026-12-06']);
    expect(effectiveStatus(dated, '2026-12-04')).toBe('paused');
    expect(effectiveStatus(dated, '2026-12-05')).toBe('active');
    expect(nextDeliveryDates(at({ status: 'paused' }), '2026-12-01', 2)).toEqual([]);
  });
  it('a cancelled subscription delivers nothing', () => {
    expect(nextDeliveryDates(at({ status: 'cancelled' }), '2026-12-01', 2)).toEqual([]);
    expect(upcomingDeliveries(at({ status: 'cancelled' }), '2026-12-01', 2)).toEqual([]);
  });
  it('counts the deliveries of the next 30 days', () => {
    expect(deliveriesInThirtyDays(at({ frequency: 'weekly', weekdays: ['friday'] }), '2026-12-01')).toBe(4);
  });
});

describe('status machine', () => {
  it('allows pause, resume and cancel, and nothing after cancel', () => {
    expect(canChangeMealSubscriptionStatus('active', 'paused')).toBe(true);
    expect(canChangeMealSubscriptionStatus('paused', 'active')).toBe(true);
    expect(canChangeMealSubscriptionStatus('active', 'active')).toBe(false);
    expect(canChangeMealSubscriptionStatus('paused', 'cancelled')).toBe(true);
    expect(canChangeMealSubscriptionStatus('cancelled', 'active')).toBe(false);
  });
});

describe('production list', () => {
  it('groups deliveries by product and options', () => {
    const d = (id: number, product: number, lines: string[], quantity = 1) => ({
      subscription_id: id,
      product: { id: product, name: `P${product}` },
      customer: { name: 'C', phone: null },
      address: {} as never,
      quantity,
      option_lines: lines,
      notes: null,
      order: null,
    });
    const groups = groupProduction([d(1, 1, ['M']), d(2, 1, ['G']), d(3, 1, ['M'], 2), d(4, 2, [])]);
    expect(groups.map((g) => [g.product.id, g.option_lines, g.quantity, g.deliveries.length])).toEqual([
      [1, ['M'], 3, 2],
      [1, ['G'], 1, 1],
      [2, [], 1, 1],
    ]);
  });
});

describe('labels', () => {
  it('describes the schedule and the status in Portuguese', () => {
    expect(describeMealSchedule({ frequency: 'bi_weekly', weekdays: ['thursday', 'monday'], day_of_month: null })).toBe('Quinzenal: segunda-feira e quinta-feira');
    expect(describeMealSchedule({ frequency: 'monthly', weekdays: [], day_of_month: 5 })).toBe('Mensal: dia 5');
    expect(describeMealSchedule({ frequency: 'weekdays', weekdays: [], day_of_month: null })).toBe('Dias úteis');
    expect(mealStatusText('paused', '2026-12-18')).toBe('Pausada — volta em sex, 18/12');
  });
});
