import { and, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { CANCEL_REASON_REQUIRED, canTransition, invalidTransitionMessage, ORDER_STATUSES, type OrderStatus } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory, stores, type OrderRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announceStatusChange } from './orders.announcements';
import { parseOrderId } from './orders.queries';

export const STATUS_MESSAGES = {
  statusRequired: 'Informe o novo status',
  statusInvalid: 'Status inválido',
  reasonTooLong: 'O motivo deve ter no máximo 300 caracteres',
} as const;

const statusSchema = object({
  status: string().required(STATUS_MESSAGES.statusRequired).oneOf([...ORDER_STATUSES], STATUS_MESSAGES.statusInvalid),
  reason: string().trim().max(300, STATUS_MESSAGES.reasonTooLong).nullable().optional(),
});

/** `announcements`: the outbox events written with the change, for the caller to deliver after the commit. */
export type StatusChange = { order: OrderRow; previous: OrderStatus; announcements: QueuedEvent[] };

/**
 * Moves an order on. The row is locked (FOR UPDATE) so two staff members moving the same order at once
 * are serialised and the second sees the first's status; the status machine of shared/domain decides.
 */
export async function changeOrderStatus(db: Db, storeIds: number[], orderId: string, actor: UserRow, body: unknown, lease: OutboxLease): Promise<StatusChange>;
export async function changeOrderStatus(
  db: Db,
  storeIds: number[],
  orderId: string,
  actor: null,
  body: unknown,
  lease: OutboxLease,
  onlyFrom: OrderStatus,
): Promise<StatusChange | null>;
export async function changeOrderStatus(
  db: Db,
  storeIds: number[],
  orderId: string,
  actor: Pick<UserRow, 'id' | 'name'> | null,
  body: unknown,
  lease: OutboxLease,
  /** Only from this status (scheduled work, e.g. the escalation's auto-cancel); null when the order moved on. */
  onlyFrom?: OrderStatus,
): Promise<StatusChange | null> {
  const input = await validateBody(statusSchema, body);
  const id = parseOrderId(orderId);
  if (id === null) throw notFound();
  const to = input.status as OrderStatus;
  const reason = input.reason?.trim() || null;
  if (to === 'cancelled' && !reason) throw fieldError('reason', CANCEL_REASON_REQUIRED);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    if (!current || !storeIds.includes(current.storeId)) throw notFound();
    if (onlyFrom && current.status !== onlyFrom) return null;
    return applyStatusChange(tx, current, to, actor, reason, lease);
  });
}

/**
 * Inside the caller's transaction, with `current` locked FOR UPDATE: the shared status machine decides, the history
 * records who, the customer's notification and the events go to the outbox (delivered by the caller after commit).
 */
export async function applyStatusChange(
  tx: Db,
  current: OrderRow,
  to: OrderStatus,
  actor: Pick<UserRow, 'id' | 'name'> | null,
  reason: string | null,
  lease: OutboxLease,
  extra: Partial<Pick<OrderRow, 'pickedUpAt' | 'deliveredAt'>> = {},
): Promise<StatusChange> {
  if (!canTransition(current.orderType, current.status, to)) throw fieldError('status', invalidTransitionMessage(current.orderType, current.status, to));
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...extra, ...(to === 'cancelled' ? { cancelReason: reason } : {}) })
    .where(and(eq(orders.id, current.id), eq(orders.status, current.status)))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId: current.id, status: to, actorId: actor?.id ?? null, actorName: actor?.name ?? null, reason: to === 'cancelled' ? reason : null });
  const [store] = await tx.select({ slug: stores.slug, parentId: stores.parentId }).from(stores).where(eq(stores.id, updated!.storeId));
  const byCustomer = to === 'cancelled' && actor !== null && actor.id === current.userId;
  return { order: updated!, previous: current.status, announcements: await announceStatusChange(tx, updated!, current.status, store!, lease, byCustomer) };
}
