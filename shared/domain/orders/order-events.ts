import { isOrderStatus } from './status';
import type { OrderStatusEvent, OrderSummary } from './wire';

/** Public channel of one order's tracking: the order's uuid is the secret, as in its link. */
export const orderTrackingChannel = (publicId: string): string => `order.${publicId}`;

/** A new order, on the store channels. */
export const NEW_ORDER_EVENT = 'order.new';

/** The event of a status change, on the store channels and on the order's tracking channel. */
export const ORDER_STATUS_EVENT = 'order.status_update';

/** An order changed without changing status (store channels; a PIX charge made or paid also on the tracking channel). */
export const ORDER_UPDATED_EVENT = 'order.updated';

/**
 * Window events the shell's real-time bridge dispatches for the store channel (spec §4): `new-order`
 * carries `{ order: OrderSummary }` (the `order.new` payload), `order-status-update` an OrderStatusEvent,
 * `order-update` `{ order: OrderSummary }` (the `order.updated` payload: an order changed, not its status).
 */
export const ORDER_WINDOW_EVENTS = { newOrder: 'new-order', statusUpdate: 'order-status-update', update: 'order-update' } as const;

/** The store channel's events (as written on the wire) and the window event the bridge re-dispatches each as. */
export const STORE_CHANNEL_ORDER_EVENTS = {
  [NEW_ORDER_EVENT]: ORDER_WINDOW_EVENTS.newOrder,
  [ORDER_STATUS_EVENT]: ORDER_WINDOW_EVENTS.statusUpdate,
  [ORDER_UPDATED_EVENT]: ORDER_WINDOW_EVENTS.update,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The order of a `new-order` event, or null when the payload is not one (events come from the network). */
export function newOrderOf(detail: unknown): OrderSummary | null {
  const order = isRecord(detail) ? detail.order : null;
  return isRecord(order) && typeof order.id === 'number' && isOrderStatus(order.status) ? (order as OrderSummary) : null;
}

/** The order of an `order-update` event (the same shape as new-order's), or null when the payload is not one. */
export const updatedOrderOf = (detail: unknown): OrderSummary | null => newOrderOf(detail);

/** The payload of an `order-status-update` event, or null when it is not one. */
export function orderStatusEventOf(detail: unknown): OrderStatusEvent | null {
  return isRecord(detail) && typeof detail.id === 'number' && isOrderStatus(detail.status) ? (detail as OrderStatusEvent) : null;
}
