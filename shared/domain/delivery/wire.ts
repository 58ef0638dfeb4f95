/**
 * Wire shapes of delivery (money in reais). Routes:
 *   Store (access.storeMember):
 *     GET    /api/stores/{id}/delivery/drivers                      DriverView[]             (store.manage)
 *     POST   /api/stores/{id}/delivery/drivers                      createDriverSchema → { data: DriverView, message }
 *     PUT    /api/stores/{id}/delivery/drivers/{driverId}           updateDriverSchema → { data: DriverView }
 *     POST   /api/stores/{id}/delivery/drivers/{driverId}/settle    settle the driver's cash into the caller's open register → { data: SettlementView }
 *     GET    /api/stores/{id}/delivery/monitor                      DeliveryMonitor          (orders.view)
 *     GET    /api/stores/{id}/delivery/suggestion?order_ids=1,2     { data: { driver_id | null } } (orders.view)
 *     POST   /api/stores/{id}/delivery/trips                        assignTripSchema → { data: TripView } (orders.update_status)
 *     DELETE /api/stores/{id}/delivery/trips/{tripId}               unassign before pickup (orders.update_status)
 *   Driver app (access.driver: the caller's own driver rows only):
 *     GET  /api/driver/me                                            { data: DriverProfile[] }
 *     POST /api/driver/{driverId}/online    { online }               { data: DriverProfile }
 *     POST /api/driver/{driverId}/position  driverPositionSchema     204
 *     GET  /api/driver/{driverId}/trips                              { data: TripView[] } (in progress)
 *     POST /api/driver/{driverId}/trips/{tripId}/{accept|decline|pickup}
 *     POST /api/driver/{driverId}/orders/{orderId}/deliver  deliverOrderSchema
 */
import type { OrderAddress } from '../orders/wire';
import type { OrderPaymentMethod } from '../orders/payment';
import type { OrderStatus } from '../orders/status';
import type { DriverKind, DriverPosition, DriverState, DriverVehicle, DriverView } from './drivers';
import type { TripStatus } from './trips';

export type TripStopView = {
  order_id: number;
  /** '#0042' */
  number: string;
  status: OrderStatus;
  customer_name: string;
  customer_phone: string;
  address: OrderAddress;
  notes: string | null;
  /** What goes in the bag: '2x Margherita', 'Refrigerante'. */
  items: string[];
  total: number;
  payment_method: OrderPaymentMethod;
  /** Cash orders: the total to collect and the note the customer left ('Troco para'); null otherwise. */
  cash_to_collect: number | null;
  change_for: number | null;
  delivered_at: string | null;
};

export type TripView = {
  id: number;
  status: TripStatus;
  driver: { id: number; name: string; vehicle: DriverVehicle };
  store: { id: number; name: string; address: string; latitude: number | null; longitude: number | null };
  assigned_at: string;
  accepted_at: string | null;
  picked_up_at: string | null;
  finished_at: string | null;
  /** In the route's order. */
  stops: TripStopView[];
};

/** What a driver sees of themself for one store. */
export type DriverProfile = {
  driver_id: number;
  name: string;
  vehicle: DriverVehicle;
  kind: DriverKind;
  active: boolean;
  online: boolean;
  store: { id: number; name: string; slug: string };
  cash_in_hand: number;
  deliveries_today: number;
};

export type MonitorOrder = {
  id: number;
  number: string;
  status: OrderStatus;
  customer_name: string;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  total: number;
  placed_at: string;
  minutes_since_placed: number;
  late: boolean;
  trip_id: number | null;
  trip_status: TripStatus | null;
  driver_id: number | null;
  driver_name: string | null;
};

/** GET /delivery/monitor: delivery orders ready or out, the store's drivers, the store's point. */
export type DeliveryMonitor = {
  store: { latitude: number | null; longitude: number | null; promised_minutes: number };
  orders: MonitorOrder[];
  drivers: DriverView[];
};

/** The courier on the tracking page of an order out for delivery (first name only). */
export type CourierView = { name: string; vehicle: DriverVehicle; position: DriverPosition | null; eta_minutes: number | null };

export type SettlementView = { driver_id: number; amount: number; orders: number; register_session_id: number; movement_id: number };

export type { DriverState };
