import { ORDER_UPDATED_EVENT, type OrderStatus } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { orders, type OrderRow } from '../../db/schema';
import { enqueueEvents, type OutboxEvent, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';
import { storeChannel } from '../../realtime/channels';
import { statusChangeEvent } from '../orders/orders.events';
import { itemsPreview, toOrderSummary, type SummaryItem } from '../orders/orders.serialize';

/** The orders as they are now in the transaction, each with its lines' names and quantities (the summary's preview). */
const ORDERS_WITH_LINES: Statement = {
  name: 'pos_tabs_orders_with_lines',
  text: `
SELECT to_jsonb(o) AS "order",
  coalesce((SELECT jsonb_agg(jsonb_build_object('name', i.name, 'quantity', i.quantity) ORDER BY i.round, i.sort_order, i.id)
            FROM order_items i WHERE i.order_id = o.id), '[]') AS lines
FROM orders o WHERE o.id = ANY($1::int[]) ORDER BY o.id`,
};

/** `order.updated` on the store's channels (and its parent's): an order changed, its status did not (shared/domain/orders/wire.ts). */
export function orderUpdatedEvent(order: OrderRow, parentId: number | null, items: SummaryItem[]): OutboxEvent {
  const channels = (parentId === null ? [order.storeId] : [order.storeId, parentId]).map(storeChannel);
  const payload = { order: toOrderSummary(order, items.reduce((n, i) => n + i.quantity, 0), itemsPreview(items)) };
  return { channels, event: ORDER_UPDATED_EVENT, payload };
}

/**
 * In the writer's transaction: what the kanban and the other stations' tables screens refresh on, for each tab
 * written. `order.updated`, or `order.status_update` for a tab that was cancelled (emptied or merged: `cancelled`
 * maps it to its status before).
 */
export async function announceTabsUpdated(
  tx: Pick<SqlRunner, 'run'>,
  orderIds: number[],
  parentId: number | null,
  lease: OutboxLease,
  cancelled: ReadonlyMap<number, OrderStatus> = new Map(),
): Promise<QueuedEvent[]> {
  const rows = await tx.run<{ order: Record<string, unknown>; lines: { name: string; quantity: number }[] }>(ORDERS_WITH_LINES, [`{${orderIds.join(',')}}`]);
  const events = rows.map(({ order: json, lines }) => {
    const order = rowFromJson(orders, json);
    const previous = cancelled.get(order.id);
    if (previous !== undefined) return statusChangeEvent(order, parentId, previous);
    return orderUpdatedEvent(order, parentId, lines.map((line) => ({ ...line, businessTypeSlug: null, selectedOptions: null })));
  });
  return enqueueEvents(tx, events, lease);
}
