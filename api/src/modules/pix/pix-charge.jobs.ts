import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOpenStatus, PIX_EXPIRED_CANCEL_REASON } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, pixCharges, stores } from '../../db/schema';
import { secretBoxOf } from '../../security/secret-box';
import { applyStatusChange } from '../orders/orders.status';
import { cobIsPaidFor, copyPasteOf, locationOf, PixProviderError, type PixCob } from './pix-api-client';
import { PIX_CHARGE_CREATE_JOB, PIX_CHARGE_EXPIRE_JOB } from './pix-charge.statements';
import { announcePixUpdate } from './pix-events';
import { confirmPixPayment } from './pix-payment';
import { pixClientFor, pixProviderOf } from './pix-provider.repository';

function orderIdOf(payload: Record<string, unknown>): number {
  const { orderId } = payload;
  if (typeof orderId !== 'number') throw new Error('pix job without orderId');
  return orderId;
}

async function chargeOf(db: Db, orderId: number) {
  const [charge] = await db.select().from(pixCharges).where(eq(pixCharges.orderId, orderId)).limit(1);
  return charge ?? null;
}


/**
 * The two jobs scheduled with a PIX order of a store with a provider (pix-charge.statements.ts):
 * - create: PUT /cob/{txid} at the PSP (a retry after a crash finds the cob by its txid with GET), then the order gets
 *   the copia-e-cola and `order.updated` tells the customer's page;
 * - expire: at the charge's expiry, an order still unpaid (asked to the PSP once more, in case its webhook was lost) is
 *   cancelled by the kanban's rule with "PIX não pago no prazo" (the customer is notified as for any cancellation).
 */
export function registerPixChargeJobs(app: FastifyInstance): void {
  app.jobs.register(PIX_CHARGE_CREATE_JOB, async (job) => {
    const orderId = orderIdOf(job.payload);
    const charge = await chargeOf(app.db, orderId);
    if (!charge || charge.status !== 'creating') return;
    const provider = await pixProviderOf(app.db, secretBoxOf(app.config.dataEncryptionKey), charge.storeId);
    if (!provider) return;
    const [store] = await app.db.select({ name: stores.name }).from(stores).where(eq(stores.id, charge.storeId));
    const [order] = await app.db.select({ number: orders.number, status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!order || !isOpenStatus(order.status)) return;
    const client = pixClientFor(provider);
    const expirySeconds = Math.max(60, Math.floor((charge.expiresAt.getTime() - app.now().getTime()) / 1000));
    let cob: PixCob | null;
    try {
      cob = await client.createCob({
        txid: charge.txid,
        amountCents: charge.amountCents,
        expirySeconds,
        pixKey: provider.pixKey,
        description: `Pedido #${String(order.number).padStart(4, '0')} - ${store?.name ?? 'Comanda'}`,
      });
    } catch (err) {
      // A retry after the first PUT went through: the PSP refuses the txid again; the cob is there.
      if (!(err instanceof PixProviderError) || err.kind !== 'refused') throw err;
      cob = await client.getCob(charge.txid);
      if (!cob) throw err;
    }
    const code = copyPasteOf(cob);
    if (!code) throw new Error(`cob ${charge.txid} came without pixCopiaECola`);
    const announcements = await app.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
      const [made] = await tx
        .update(pixCharges)
        .set({ status: 'active', copyPaste: code, location: locationOf(cob), updatedAt: new Date() })
        .where(eq(pixCharges.id, charge.id))
        .returning();
      if (!current || made?.status !== 'active') return [];
      const [updated] = await tx.update(orders).set({ pixCode: code, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
      return announcePixUpdate(tx as unknown as Db, updated!, app.outbox.lease);
    });
    await app.outbox.deliver(announcements);
  });

  app.jobs.register(PIX_CHARGE_EXPIRE_JOB, async (job) => {
    const orderId = orderIdOf(job.payload);
    const charge = await chargeOf(app.db, orderId);
    if (!charge || charge.status === 'paid' || charge.status === 'expired') return;
    const provider = await pixProviderOf(app.db, secretBoxOf(app.config.dataEncryptionKey), charge.storeId);
    if (provider && charge.status === 'active') {
      // The webhook may have been lost: the PSP's word wins over the clock.
      const cob = await pixClientFor(provider).getCob(charge.txid);
      if (cobIsPaidFor(cob, charge.amountCents)) {
        const paid = await confirmPixPayment(app.db, orderId, cob?.pix?.[0]?.endToEndId ?? null, app.now(), app.outbox.lease);
        await app.outbox.deliver(paid.announcements);
        return;
      }
    }
    const announcements = await app.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
      const [locked] = await tx.select().from(pixCharges).where(eq(pixCharges.orderId, orderId)).for('update').limit(1);
      if (!order || !locked || locked.status === 'paid' || order.paidAt) return [];
      await tx.update(pixCharges).set({ status: 'expired', updatedAt: new Date() }).where(eq(pixCharges.id, locked.id));
      if (!isOpenStatus(order.status)) return [];
      const change = await applyStatusChange(tx as unknown as Db, order, 'cancelled', null, PIX_EXPIRED_CANCEL_REASON, app.outbox.lease);
      return change.announcements;
    });
    await app.outbox.deliver(announcements);
  });
}
