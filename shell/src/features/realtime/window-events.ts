import { REALTIME_RECONNECTED_EVENT } from '@comanda/shared/state';
import { DELIVERY_WINDOW_EVENTS, ORDER_WINDOW_EVENTS, type RecentEventIds } from '@comanda/shared/domain';

/** The window events the real-time bridge dispatches (the order events are the shared agreement's). */
export const REALTIME_WINDOW_EVENTS = {
  notification: 'new-notification',
  newOrder: ORDER_WINDOW_EVENTS.newOrder,
  orderStatus: ORDER_WINDOW_EVENTS.statusUpdate,
  orderUpdate: ORDER_WINDOW_EVENTS.update,
  driverPosition: DELIVERY_WINDOW_EVENTS.driverPosition,
  deliveryUpdated: DELIVERY_WINDOW_EVENTS.deliveryUpdated,
  reconnected: REALTIME_RECONNECTED_EVENT,
} as const;

/** `emit(name)` is a channel callback that re-dispatches each payload as the window event `name`. */
export type Emit = (name: string) => (payload: unknown) => void;

/** Events are delivered at least once: a repeated event id is not dispatched again. */
export const emitOnce =
  (recent: RecentEventIds): Emit =>
  (name) =>
  (payload) => {
    if (!recent.isRepeat(payload)) window.dispatchEvent(new CustomEvent(name, { detail: payload }));
  };

/** Tells the remotes (`onRealtimeReconnected`) that the connection is back and its channels are subscribed again. */
export function announceReconnected(): void {
  window.dispatchEvent(new CustomEvent(REALTIME_WINDOW_EVENTS.reconnected));
}
