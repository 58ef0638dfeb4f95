import type { FastifyInstance } from 'fastify';
import { scheduledReleaseAt } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { orders, type OrderRow } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue-job';
import { enqueueEvents, type QueuedEvent } from '../../outbox/outbox-events';
import { scheduleEscalation } from '../order-escalation/escalation.service';
import { announceNewOrder } from './orders.announcements';
import { statusChangeEvent } from './orders.events';
import type { SummaryItem } from './orders.serialize';

/** The job that moves a scheduled order into 'pending' when its slot comes near. */
export const SCHEDULED_RELEASE_JOB = 'order.scheduled.release';

/**
 * In the order's transaction: the release job, due at the slot's start minus the store's lead time (at once when the
 * customer chose the first slot the notice allows). Until then the order waits in the kanban's "Agendados".
 */
export async function scheduleRelease(tx: Pick<SqlRunner, 'run'>, order: Pick<OrderRow, 'id' | 'scheduledFor'>, leadMinutes: number, placedAt: Date): Promise<void> {
  if (!order.scheduledFor) return;
  const runAt = scheduledReleaseAt(order.scheduledFor, leadMinutes, placedAt);
  await enqueueJob(tx, { kind: SCHEDULED_RELEASE_JOB, payload: { orderId: order.id }, runAt, dedupeKey: `${SCHEDULED_RELEASE_JOB}:${order.id}` });
}

/** $1 order id, $2 now: 'scheduled' → 'pending' with its history entry; no row when it moved on (cancelled, released early). */
const RELEASE: Statement = {
  name: 'orders_release_scheduled',
  text: `
WITH u AS (
  UPDATE orders SET status = 'pending', updated_at = $2::timestamptz WHERE id = $1::int AND status = 'scheduled' RETURNING *
), h AS (
  INSERT INTO order_status_history (order_id, status, created_at) SELECT id, 'pending', $2::timestamptz FROM u
)
SELECT to_jsonb(u) AS "order", s.parent_id AS "parentId",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('name', i.name, 'quantity', i.quantity, 'businessTypeSlug', i.business_type_slug, 'selectedOptions', i.selected_options)
     ORDER BY i.sort_order, i.id), '[]'::jsonb) FROM order_items i WHERE i.order_id = u.id) AS items
FROM u JOIN stores s ON s.id = u.store_id`,
};

type ReleasedRow = { order: Record<string, unknown>; parentId: number | null; items: SummaryItem[] };

/** $1 order id: a scheduled order the staff released early ("Liberar agora") and nobody accepted yet. */
const RELEASED_EARLY: Statement = {
  name: 'orders_released_early',
  text: `SELECT id, store_id AS "storeId" FROM orders WHERE id = $1::int AND status = 'pending' AND scheduled_for IS NOT NULL`,
};

/**
 * Releases one scheduled order, in one transaction (an order the staff released early only gets its escalation): its status (with history), the store's new-order escalation counted
 * from now, and as outbox events the status change (kanban, the customer's tracking) and the usual new-order
 * announcement (staff notifications and `order.new`, which rings the new-order alert). Nothing when it is no longer scheduled.
 */
export async function releaseScheduledOrder(
  db: { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> },
  orderId: number,
  now: Date,
  lease: Parameters<typeof enqueueEvents>[2],
): Promise<QueuedEvent[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.run<ReleasedRow>(RELEASE, [orderId, now.toISOString()]);
    if (!row) {
      // Released early by the staff and still not accepted: the new-order escalation counts from the planned release.
      const [early] = await tx.run<{ id: number; storeId: number }>(RELEASED_EARLY, [orderId]);
      if (early) await scheduleEscalation(tx, early, now);
      return [];
    }
    const order = rowFromJson(orders, row.order);
    await scheduleEscalation(tx, order, now);
    const status = await enqueueEvents(tx, [statusChangeEvent(order, row.parentId, 'scheduled')], lease);
    return [...status, ...(await announceNewOrder(tx, order, row.items, row.parentId, lease))];
  });
}

export function registerScheduledReleaseJob(app: FastifyInstance): void {
  app.jobs.register(SCHEDULED_RELEASE_JOB, async (job) => {
    const orderId = job.payload.orderId;
    if (typeof orderId !== 'number') throw new Error('scheduled release job without orderId');
    const announcements = await releaseScheduledOrder(app.dbHandle, orderId, app.now(), app.outbox.lease);
    if (announcements.length > 0) await app.outbox.deliver(announcements);
  });
}
