import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTO_CANCEL_REASON, escalationAlertSubject, formatOrderNumber } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, stores } from '../../db/schema';
import { enqueueMail } from '../../mail/mail-job';
import { changeOrderStatus } from '../orders/orders.status';
import { ESCALATION_ALERT_JOB, ESCALATION_CANCEL_JOB } from './escalation.statements';

type EscalationPayload = { orderId: number; minutes: number };

function payloadOf(payload: Record<string, unknown>): EscalationPayload {
  const { orderId, minutes } = payload;
  if (typeof orderId !== 'number' || typeof minutes !== 'number') throw new Error('escalation job without orderId and minutes');
  return { orderId, minutes };
}

async function pendingOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order?.status === 'pending' ? order : null;
}

/** The owner and managers of the order's store (active staff: store_staff leaves deactivated ones out). */
const MANAGERS = `
SELECT u.email, u.name FROM store_staff ss JOIN users u ON u.id = ss.user_id
WHERE ss.store_id = $1::int AND u.role IN ('store_owner', 'store_admin') ORDER BY u.id`;

/** The new-order escalation's two jobs, scheduled with each order (escalation.statements.ts). */
export function registerEscalationJobs(app: FastifyInstance): void {
  app.jobs.register(ESCALATION_ALERT_JOB, async (job) => {
    const { orderId, minutes } = payloadOf(job.payload);
    const order = await pendingOrder(app.db, orderId);
    if (!order) return;
    const [store] = await app.db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId));
    const managers = await app.dbHandle.query<{ email: string; name: string }>(MANAGERS, [order.storeId]);
    const subject = escalationAlertSubject(order.number, minutes);
    const link = `${app.config.appUrl}/store/orders/${order.id}`;
    await app.db.transaction(async (tx) => {
      for (const manager of managers) {
        const text = [
          `Olá, ${manager.name}!`,
          '',
          `O pedido ${formatOrderNumber(order.number)} de ${order.customerName} em ${store?.name ?? 'sua loja'} está aguardando aceite há ${minutes} minutos.`,
          `Abra o pedido: ${link}`,
        ].join('\n');
        // The dedupe key keeps a retried alert job from mailing the same manager twice.
        await enqueueMail(tx as unknown as Db, { to: manager.email, subject, text }, `escalation-alert:${order.id}:${manager.email.toLowerCase()}`);
      }
    });
  });

  app.jobs.register(ESCALATION_CANCEL_JOB, async (job) => {
    const { orderId } = payloadOf(job.payload);
    const order = await pendingOrder(app.db, orderId);
    if (!order) return;
    // The kanban's rule (status machine, row lock, history, customer notification), only while still pending.
    const change = await changeOrderStatus(app.db, [order.storeId], String(order.id), null, { status: 'cancelled', reason: AUTO_CANCEL_REASON }, app.outbox.lease, 'pending');
    if (change) await app.outbox.deliver(change.announcements);
  });
}
