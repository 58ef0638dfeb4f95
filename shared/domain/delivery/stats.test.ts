/** @jest-environment node */
import { ValidationError } from 'yup';
import { yupFieldErrors } from '../validation';
import { DASHBOARD_MESSAGES } from '../orders/dashboard';
import {
  DELIVERY_STATS_MESSAGES,
  deliveryStatsQuerySchema,
  formatMinutes,
  formatShare,
  lateShare,
  resolveDeliveryStatsPeriod,
  roundMinutes,
} from './stats';

const TODAY = '2026-03-07';

async function errorsOf(query: Record<string, string>): Promise<Record<string, string[]>> {
  try {
    await deliveryStatsQuerySchema.validate(query, { abortEarly: false });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return yupFieldErrors(err);
    throw err;
  }
}

describe('resolveDeliveryStatsPeriod', () => {
  it('counts the presets back from the store’s today', () => {
    expect(resolveDeliveryStatsPeriod({ period: 'today' }, TODAY)).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(resolveDeliveryStatsPeriod({ period: '7d' }, TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(resolveDeliveryStatsPeriod({ period: '30d' }, TODAY)).toEqual({ from: '2026-02-06', to: '2026-03-07' });
  });

  it('takes the dates of a custom period (a missing bound is the other one) and ignores dates beside a preset', () => {
    expect(resolveDeliveryStatsPeriod({ period: 'custom', from: '2026-02-01', to: '2026-02-10' }, TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(resolveDeliveryStatsPeriod({ period: 'custom', from: '2026-02-01' }, TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-01' });
    expect(resolveDeliveryStatsPeriod({ from: '2026-02-01', to: '2026-02-03' }, TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-03' });
    expect(resolveDeliveryStatsPeriod({ period: 'today', from: '2026-02-01' }, TODAY)).toEqual({ from: TODAY, to: TODAY });
  });

  it('is the last 7 days without anything', () => {
    expect(resolveDeliveryStatsPeriod({}, TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
  });
});

describe('deliveryStatsQuerySchema', () => {
  it('accepts the presets, custom dates and nothing', async () => {
    expect(await errorsOf({ period: 'today' })).toEqual({});
    expect(await errorsOf({ period: '30d' })).toEqual({});
    expect(await errorsOf({ period: 'custom', from: '2026-02-01', to: '2026-02-28' })).toEqual({});
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ period: '' })).toEqual({});
  });

  it('refuses an unknown period, a custom one without dates and the dashboard’s bad dates, per field', async () => {
    expect(await errorsOf({ period: 'semana' })).toEqual({ period: [DELIVERY_STATS_MESSAGES.periodInvalid] });
    expect(await errorsOf({ period: 'custom' })).toEqual({ from: [DELIVERY_STATS_MESSAGES.customDatesRequired] });
    expect(await errorsOf({ period: 'custom', from: '2026-02-30' })).toEqual({ from: [DASHBOARD_MESSAGES.dateInvalid] });
    expect(await errorsOf({ period: 'custom', from: '2026-03-05', to: '2026-03-01' })).toEqual({ to: [DASHBOARD_MESSAGES.toBeforeFrom] });
    expect(await errorsOf({ period: 'custom', from: '2024-01-01', to: '2026-01-01' })).toEqual({ to: [DASHBOARD_MESSAGES.tooLong] });
  });
});

describe('figures', () => {
  it('rounds minutes to one decimal and keeps null', () => {
    expect(roundMinutes(27.46)).toBe(27.5);
    expect(roundMinutes('12.04')).toBe(12);
    expect(roundMinutes(null)).toBeNull();
    expect(roundMinutes(undefined)).toBeNull();
  });

  it('gives the late share with 3 decimals, null without deliveries', () => {
    expect(lateShare(1, 3)).toBe(0.333);
    expect(lateShare(2, 2)).toBe(1);
    expect(lateShare(0, 5)).toBe(0);
    expect(lateShare(0, 0)).toBeNull();
  });

  it('formats minutes and shares the Brazilian way', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(12)).toBe('12 min');
    expect(formatMinutes(27.5)).toBe('27,5 min');
    expect(formatMinutes(65)).toBe('1 h 05 min');
    expect(formatMinutes(130.4)).toBe('2 h 10 min');
    expect(formatShare(0.333)).toBe('33,3%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(null)).toBe('—');
  });
});
