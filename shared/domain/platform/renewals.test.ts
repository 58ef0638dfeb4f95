import { RENEWAL_LEAD_DAYS, nextPeriodEnd, renewalDueFrom, renewalPeriodStart, type RenewalDates } from './renewals';

const NOW = new Date('2026-11-24T23:00:00Z');
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const sub = (overrides: Partial<RenewalDates>): RenewalDates => ({ status: 'active', trial_ends_at: null, current_period_end: inDays(30), has_billing_data: true, ...overrides });

describe('renewals', () => {
  it('a period is a calendar month or year', () => {
    expect(nextPeriodEnd(new Date('2026-11-29T03:00:00Z'), 'monthly').toISOString()).toBe('2026-12-29T03:00:00.000Z');
    expect(nextPeriodEnd(new Date('2026-11-29T03:00:00Z'), 'yearly').toISOString()).toBe('2027-11-29T03:00:00.000Z');
  });

  it(`is due ${RENEWAL_LEAD_DAYS} days before an active or past-due period ends, and after`, () => {
    expect(RENEWAL_LEAD_DAYS).toBe(5);
    expect(renewalDueFrom(sub({ current_period_end: inDays(5.1) }), NOW)).toBeNull();
    expect(renewalDueFrom(sub({ current_period_end: inDays(5) }), NOW)).toEqual(inDays(5));
    expect(renewalDueFrom(sub({ status: 'past_due', current_period_end: inDays(-3) }), NOW)).toEqual(inDays(-3));
    expect(renewalDueFrom(sub({ current_period_end: null }), NOW)).toBeNull();
  });

  it('a trial is billed at its end only with billing data; cancelled and suspended are never renewed', () => {
    expect(renewalDueFrom(sub({ status: 'trialing', trial_ends_at: inDays(2), current_period_end: null }), NOW)).toEqual(inDays(2));
    expect(renewalDueFrom(sub({ status: 'trialing', trial_ends_at: inDays(2), current_period_end: null, has_billing_data: false }), NOW)).toBeNull();
    expect(renewalDueFrom(sub({ status: 'cancelled', current_period_end: inDays(1) }), NOW)).toBeNull();
    expect(renewalDueFrom(sub({ status: 'suspended', current_period_end: inDays(1) }), NOW)).toBeNull();
  });

  it('the next period starts where the paid one ends, or where the trial ends (now, once it is over)', () => {
    expect(renewalPeriodStart(sub({ current_period_end: inDays(3) }), NOW)).toEqual(inDays(3));
    expect(renewalPeriodStart(sub({ status: 'past_due', current_period_end: inDays(-3) }), NOW)).toEqual(inDays(-3));
    expect(renewalPeriodStart(sub({ status: 'trialing', trial_ends_at: inDays(3), current_period_end: null }), NOW)).toEqual(inDays(3));
    expect(renewalPeriodStart(sub({ status: 'trialing', trial_ends_at: inDays(-3), current_period_end: null }), NOW)).toEqual(NOW);
  });
});
