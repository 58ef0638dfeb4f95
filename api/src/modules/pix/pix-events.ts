import { asc, eq } from 'drizzle-orm';
import { ORDER_UPDATED_EVENT } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderItems, stores, type OrderRow } from '../../db/schema';
import { enqueueEventsWith, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';
import { orderTrackingChannel, storeChannel } from '../../realtime/channels';
import { itemsPreview, toOrderSummary } from '../orders/orders.serialize';

/**
 * In the writer's transaction: `order.updated` for a PIX charge made or paid, on the store's channels (the kanban's
 * card and "Pago" badge) and on the order's tracking channel (the customer's page refetches and shows the code or
 * "Pagamento confirmado"). Delivered by the caller after the commit.
 */
export async function announcePixUpdate(tx: Db, order: OrderRow, lease: OutboxLease): Promise<QueuedEvent[]> {
  const items = await tx
    .select({ name: orderItems.name, quantity: orderItems.quantity, businessTypeSlug: orderItems.businessTypeSlug, selectedOptions: orderItems.selectedOptions })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.sortOrder), asc(orderItems.id));
  const [store] = await tx.select({ parentId: stores.parentId }).from(stores).where(eq(stores.id, order.storeId));
  const storeIds = store?.parentId ? [order.storeId, store.parentId] : [order.storeId];
  const payload = { order: toOrderSummary(order, items.reduce((n, i) => n + i.quantity, 0), itemsPreview(items)) };
  return enqueueEventsWith(tx, [{ channels: [...storeIds.map(storeChannel), orderTrackingChannel(order.publicId)], event: ORDER_UPDATED_EVENT, payload }], lease);
}
