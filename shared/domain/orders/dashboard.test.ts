import { countsAsRevenue, percentChange, presetPeriod, previousPeriod, resolveDashboardPeriod } from './dashboard';

describe('dashboard periods and rules', () => {
  it('counts every status but cancelled as revenue', () => {
    expect(countsAsRevenue('pending')).toBe(true);
    expect(countsAsRevenue('completed')).toBe(true);
    expect(countsAsRevenue('cancelled')).toBe(false);
  });

  it('turns presets into store-time days and finds the previous period of the same length', () => {
    expect(presetPeriod('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetPeriod('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetPeriod('month', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-17' })).toEqual({ from: '2026-02-12', to: '2026-02-28' });
    expect(resolveDashboardPeriod({}, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(resolveDashboardPeriod({ to: '2026-02-10' }, '2026-03-01')).toEqual({ from: '2026-02-10', to: '2026-02-10' });
  });

  it('compares with the previous period; nothing to compare with is null', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});
