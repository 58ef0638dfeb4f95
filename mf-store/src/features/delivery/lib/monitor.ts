import { isLate, type DeliveryMonitor, type MonitorOrder } from '@comanda/shared/domain';

/** Ready delivery orders no driver took yet: what "Prontos para entrega" lists and the dialog assigns. */
export const readyWithoutDriver = (monitor: DeliveryMonitor): MonitorOrder[] => monitor.orders.filter((o) => o.status === 'ready' && o.driver_id === null);

/** Orders with a driver (assigned, accepted or out): "Em rota". */
export const withDriver = (monitor: DeliveryMonitor): MonitorOrder[] => monitor.orders.filter((o) => o.driver_id !== null);

/** Minutes since the order was placed, as of `now` (the server's figure is as of the last fetch). */
export function minutesSincePlaced(order: MonitorOrder, now: number): number {
  const placed = Date.parse(order.placed_at);
  return Number.isFinite(placed) ? Math.max(order.minutes_since_placed, Math.floor((now - placed) / 60_000)) : order.minutes_since_placed;
}

/** Late by the server, or since then by the store's promised minutes. */
export function lateAt(order: MonitorOrder, now: number, promisedMinutes: number): boolean {
  return order.late || isLate(new Date(order.placed_at), new Date(now), promisedMinutes);
}
