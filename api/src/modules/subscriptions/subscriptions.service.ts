import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  INVOICE_DUE_DAYS,
  SUBSCRIPTION_MESSAGES,
  onlyDigits,
  planPriceCents,
  storeDate,
  quotePlanChange,
  type AdminSubscription,
  type AdminSubscriptionDetails,
  type BillingCycle,
  type BillingDataInput,
  type ChangePlanInput,
  type PlanChangeQuote,
  type PlanChangeResult,
} from '@comanda/shared/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { plans, stores, subscriptionInvoices, subscriptions, type PlanRow, type SubscriptionRow } from '../../db/schema';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { chargeInvoice } from './invoice-charging';
import { issueRenewalInvoice } from './renewal-invoice';
import { invoiceOf, subscriptionOf } from './subscription-views';

type Actor = { id: number; name: string };
const DAY_MS = 86_400_000;
const refused = (message: string, field = 'subscription') => new HttpError(422, message, { [field]: [message] });

const priceOf = (plan: PlanRow, cycle: BillingCycle) => planPriceCents({ price_monthly_cents: plan.priceMonthlyCents, price_yearly_cents: plan.priceYearlyCents }, cycle);

export async function listSubscriptions(db: Db, query: { q: string; status: string; plan: string }, now: Date): Promise<AdminSubscription[]> {
  const where: SQL[] = [];
  if (query.q) where.push(or(ilike(stores.name, `%${query.q}%`), ilike(stores.slug, `%${query.q}%`))!);
  if (query.status) where.push(eq(subscriptions.status, query.status as SubscriptionRow['status']));
  if (query.plan) where.push(eq(plans.slug, query.plan));
  const rows = await db
    .select({ sub: subscriptions, plan: plans, store: { id: stores.id, name: stores.name, slug: stores.slug } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(500);
  return rows.map((r) => subscriptionOf(r.sub, r.plan, r.store, now));
}

async function load(db: Db, rawId: string, lock = false) {
  const id = idOrNotFound(rawId);
  const query = db
    .select({ sub: subscriptions, plan: plans, store: { id: stores.id, name: stores.name, slug: stores.slug } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) throw notFound();
  return row;
}

export async function getSubscription(db: Db, rawId: string, now: Date): Promise<AdminSubscriptionDetails> {
  const { sub, plan, store } = await load(db, rawId);
  const invoices = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, sub.id)).orderBy(desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.id));
  return { ...subscriptionOf(sub, plan, store, now), invoices: invoices.map(invoiceOf) };
}

async function targetPlan(db: Db, input: ChangePlanInput): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, input.plan_id));
  if (!plan) throw fieldError('plan_id', SUBSCRIPTION_MESSAGES.planRequired);
  if (plan.isRetired) throw fieldError('plan_id', SUBSCRIPTION_MESSAGES.planRetired);
  return plan;
}

function quoteFor(sub: SubscriptionRow, from: PlanRow, to: PlanRow, cycle: BillingCycle, now: Date): PlanChangeQuote {
  // A paid period is one that an invoice started (active or past due); a trial has paid nothing.
  const paid = sub.status !== 'trialing' && sub.currentPeriodStart !== null && sub.currentPeriodEnd !== null;
  return quotePlanChange({
    fromName: from.name,
    fromPriceCents: priceOf(from, sub.billingCycle),
    toName: to.name,
    toPriceCents: priceOf(to, cycle),
    cycle,
    periodStart: sub.currentPeriodStart ?? now,
    periodEnd: sub.currentPeriodEnd ?? now,
    now,
    paid,
  });
}

export async function quoteChange(db: Db, rawId: string, input: ChangePlanInput, now: Date): Promise<PlanChangeQuote> {
  const { sub, plan } = await load(db, rawId);
  return quoteFor(sub, plan, await targetPlan(db, input), input.billing_cycle, now);
}

/**
 * Moves the subscription to another plan or cycle at once (the new limits and features apply now). The days left
 * of a paid period are prorated: an amount due becomes a 'plan_change' invoice charged through the gateway, a
 * credit is kept for the next invoice.
 */
