import { POS_SALE_MESSAGES, posPaymentSchema, type PosPaymentInput } from '@comanda/shared/domain';
import type { DbHandle, Statement } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announceTabsUpdated } from '../pos-tabs/tab-events';
import { followLargestPayment, insertPayments } from './order-payments';
import { settleSale } from './pos-sale.tenders';
import { lockOpenRegisterSession } from './register-session-lock';

/** The POS sale, locked until the transaction ends: payments of one sale are taken one at a time. */
const LOCK_SALE: Statement = {
  name: 'pos_sales_lock_sale',
  text: `SELECT id, status, total_cents, tab_open FROM orders WHERE id = $1::int AND store_id = $2::int AND channel = 'pos' FOR UPDATE`,
};

/** Paid in full, a table's tab closes: its table is free again. */
const CLOSE_TAB: Statement = { name: 'pos_sales_close_tab', text: 'UPDATE orders SET tab_open = false, updated_at = now() WHERE id = $1::int' };

/** Where a tab's change is announced: the store's channel and its parent's, under the node's outbox lease. */
export type PaymentAnnouncer = { parentId: number | null; lease: OutboxLease };

/**
 * What the sale's payments add up to. A statement of its own, after the lock: it reads a snapshot taken once the
 * lock is held, so it sees what a concurrent payment committed (one statement would read the payments as they were
 * before it waited for the lock).
 */
const PAID: Statement = {
  name: 'pos_sales_paid',
  text: 'SELECT coalesce(sum(amount_cents), 0)::int AS paid_cents FROM order_payments WHERE order_id = $1::int',
};

/**
 * POST /stores/{id}/pos/sales/{orderId}/payments: more tenders for a sale left partly paid, into an open register
 * session of the store. The sale row is locked first, so two stations paying the same tab at once cannot overpay:
 * the second sees what the first paid. A table's tab paid in full closes in the same transaction, and every payment
 * of a tab is announced (`order.updated`: the other stations' tables screens). Returns the sale's id.
 */
export async function addPosPayments(
  sql: Pick<DbHandle, 'transaction'>,
  storeId: number,
  rawOrderId: string,
  operator: UserRow,
  body: unknown,
  now: Date,
  announcer: PaymentAnnouncer,
): Promise<{ orderId: number; announcements: QueuedEvent[] }> {
  const orderId = idOrNotFound(rawOrderId);
  const input = (await validateBody(posPaymentSchema, body)) as PosPaymentInput;
  return sql.transaction(async (tx) => {
    const [sale] = await tx.run<{ id: number; status: string; total_cents: number; tab_open: boolean }>(LOCK_SALE, [orderId, storeId]);
    if (!sale) throw notFound();
    if (sale.status === 'cancelled') throw fieldError('tenders', POS_SALE_MESSAGES.saleCancelled);
    const [{ paid_cents: paid } = { paid_cents: 0 }] = await tx.run<{ paid_cents: number }>(PAID, [orderId]);
    const remaining = Number(sale.total_cents) - Number(paid);
    if (remaining <= 0) throw fieldError('tenders', POS_SALE_MESSAGES.alreadyPaid);
    const session = await lockOpenRegisterSession(tx, storeId, input.register_session_id);
    const { settlement, lines } = settleSale(remaining, input.tenders, true);
    await insertPayments(tx, { orderId, sessionId: session.id, createdBy: operator.id, at: now }, lines);
    await followLargestPayment(tx, orderId);
    if (!sale.tab_open) return { orderId, announcements: [] };
    if (settlement.remaining_cents === 0) await tx.run(CLOSE_TAB, [orderId]);
    return { orderId, announcements: await announceTabsUpdated(tx, [orderId], announcer.parentId, announcer.lease) };
  });
}
