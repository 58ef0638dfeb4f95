import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, INVOICE_DUE_DAYS, nextPeriodEnd, planPriceCents, renewalPeriodStart, storeDate } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { subscriptionInvoices, subscriptions, type PlanRow, type SubscriptionInvoiceRow, type SubscriptionRow } from '../../db/schema';
import { startPaidPeriod } from './paid-period';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: DEFAULT_TIME_ZONE });

/**
 * The next period's invoice (the plan's price for the cycle, less any credit), in `tx` with the subscription row
 * locked. null: that period has its invoice already (the unique index of migration 0029 says so, whoever issued
 * it). An invoice with nothing to pay (a free plan, or the credit covers it) is paid at once and starts its
 * period; any other is left to the caller to charge after the commit.
 */
export async function issueRenewalInvoice(tx: Db, sub: SubscriptionRow, plan: PlanRow, now: Date): Promise<SubscriptionInvoiceRow | null> {
  const start = renewalPeriodStart({ status: sub.status, trial_ends_at: sub.trialEndsAt, current_period_end: sub.currentPeriodEnd }, now);
  const end = nextPeriodEnd(start, sub.billingCycle);
  const price = planPriceCents({ price_monthly_cents: plan.priceMonthlyCents, price_yearly_cents: plan.priceYearlyCents }, sub.billingCycle);
  const credit = Math.min(price, sub.creditCents);
  const free = price - credit === 0;
  const [invoice] = await tx
    .insert(subscriptionInvoices)
    .values({
      subscriptionId: sub.id,
      kind: 'renewal',
      description: `${plan.name} (${sub.billingCycle === 'yearly' ? 'anual' : 'mensal'}) de ${dayFormat.format(start)} a ${dayFormat.format(end)}${credit > 0 ? ', com crédito descontado' : ''}`,
      amountCents: price - credit,
      dueDate: storeDate(Math.max(now.getTime() + INVOICE_DUE_DAYS * DAY_MS, start.getTime())),
      periodStart: start,
      periodEnd: end,
      ...(free ? { status: 'paid' as const, paidAt: now } : {}),
    })
    .onConflictDoNothing({ target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.periodStart], where: sql`kind = 'renewal' AND status <> 'cancelled'` })
    .returning();
  if (!invoice) return null;
  if (credit > 0) await tx.update(subscriptions).set({ creditCents: sub.creditCents - credit, updatedAt: now }).where(eq(subscriptions.id, sub.id));
  if (free) await startPaidPeriod(tx, invoice, now);
  return invoice;
}
