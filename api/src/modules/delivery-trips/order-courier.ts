import { eq } from 'drizzle-orm';
import { etaMinutes, type CourierView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { drivers, type OrderRow } from '../../db/schema';

export type OrderDelivery = { code: string | null; courier: CourierView | null };

/**
 * For whoever may follow the order (its link, its customer): the code to give at the door once a driver has the
 * order, and the driver (first name, vehicle, last position, estimate) only while it is out for delivery.
 */
export async function orderDelivery(db: Db, order: OrderRow): Promise<OrderDelivery | null> {
  if (order.orderType !== 'delivery' || order.driverId === null) return null;
  const code = order.status === 'completed' || order.status === 'cancelled' ? null : order.deliveryCode;
  if (order.status !== 'delivering') return { code, courier: null };
  const [driver] = await db.select().from(drivers).where(eq(drivers.id, order.driverId));
  if (!driver) return { code, courier: null };
  const position = driver.latitude !== null && driver.longitude !== null && driver.positionAt ? { latitude: driver.latitude, longitude: driver.longitude, at: driver.positionAt.toISOString() } : null;
  const destination = order.latitude !== null && order.longitude !== null ? { latitude: order.latitude, longitude: order.longitude } : null;
  return {
    code,
    courier: {
      name: driver.name.split(/\s+/)[0] ?? driver.name,
      vehicle: driver.vehicle,
      position,
      eta_minutes: position && destination ? etaMinutes(position, destination, driver.vehicle) : null,
    },
  };
}
