import { POS_SALE_MESSAGES, posPaymentSchema, type PosPaymentInput } from '@comanda/shared/domain';
import type { DbHandle, Statement } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import { followLargestPayment, insertPayments } from './order-payments';
import { settleSale } from './pos-sale.tenders';
import { lockOpenRegisterSession } from './register-session-lock';

/** The POS sale, locked until the transaction ends: payments of one sale are taken one at a time. */
const LOCK_SALE: Statement = {
  name: 'pos_sales_lock_sale',
  text: `SELECT id, status, total_cents FROM orders WHERE id = $1::int AND store_id = $2::int AND channel = 'pos' FOR UPDATE`,
};

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
 * the second sees what the first paid. Returns the sale's id.
 */
export async function addPosPayments(sql: Pick<DbHandle, 'transaction'>, storeId: number, rawOrderId: string, operator: UserRow, body: unknown, now: Date): Promise<number> {
  const orderId = idOrNotFound(rawOrderId);
  const input = (await validateBody(posPaymentSchema, body)) as PosPaymentInput;
  return sql.transaction(async (tx) => {
    const [sale] = await tx.run<{ id: number; status: string; total_cents: number }>(LOCK_SALE, [orderId, storeId]);
    if (!sale) throw notFound();
    if (sale.status === 'cancelled') throw fieldError('tenders', POS_SALE_MESSAGES.saleCancelled);
    const [{ paid_cents: paid } = { paid_cents: 0 }] = await tx.run<{ paid_cents: number }>(PAID, [orderId]);
    const remaining = Number(sale.total_cents) - Number(paid);
    if (remaining <= 0) throw fieldError('tenders', POS_SALE_MESSAGES.alreadyPaid);
    const session = await lockOpenRegisterSession(tx, storeId, input.register_session_id);
    const { lines } = settleSale(remaining, input.tenders, true);
    await insertPayments(tx, { orderId, sessionId: session.id, createdBy: operator.id, at: now }, lines);
    await followLargestPayment(tx, orderId);
    return orderId;
  });
}
