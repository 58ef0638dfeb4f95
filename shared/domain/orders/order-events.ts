import { isOrderStatus } from './status';
import type { OrderStatusEvent, OrderSummary } from './wire';

/**
 * Window events the shell's real-time bridge dispatches for the store channel (spec §4): `new-order`
 * carries `{ order: OrderSummary }` (the `order.new` payload), `order-status-update` an OrderStatusEvent.
 */
export const ORDER_WINDOW_EVENTS = { newOrder: 'new-order', statusUpdate: 'order-status-update' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The order of a `new-order` event, or null when the payload is not one (events come from the network). */
export function newOrderOf(detail: unknown): OrderSummary | null {
  const order = isRecord(detail) ? detail.order : null;
  return isRecord(order) && typeof order.id === 'number' && isOrderStatus(order.status) ? (order as OrderSummary) : null;
}

/** The payload of an `order-status-update` event, or null when it is not one. */
export function orderStatusEventOf(detail: unknown): OrderStatusEvent | null {
  return isRecord(detail) && typeof detail.id === 'number' && isOrderStatus(detail.status) ? (detail as OrderStatusEvent) : null;
}
