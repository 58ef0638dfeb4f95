import { and, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { CUSTOMER_CANCEL_DEFAULT_REASON, customerCancelRefusal } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease } from '../../outbox/outbox-events';
import { parseOrderId } from './orders.queries';
import { applyStatusChange, STATUS_MESSAGES, type StatusChange } from './orders.status';

const cancelSchema = object({
  reason: string().trim().max(300, STATUS_MESSAGES.reasonTooLong).nullable().optional(),
});

/**
 * POST /api/customer/orders/{id}/cancel: the customer cancels their own order while the store has not accepted it
 * (customerCancelRefusal: a 422 on `status` otherwise). As the store's status change does: the row is locked
 * (FOR UPDATE) so a store accepting it at the same moment is serialised with this, and the history entry (the
 * customer as actor), the notification and the events are written in the same transaction; the caller delivers
 * `announcements` after the commit. Another customer's order is a 404.
 */
export async function cancelCustomerOrder(
  db: Db,
  customer: Pick<UserRow, 'id' | 'name'>,
  orderId: string,
  body: unknown,
  lease: OutboxLease,
): Promise<StatusChange> {
  const input = await validateBody(cancelSchema, body);
  const id = parseOrderId(orderId);
  if (id === null) throw notFound();
  const reason = input.reason?.trim() || CUSTOMER_CANCEL_DEFAULT_REASON;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, customer.id)))
      .for('update')
      .limit(1);
    if (!current) throw notFound();
    const refusal = customerCancelRefusal(current.status);
    if (refusal) throw fieldError('status', refusal);
    return applyStatusChange(tx, current, 'cancelled', customer, reason, lease);
  });
}
