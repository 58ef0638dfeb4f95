import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, sql } from 'drizzle-orm';
import { RENEWAL_LEAD_DAYS, renewalDueFrom } from '@comanda/shared/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { plans, subscriptionInvoices, subscriptions, type SubscriptionInvoiceRow } from '../../db/schema';
import { chargeInvoice } from './invoice-charging';
import { issueRenewalInvoice } from './renewal-invoice';

export type RenewalDeps = { db: Db; billing: AppConfig['billing']; log: Pick<FastifyBaseLogger, 'warn' | 'error'> };
export type RenewalRun = { pastDue: number; issued: number; done: boolean };

const DAY_MS = 86_400_000;
/** Subscriptions looked at per run; a run that fills it is followed at once by another. */
const BATCH = 100;

/**
 * Active subscriptions whose paid period ended unpaid turn past due (standingOf then gives the grace period). The
 * payment webhook does it when the gateway says the invoice is overdue; this covers an invoice that was never
 * charged and a gateway that is late to tell. A trial that ended stays 'trialing': its dates say it lapsed.
 */
async function markPastDue(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'past_due', updatedAt: now })
    .where(and(eq(subscriptions.status, 'active'), sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: subscriptions.id });
  return rows.length;
}

/** What renewalDueFrom may find due, without a renewal invoice (of any status) for the coming period yet. */
async function candidates(db: Db, now: Date): Promise<number[]> {
  const horizon = new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS).toISOString();
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      sql`(
        (${subscriptions.status} IN ('active', 'past_due') AND ${subscriptions.currentPeriodEnd} <= ${horizon}::timestamptz)
        OR (${subscriptions.status} = 'trialing' AND ${subscriptions.trialEndsAt} <= ${horizon}::timestamptz
          AND ${subscriptions.billingDocument} IS NOT NULL AND ${subscriptions.billingEmail} IS NOT NULL)
      ) AND NOT EXISTS (
        SELECT 1 FROM ${subscriptionInvoices} i WHERE i.subscription_id = ${subscriptions.id} AND i.kind = 'renewal'
          AND i.period_start >= CASE WHEN ${subscriptions.status} = 'trialing' THEN ${subscriptions.trialEndsAt} ELSE ${subscriptions.currentPeriodEnd} END
      )`,
    )
    .orderBy(subscriptions.id)
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/**
 * Issues the coming period's invoice of one subscription, under its row lock: a concurrent run (or the admin
 * issuing it by hand) waits, then finds the invoice and issues nothing. An invoice of that period that was
 * cancelled at the gateway is not issued again by the job (the admin can).
 */
async function renew(db: Db, id: number, now: Date): Promise<SubscriptionInvoiceRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ sub: subscriptions, plan: plans }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.id, id)).for('update', { of: subscriptions });
    if (!row) return null;
    const { sub, plan } = row;
    const from = renewalDueFrom({ status: sub.status, trial_ends_at: sub.trialEndsAt, current_period_end: sub.currentPeriodEnd, has_billing_data: sub.billingDocument !== null && sub.billingEmail !== null }, now);
    if (!from) return null;
    const [issued] = await tx
      .select({ id: subscriptionInvoices.id })
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.subscriptionId, sub.id), eq(subscriptionInvoices.kind, 'renewal'), gte(subscriptionInvoices.periodStart, from)))
      .limit(1);
    return issued ? null : issueRenewalInvoice(tx, sub, plan, now);
  });
}

/**
 * One run of the renewals job at `now`: past-due subscriptions marked, then every subscription whose period (or
 * trial) ends within RENEWAL_LEAD_DAYS gets the next period's invoice, once, charged through the gateway when
 * billing is configured (a charge that fails leaves the invoice for the admin's "cobrar novamente"). Paying it
 * starts the period (billing-webhook.service.ts). `done` false: the budget ran out or the batch was full.
 */
export async function runRenewals(deps: RenewalDeps, now: Date, options: { budgetMs?: number } = {}): Promise<RenewalRun> {
  const started = Date.now();
  const pastDue = await markPastDue(deps.db, now);
  const ids = await candidates(deps.db, now);
  let issued = 0;
  for (const id of ids) {
    if (Date.now() - started > (options.budgetMs ?? Infinity)) return { pastDue, issued, done: false };
    try {
      const invoice = await renew(deps.db, id, now);
      if (!invoice) continue;
      issued++;
      if (!deps.billing || invoice.status !== 'pending') continue;
      const warning = await chargeInvoice(deps.db, deps.billing, invoice);
      if (warning) deps.log.warn({ subscriptionId: id, invoiceId: invoice.id, warning }, 'renewal invoice issued, not charged');
    } catch (err) {
      deps.log.error({ err, subscriptionId: id }, 'renewal invoice not issued');
    }
  }
  // A full batch where nothing could be issued is not run again at once (its errors are logged).
  return { pastDue, issued, done: ids.length < BATCH || issued === 0 };
}
