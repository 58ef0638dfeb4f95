import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingWebhookEvents, subscriptionInvoices, subscriptions } from '../../db/schema';
import { ASAAS_GATEWAY, invoiceStatusFor, type AsaasWebhookEvent } from '../billing/gateway';
import { startPaidPeriod } from './paid-period';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown_payment';

/**
 * Acts on one Asaas event, once: the event id is recorded in the same transaction as its effect, so a redelivery
 * (Asaas retries until it gets a 200) changes nothing. A paid renewal starts its period and makes the subscription
 * active; an overdue renewal makes it past due (the standing then follows the dates: grace, then locked).
 */
export async function applyBillingEvent(db: Db, event: AsaasWebhookEvent, now: Date): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const seen = await tx.insert(billingWebhookEvents).values({ gateway: ASAAS_GATEWAY, eventId: event.id, event: event.event }).onConflictDoNothing().returning();
    if (seen.length === 0) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';
    const [invoice] = await tx.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.gatewayPaymentId, event.payment.id)).for('update');
    if (!invoice) return 'unknown_payment';
    const status = invoiceStatusFor(event.payment, event.event);
    if (status === null || status === invoice.status) return 'applied';
    const paidAt = status === 'paid' ? new Date(event.payment.paymentDate ?? event.payment.confirmedDate ?? now.toISOString()) : invoice.paidAt;
    await tx.update(subscriptionInvoices).set({ status, paidAt, billingType: event.payment.billingType }).where(eq(subscriptionInvoices.id, invoice.id));
    if (invoice.kind !== 'renewal') return 'applied';
    if (status === 'paid') {
      await startPaidPeriod(tx, invoice, now);
    } else if (status === 'overdue') {
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', updatedAt: now })
        .where(and(eq(subscriptions.id, invoice.subscriptionId), inArray(subscriptions.status, ['active'])));
    }
    return 'applied';
  });
}
