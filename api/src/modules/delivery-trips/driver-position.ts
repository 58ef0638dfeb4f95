import { DELIVERY_EVENTS, driverPositionSchema, etaMinutes, POSITION_MIN_GAP_MS, TRIP_MESSAGES, type CourierPositionEvent, type DriverPositionEvent, type DriverVehicle } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { orderTrackingChannel } from '../../realtime/channels';
import type { Broadcaster } from '../../realtime/publisher';
import { deliveryChannels } from './trips.events';

/**
 * One statement per position: keep it on the driver's row (only the caller's own, online, and not sooner than
 * POSITION_MIN_GAP_MS after the last kept one) and read where it goes — the store's channels and the tracking channels
 * of the orders the driver has out for delivery.
 */
const KEEP_POSITION: Statement = {
  name: 'driver_keep_position',
  text: `
    WITH d AS (
      UPDATE drivers SET latitude = $3, longitude = $4, position_at = $5, updated_at = $5
      WHERE id = $1 AND user_id = $2 AND online_since IS NOT NULL AND is_active
        AND (position_at IS NULL OR position_at <= $5::timestamptz - make_interval(secs => $6 / 1000.0))
      RETURNING id, store_id, vehicle
    )
    SELECT d.id, d.store_id, d.vehicle, s.parent_id,
      coalesce(json_agg(json_build_object('public_id', o.public_id, 'latitude', o.latitude, 'longitude', o.longitude)) FILTER (WHERE o.id IS NOT NULL), '[]') AS stops
    FROM d JOIN stores s ON s.id = d.store_id
    LEFT JOIN delivery_trips t ON t.driver_id = d.id AND t.status = 'picked_up'
    LEFT JOIN orders o ON o.trip_id = t.id AND o.status = 'delivering'
    GROUP BY d.id, d.store_id, d.vehicle, s.parent_id`,
};

const WHY_NOT_KEPT: Statement = {
  name: 'driver_position_refusal',
  text: 'SELECT online_since IS NOT NULL AND is_active AS online FROM drivers WHERE id = $1 AND user_id = $2',
};

type Kept = { id: number; store_id: number; vehicle: DriverVehicle; parent_id: number | null; stops: { public_id: string; latitude: number | null; longitude: number | null }[] | string };

export type PositionResult = 'published' | 'throttled';

/**
 * Positions are telemetry, not business state: published straight to the real-time server after the row is kept (no
 * outbox row per position — a lost one is replaced by the next within seconds).
 */
export async function recordPosition(
  sql: Pick<SqlRunner, 'run'>,
  broadcaster: Pick<Broadcaster, 'toChannel'>,
  user: { id: number },
  driverId: string,
  body: unknown,
  now: Date,
): Promise<PositionResult> {
  if (!/^\d{1,9}$/.test(driverId)) throw notFound();
  const input = await validateBody(driverPositionSchema, body);
  const at = now.toISOString();
  const [kept] = await sql.run<Kept>(KEEP_POSITION, [Number(driverId), user.id, input.latitude, input.longitude, at, POSITION_MIN_GAP_MS]);
  if (!kept) {
    const [driver] = await sql.run<{ online: boolean }>(WHY_NOT_KEPT, [Number(driverId), user.id]);
    if (!driver) throw notFound();
    if (!driver.online) throw fieldError('online', TRIP_MESSAGES.offline);
    return 'throttled';
  }
  const position = { latitude: input.latitude, longitude: input.longitude };
  const forStore: DriverPositionEvent = { driver_id: kept.id, ...position, at };
  const stops = typeof kept.stops === 'string' ? (JSON.parse(kept.stops) as Exclude<Kept['stops'], string>) : kept.stops;
  await Promise.all([
    ...deliveryChannels(kept.store_id, kept.parent_id).map((channel) => broadcaster.toChannel(channel, DELIVERY_EVENTS.driverPosition, forStore)),
    ...stops.map((stop) => {
      const eta = stop.latitude !== null && stop.longitude !== null ? etaMinutes(position, { latitude: stop.latitude, longitude: stop.longitude }, kept.vehicle) : null;
      const forCustomer: CourierPositionEvent = { ...position, at, eta_minutes: eta };
      return broadcaster.toChannel(orderTrackingChannel(stop.public_id), DELIVERY_EVENTS.courierPosition, forCustomer);
    }),
  ]);
  return 'published';
}
