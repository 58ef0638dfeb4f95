import { newOrderOf, ORDER_WINDOW_EVENTS, orderStatusEventOf, type OrderStatusEvent, type OrderSummary } from '@comanda/shared/domain';

export type OrderEventHandlers = {
  onNewOrder?: (order: OrderSummary) => void;
  onStatusUpdate?: (update: OrderStatusEvent) => void;
};

/**
 * Listens to the store channel's window events (`new-order`, `order-status-update`, dispatched by the
 * shell's real-time bridge), handing on only well-formed payloads. Returns the unsubscribe.
 */
export function listenToOrderEvents({ onNewOrder, onStatusUpdate }: OrderEventHandlers): () => void {
  const newOrder = (event: Event) => {
    const order = newOrderOf((event as CustomEvent).detail);
    if (order) onNewOrder?.(order);
  };
  const statusUpdate = (event: Event) => {
    const update = orderStatusEventOf((event as CustomEvent).detail);
    if (update) onStatusUpdate?.(update);
  };
  window.addEventListener(ORDER_WINDOW_EVENTS.newOrder, newOrder);
  window.addEventListener(ORDER_WINDOW_EVENTS.statusUpdate, statusUpdate);
  return () => {
    window.removeEventListener(ORDER_WINDOW_EVENTS.newOrder, newOrder);
    window.removeEventListener(ORDER_WINDOW_EVENTS.statusUpdate, statusUpdate);
  };
}
