import type { TenderLine } from '@comanda/shared/domain';
import type { DbHandle } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announceNewOrder } from '../orders/orders.announcements';
import { placeOrder, type NewOrder } from '../orders/orders.write';
import { insertPayments } from './order-payments';
import { lockOpenRegisterSession } from './register-session-lock';

export type PosSaleWrite = {
  order: NewOrder;
  lines: readonly TenderLine[];
  /** The store's parent (a branch's sales also reach the head office's kanban). */
  parentId: number | null;
  now: Date;
  lease: OutboxLease;
};

/**
 * In ONE transaction: the order (number, items, first history entry, idempotency key: orders.write.ts), the register
 * session locked and checked open, the payments into it and the events announcing the order (kanban, dashboard,
 * staff notifications) in the outbox. No escalation jobs: the operator took the sale, nobody has to accept it.
 * A concurrent duplicate fails on the idempotency key (the caller answers the first sale).
 */
export async function writePosSale(sql: Pick<DbHandle, 'transaction'>, sale: PosSaleWrite): Promise<{ order: OrderRow; announcements: QueuedEvent[] }> {
  const { order, lines } = sale;
  const result = await placeOrder(sql, order, null, async (tx, written) => {
    const session = await lockOpenRegisterSession(tx, order.storeId, order.registerSessionId!);
    await insertPayments(tx, { orderId: written.order.id, sessionId: session.id, createdBy: order.createdBy!, at: sale.now }, lines);
    return announceNewOrder(tx, written.order, written.items, sale.parentId, sale.lease);
  });
  // A sale has no coupon, the only thing placeOrder refuses.
  if ('refused' in result) throw new Error(`a POS sale without a coupon was refused: ${result.refused}`);
  return { order: result.order, announcements: result.alongside };
}
