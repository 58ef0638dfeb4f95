import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { orderTrackingChannel } from '../../realtime/channels';
import type { Broadcaster } from '../../realtime/publisher';
import { itemsPreview, toOrderSummary, toStatusEvent, type SummaryItem } from './orders.serialize';

export type OrderEventsDeps = { broadcaster: Broadcaster; log: FastifyBaseLogger };

/** The store's own channel and its parent's (a branch's orders also reach the head office). */
const storeIdsOf = (order: OrderRow, parentId: number | null) => (parentId === null ? [order.storeId] : [order.storeId, parentId]);

/** After commit: `order.new` on private-store.{id} (spec §4 → window event new-order). Never throws. */
export async function publishNewOrder(deps: OrderEventsDeps, order: OrderRow, parentId: number | null, items: SummaryItem[]): Promise<void> {
  const payload = { order: toOrderSummary(order, items.reduce((n, i) => n + i.quantity, 0), itemsPreview(items)) };
  await Promise.all(storeIdsOf(order, parentId).map((id) => deps.broadcaster.toStore(id, 'order.new', payload)));
}

/** After commit: `order.status_update` to the store channels and the order's public tracking channel. */
export async function publishStatusChange(deps: OrderEventsDeps, order: OrderRow, parentId: number | null, previous: OrderRow['status']): Promise<void> {
  const payload = toStatusEvent(order, previous);
  await Promise.all([
    ...storeIdsOf(order, parentId).map((id) => deps.broadcaster.toStore(id, 'order.status_update', payload)),
    deps.broadcaster.toChannel(orderTrackingChannel(order.publicId), 'order.status_update', payload),
  ]);
}
