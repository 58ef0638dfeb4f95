import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, pixCharges } from '../../db/schema';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announcePixUpdate } from './pix-events';

export type PaymentOutcome = 'paid' | 'already_paid' | 'unknown';

/**
 * Marks an order's charge and the order paid, once: the order then the charge are locked (the expiry job locks them in
 * the same order), a charge already paid changes nothing, and the end-to-end id is unique (a second PIX with the same
 * id is the same PIX). A payment for an order that was cancelled meanwhile is still recorded (the store owes a
 * refund); the order stays cancelled.
 */
export async function confirmPixPayment(
  db: Db,
  orderId: number,
  endToEndId: string | null,
  paidAt: Date,
  lease: OutboxLease,
): Promise<{ outcome: PaymentOutcome; announcements: QueuedEvent[] }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    const [charge] = await tx.select().from(pixCharges).where(eq(pixCharges.orderId, orderId)).for('update').limit(1);
    if (!order || !charge) return { outcome: 'unknown' as const, announcements: [] };
    if (charge.status === 'paid') return { outcome: 'already_paid' as const, announcements: [] };
    if (endToEndId) {
      const [sameE2e] = await tx.select({ id: pixCharges.id }).from(pixCharges).where(eq(pixCharges.endToEndId, endToEndId)).limit(1);
      if (sameE2e) return { outcome: 'already_paid' as const, announcements: [] };
    }
    await tx.update(pixCharges).set({ status: 'paid', endToEndId, paidAt, updatedAt: paidAt }).where(eq(pixCharges.id, charge.id));
    const [updated] = await tx
      .update(orders)
      .set({ paidAt, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id)))
      .returning();
    return { outcome: 'paid' as const, announcements: await announcePixUpdate(tx as unknown as Db, updated!, lease) };
  });
}