export async function changePlan(db: Db, billing: AppConfig['billing'], rawId: string, input: ChangePlanInput, actor: Actor, now: Date): Promise<PlanChangeResult> {
  const { quote, invoice } = await db.transaction(async (tx) => {
    const { sub, plan, store } = await load(tx, rawId, true);
    if (sub.status === 'suspended') throw refused(SUBSCRIPTION_MESSAGES.suspended);
    const to = await targetPlan(tx, input);
    if (to.id === plan.id && input.billing_cycle === sub.billingCycle) throw refused(SUBSCRIPTION_MESSAGES.nothingChanges, 'plan_id');
    const quote = quoteFor(sub, plan, to, input.billing_cycle, now);
    await tx
      .update(subscriptions)
      .set({ planId: to.id, billingCycle: input.billing_cycle, creditCents: sub.creditCents + quote.carried_credit_cents, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    const [invoice] =
      quote.amount_due_cents > 0
        ? await tx
            .insert(subscriptionInvoices)
            .values({ subscriptionId: sub.id, kind: 'plan_change', description: quote.statement, amountCents: quote.amount_due_cents, dueDate: storeDate(now.getTime() + INVOICE_DUE_DAYS * DAY_MS), periodStart: now, periodEnd: sub.currentPeriodEnd })
            .returning()
        : [];
    await recordAdminAction(tx, {
      actor,
      action: 'plan_changed',
      entity: 'subscription',
      entityId: sub.id,
      summary: `Plano de "${store.name}" alterado de ${plan.name} para ${to.name} (${input.billing_cycle === 'yearly' ? 'anual' : 'mensal'}). ${quote.statement}`,
      before: { plan: plan.slug, billing_cycle: sub.billingCycle },
      after: { plan: to.slug, billing_cycle: input.billing_cycle, quote },
    });
    return { quote, invoice: invoice ?? null };
  });
  const warning = invoice ? await chargeInvoice(db, billing, invoice) : null;
  const subscription = await getSubscription(db, rawId, now);
  return { subscription, quote, invoice: invoice ? subscription.invoices.find((i) => i.id === invoice.id)! : null, warning };
}

export async function saveBillingData(db: Db, rawId: string, input: BillingDataInput, actor: Actor, now: Date): Promise<AdminSubscriptionDetails> {
  await db.transaction(async (tx) => {
    const { sub, store } = await load(tx, rawId, true);
    const document = onlyDigits(input.document);
    // Another document is another payer at the gateway.
    const gatewayCustomerId = document === sub.billingDocument ? sub.gatewayCustomerId : null;
    await tx.update(subscriptions).set({ billingDocument: document, billingEmail: input.email, gatewayCustomerId, updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await recordAdminAction(tx, { actor, action: 'billing_updated', entity: 'subscription', entityId: sub.id, summary: `Dados de cobrança de "${store.name}" alterados`, before: { document: sub.billingDocument, email: sub.billingEmail }, after: { document, email: input.email } });
  });
  return getSubscription(db, rawId, now);
}

/** The next period's invoice (the plan's price for the cycle, less any credit), charged through the gateway. */
export async function issueRenewal(db: Db, billing: AppConfig['billing'], rawId: string, actor: Actor, now: Date): Promise<{ subscription: AdminSubscriptionDetails; warning: string | null }> {
  const invoice = await db.transaction(async (tx) => {
    const { sub, plan, store } = await load(tx, rawId, true);
    if (sub.status === 'suspended') throw refused(SUBSCRIPTION_MESSAGES.suspended);
    const row = await issueRenewalInvoice(tx, sub, plan, now);
    if (!row) throw refused(SUBSCRIPTION_MESSAGES.renewalIssued);
    await recordAdminAction(tx, { actor, action: 'invoice_issued', entity: 'subscription', entityId: sub.id, summary: `Fatura de renovação de "${store.name}" emitida`, after: { invoice_id: row.id, amount_cents: row.amountCents } });
    return row;
  });
  const warning = invoice.status === 'pending' ? await chargeInvoice(db, billing, invoice) : null;
  return { subscription: await getSubscription(db, rawId, now), warning };
}

/** Charges again an invoice the gateway did not take (down, refused, or no billing data then). */
export async function chargeAgain(db: Db, billing: AppConfig['billing'], rawId: string, rawInvoiceId: string, now: Date): Promise<{ subscription: AdminSubscriptionDetails; warning: string | null }> {
  const { sub } = await load(db, rawId);
  const [invoice] = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.id, idOrNotFound(rawInvoiceId)), eq(subscriptionInvoices.subscriptionId, sub.id)));
  if (!invoice) throw notFound();
  if (invoice.status !== 'pending' || invoice.gatewayPaymentId !== null) throw refused(SUBSCRIPTION_MESSAGES.invoiceNotChargeable);
  const warning = await chargeInvoice(db, billing, invoice);
  return { subscription: await getSubscription(db, rawId, now), warning };
}

/** Cancelled: access continues to the end of the paid period (or the trial), then the grace period and the lock. */
export async function cancelSubscription(db: Db, rawId: string, actor: Actor, now: Date): Promise<AdminSubscriptionDetails> {
  await db.transaction(async (tx) => {
    const { sub, store } = await load(tx, rawId, true);
    if (sub.status === 'cancelled') throw refused(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    if (sub.status === 'suspended') throw refused(SUBSCRIPTION_MESSAGES.suspended);
    const paidUntil = sub.status === 'trialing' ? (sub.trialEndsAt ?? now) : (sub.currentPeriodEnd ?? now);
    await tx.update(subscriptions).set({ status: 'cancelled', cancelledAt: now, currentPeriodEnd: paidUntil, updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await recordAdminAction(tx, { actor, action: 'cancelled', entity: 'subscription', entityId: sub.id, summary: `Assinatura de "${store.name}" cancelada`, before: { status: sub.status }, after: { status: 'cancelled' } });
  });
  return getSubscription(db, rawId, now);
}

