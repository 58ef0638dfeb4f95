/**
 * When a subscription's next invoice is issued, and for which period. A scheduled job issues it RENEWAL_LEAD_DAYS
 * before the paid period (or the trial) ends, once per period; paying it starts that period.
 */
import type { BillingCycle } from './plans';
import type { SubscriptionStatus } from './subscriptions';

/** Days before a period or a trial ends that the next invoice is issued: time to pay a boleto before it lapses. */
export const RENEWAL_LEAD_DAYS = 5;
const DAY_MS = 86_400_000;

export type RenewalDates = {
  status: SubscriptionStatus;
  trial_ends_at: Date | null;
  current_period_end: Date | null;
  /** The CPF or CNPJ and e-mail the gateway bills are on file. */
  has_billing_data: boolean;
};

/** The period after `start`: a calendar month or year later. */
export function nextPeriodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Where the next period starts: at the end of the paid one, or at the trial's end (at `now` when the trial is over:
 * the store does not pay for days it was not subscribed).
 */
export function renewalPeriodStart(sub: Pick<RenewalDates, 'status' | 'trial_ends_at' | 'current_period_end'>, now: Date): Date {
  if (sub.status === 'trialing') return new Date(Math.max(now.getTime(), sub.trial_ends_at?.getTime() ?? 0));
  return sub.current_period_end ?? now;
}

function paidUntil(sub: RenewalDates): Date | null {
  if (sub.status === 'trialing') return sub.has_billing_data ? sub.trial_ends_at : null;
  if (sub.status === 'active' || sub.status === 'past_due') return sub.current_period_end;
  return null;
}

/**
 * The date a renewal invoice already issued for the coming period starts on or after (null: no renewal is due).
 * Due: an active or past-due subscription whose paid period ends within the lead days (or has ended), and a trial
 * that ends within them when the store gave its billing data (without it there is nobody to bill). A cancelled or
 * suspended subscription is never renewed.
 */
export function renewalDueFrom(sub: RenewalDates, now: Date): Date | null {
  const ends = paidUntil(sub);
  return ends !== null && ends.getTime() <= now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS ? ends : null;
}
