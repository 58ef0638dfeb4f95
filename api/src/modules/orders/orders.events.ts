import { NEW_ORDER_EVENT, ORDER_STATUS_EVENT } from '@comanda/shared/domain';
import type { OrderRow } from '../../db/schema';
import type { OutboxEvent } from '../../outbox/outbox-events';
import { orderTrackingChannel, storeChannel } from '../../realtime/channels';
import { itemsPreview, toOrderSummary, toStatusEvent, type SummaryItem } from './orders.serialize';

/** The store's own channel and its parent's (a branch's orders also reach the head office). */
const storeChannelsOf = (order: OrderRow, parentId: number | null) => (parentId === null ? [order.storeId] : [order.storeId, parentId]).map(storeChannel);

/** `order.new` on private-store.{id} (spec §4 → window event new-order), written with the order. */
export function newOrderEvent(order: OrderRow, parentId: number | null, items: SummaryItem[]): OutboxEvent {
  const payload = { order: toOrderSummary(order, items.reduce((n, i) => n + i.quantity, 0), itemsPreview(items)) };
  return { channels: storeChannelsOf(order, parentId), event: NEW_ORDER_EVENT, payload };
}

/** `order.status_update` to the store channels and the order's public tracking channel, written with the change. */
export function statusChangeEvent(order: OrderRow, parentId: number | null, previous: OrderRow['status']): OutboxEvent {
  return {
    channels: [...storeChannelsOf(order, parentId), orderTrackingChannel(order.publicId)],
    event: ORDER_STATUS_EVENT,
    payload: toStatusEvent(order, previous),
  };
}
