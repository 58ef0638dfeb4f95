import type { DriverState } from './drivers';

/**
 * Real-time agreement of delivery (API → shell bridge → remotes). On the store channel private-store.{id}:
 * `driver.position` DriverPositionEvent (a driver online moved) and `delivery.updated` DeliveryUpdatedEvent
 * (a driver went online/offline, a trip was assigned, accepted, picked up, finished). On the order's public
 * tracking channel order.{public_id}, only while that order is out with a driver: `courier.position`
 * CourierPositionEvent. The bridge re-dispatches the store channel's events as the window events below.
 */
export const DELIVERY_EVENTS = { driverPosition: 'driver.position', deliveryUpdated: 'delivery.updated', courierPosition: 'courier.position' } as const;

export const DELIVERY_WINDOW_EVENTS = { driverPosition: 'driver-position', deliveryUpdated: 'delivery-updated' } as const;

/** The store channel's delivery events and the window event each is re-dispatched as. */
export const STORE_CHANNEL_DELIVERY_EVENTS = {
  [DELIVERY_EVENTS.driverPosition]: DELIVERY_WINDOW_EVENTS.driverPosition,
  [DELIVERY_EVENTS.deliveryUpdated]: DELIVERY_WINDOW_EVENTS.deliveryUpdated,
} as const;

export type DriverPositionEvent = { driver_id: number; latitude: number; longitude: number; at: string };
export type DeliveryUpdatedEvent = { driver_id: number; state: DriverState; trip_id: number | null };
export type CourierPositionEvent = { latitude: number; longitude: number; at: string; eta_minutes: number | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The payload of a `driver-position` window event, or null when it is not one (events come from the network). */
export function driverPositionOf(detail: unknown): DriverPositionEvent | null {
  return isRecord(detail) && typeof detail.driver_id === 'number' && typeof detail.latitude === 'number' && typeof detail.longitude === 'number'
    ? (detail as DriverPositionEvent)
    : null;
}

export function courierPositionOf(detail: unknown): CourierPositionEvent | null {
  return isRecord(detail) && typeof detail.latitude === 'number' && typeof detail.longitude === 'number' ? (detail as CourierPositionEvent) : null;
}
