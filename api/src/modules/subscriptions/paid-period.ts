import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, type SubscriptionInvoiceRow } from '../../db/schema';

/** A paid renewal starts its period: the subscription becomes active for it (a suspended one stays suspended). */
export async function startPaidPeriod(tx: Db, invoice: SubscriptionInvoiceRow, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'active', currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd, cancelledAt: null, updatedAt: now })
    .where(and(eq(subscriptions.id, invoice.subscriptionId), inArray(subscriptions.status, ['trialing', 'active', 'past_due', 'cancelled'])));
}
