import { centsToReais, planPriceCents, standingOf, type AdminSubscription, type SubscriptionInvoice } from '@comanda/shared/domain';
import type { PlanRow, StoreRow, SubscriptionInvoiceRow, SubscriptionRow } from '../../db/schema';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function subscriptionOf(sub: SubscriptionRow, plan: PlanRow, store: Pick<StoreRow, 'id' | 'name' | 'slug'>, now: Date): AdminSubscription {
  const { standing, grace_ends_at } = standingOf({ status: sub.status, trial_ends_at: sub.trialEndsAt, current_period_end: sub.currentPeriodEnd }, now);
  return {
    id: sub.id,
    store: { id: store.id, name: store.name, slug: store.slug },
    plan: { id: plan.id, name: plan.name, slug: plan.slug },
    status: sub.status,
    standing,
    billing_cycle: sub.billingCycle,
    price: centsToReais(planPriceCents({ price_monthly_cents: plan.priceMonthlyCents, price_yearly_cents: plan.priceYearlyCents }, sub.billingCycle)),
    trial_ends_at: iso(sub.trialEndsAt),
    current_period_start: iso(sub.currentPeriodStart),
    current_period_end: iso(sub.currentPeriodEnd),
    grace_ends_at,
    credit: centsToReais(sub.creditCents),
    billing_document: sub.billingDocument,
    billing_email: sub.billingEmail,
    created_at: sub.createdAt.toISOString(),
  };
}

export function invoiceOf(row: SubscriptionInvoiceRow): SubscriptionInvoice {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    amount: centsToReais(row.amountCents),
    due_date: String(row.dueDate),
    status: row.status,
    invoice_url: row.invoiceUrl,
    charged: row.gatewayPaymentId !== null,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    paid_at: iso(row.paidAt),
    created_at: row.createdAt.toISOString(),
  };
}
