import type { Db, SqlRunner } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { enqueueEvents, enqueueEventsWith, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';
import { notificationEvents } from '../notifications/notifications.service';
import { newOrderEvent, statusChangeEvent } from './orders.events';
import { notifyCustomerOfStatus, notifyStaffOfCustomerCancel, notifyStaffOfNewOrder } from './orders.notifications';
import type { SummaryItem } from './orders.serialize';

/**
 * In the order's transaction: the staff's notifications, `order.new` and the notifications' broadcasts
 * as outbox events. The caller delivers the events after the commit; a dispatcher does if it cannot.
 */
export async function announceNewOrder(
  tx: Pick<SqlRunner, 'run'>,
  order: OrderRow,
  items: SummaryItem[],
  parentId: number | null,
  lease: OutboxLease,
): Promise<QueuedEvent[]> {
  // A scheduled order only appears in the kanban's "Agendados": the staff hear of it when it is released.
  const notifications = order.status === 'scheduled' ? [] : await notifyStaffOfNewOrder(tx, order);
  return enqueueEvents(tx, [newOrderEvent(order, parentId, items), ...notificationEvents(notifications)], lease);
}

/**
 * In the status change's transaction: `order.status_update` and a notification, as outbox events. The customer hears
 * of the store's changes; when the customer made the change (cancelled it), the store's staff hear of it instead.
 */
export async function announceStatusChange(
  tx: Db,
  order: OrderRow,
  previous: OrderRow['status'],
  store: { slug: string; parentId: number | null },
  lease: OutboxLease,
  byCustomer = false,
): Promise<QueuedEvent[]> {
  const notifications = byCustomer ? await notifyStaffOfCustomerCancel(tx, order) : await notifyCustomerOfStatus(tx, order, store.slug);
  return enqueueEventsWith(tx, [statusChangeEvent(order, store.parentId, previous), ...notificationEvents(notifications)], lease);
}
