import { DELIVERY_EVENTS, type DeliveryUpdatedEvent } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import type { DriverRow } from '../../db/schema';
import { enqueueEventsWith, type OutboxEvent, type OutboxLease, type QueuedEvent } from '../../outbox/outbox-events';
import { storeChannel } from '../../realtime/channels';
import { createNotifications, notificationEvents } from '../notifications/notifications.service';

/** The store's channel and its parent's (a branch's deliveries also reach the head office's monitor). */
export const deliveryChannels = (storeId: number, parentId: number | null): string[] => (parentId === null ? [storeId] : [storeId, parentId]).map(storeChannel);

export function deliveryUpdated(driver: Pick<DriverRow, 'id' | 'storeId'>, parentId: number | null, payload: Omit<DeliveryUpdatedEvent, 'driver_id'>): OutboxEvent {
  const event: DeliveryUpdatedEvent = { driver_id: driver.id, ...payload };
  return { channels: deliveryChannels(driver.storeId, parentId), event: DELIVERY_EVENTS.deliveryUpdated, payload: event };
}

/**
 * In the write's transaction: `delivery.updated` for the monitors and, when `notify` is given, a notification to the
 * driver's account (the app refreshes its trips when it arrives) — all through the outbox.
 */
export async function announceDelivery(
  tx: Db,
  lease: OutboxLease,
  events: OutboxEvent[],
  notify?: { userId: number | null; title: string; message: string; data: Record<string, unknown> },
): Promise<QueuedEvent[]> {
  const rows = notify?.userId ? await createNotifications(tx, [notify.userId], { type: 'delivery.trip', title: notify.title, message: notify.message, data: notify.data }) : [];
  return enqueueEventsWith(tx, [...events, ...notificationEvents(rows)], lease);
}
