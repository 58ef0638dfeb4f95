import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { formatOrderNumber, isLate, promisedMinutes, suggestDriver, type DeliveryMonitor, type MonitorOrder } from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import { deliveryTrips, drivers, orders, type StoreRow } from '../../db/schema';
import { driverViews } from '../drivers/drivers.view';

/** Delivery orders ready (to send out) or out with a driver, the store's drivers and where the store is. */
export async function deliveryMonitor(db: Db, sql: Pick<SqlRunner, 'query'>, store: StoreRow, storeIds: number[], now: Date): Promise<DeliveryMonitor> {
  const promised = promisedMinutes(store.deliveryTime);
  const [rows, driverRows] = await Promise.all([
    db
      .select({ order: orders, tripStatus: deliveryTrips.status, driverName: drivers.name })
      .from(orders)
      .leftJoin(deliveryTrips, eq(deliveryTrips.id, orders.tripId))
      .leftJoin(drivers, eq(drivers.id, orders.driverId))
      .where(and(inArray(orders.storeId, storeIds), eq(orders.orderType, 'delivery'), or(eq(orders.status, 'ready'), eq(orders.status, 'delivering'))))
      .orderBy(asc(orders.createdAt)),
    db.select().from(drivers).where(eq(drivers.storeId, store.id)).orderBy(asc(drivers.name)),
  ]);
  const monitorOrders: MonitorOrder[] = rows.map(({ order, tripStatus, driverName }) => ({
    id: order.id,
    number: formatOrderNumber(order.number),
    status: order.status,
    customer_name: order.customerName,
    district: order.district,
    latitude: order.latitude,
    longitude: order.longitude,
    total: order.totalCents / 100,
    placed_at: order.createdAt.toISOString(),
    minutes_since_placed: Math.max(0, Math.floor((now.getTime() - order.createdAt.getTime()) / 60_000)),
    late: isLate(order.createdAt, now, promised),
    trip_id: order.tripId,
    trip_status: tripStatus,
    driver_id: order.driverId,
    driver_name: driverName,
  }));
  return {
    store: { latitude: store.latitude, longitude: store.longitude, promised_minutes: promised },
    orders: monitorOrders,
    drivers: await driverViews(sql, driverRows, now),
  };
}

/** The nearest free driver to the store (the shared rule), among the store's active drivers with an account. */
export async function suggestedDriver(db: Db, sql: Pick<SqlRunner, 'query'>, store: StoreRow, now: Date): Promise<number | null> {
  const rows = await db.select().from(drivers).where(and(eq(drivers.storeId, store.id), eq(drivers.isActive, true)));
  const views = await driverViews(sql, rows.filter((r) => r.userId !== null), now);
  const storePoint = store.latitude !== null && store.longitude !== null ? { latitude: store.latitude, longitude: store.longitude } : null;
  return suggestDriver(storePoint, views.map((v) => ({ id: v.id, state: v.state, active: v.active, position: v.position })));
}
