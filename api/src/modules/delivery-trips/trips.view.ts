import { asc, eq, inArray } from 'drizzle-orm';
import { formatOrderNumber, type TripView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { drivers, orderItems, orders, stores, type DeliveryTripRow } from '../../db/schema';

const reais = (cents: number) => cents / 100;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Trips with their driver, store and stops in route order. */
export async function tripViews(db: Db, trips: DeliveryTripRow[]): Promise<TripView[]> {
  if (trips.length === 0) return [];
  const tripIds = trips.map((t) => t.id);
  const [stopRows, driverRows, storeRows, itemRows] = await Promise.all([
    db.select().from(orders).where(inArray(orders.tripId, tripIds)).orderBy(asc(orders.tripStop), asc(orders.id)),
    db.select().from(drivers).where(inArray(drivers.id, [...new Set(trips.map((t) => t.driverId))])),
    db.select().from(stores).where(inArray(stores.id, [...new Set(trips.map((t) => t.storeId))])),
    db
      .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.tripId, tripIds))
      .orderBy(asc(orderItems.sortOrder), asc(orderItems.id)),
  ]);
  return trips.map((trip) => {
    const driver = driverRows.find((d) => d.id === trip.driverId)!;
    const store = storeRows.find((s) => s.id === trip.storeId)!;
    return {
      id: trip.id,
      status: trip.status,
      driver: { id: driver.id, name: driver.name, vehicle: driver.vehicle },
      store: {
        id: store.id,
        name: store.name,
        address: [store.address, store.number, store.district, store.city].filter(Boolean).join(', '),
        latitude: store.latitude,
        longitude: store.longitude,
      },
      assigned_at: trip.assignedAt.toISOString(),
      accepted_at: iso(trip.acceptedAt),
      picked_up_at: iso(trip.pickedUpAt),
      finished_at: iso(trip.finishedAt),
      stops: stopRows
        .filter((o) => o.tripId === trip.id)
        .map((o) => ({
          order_id: o.id,
          number: formatOrderNumber(o.number),
          status: o.status,
          customer_name: o.customerName,
          customer_phone: o.customerPhone,
          address: o.address!,
          notes: o.notes,
          items: itemRows.filter((i) => i.orderId === o.id).map((i) => (i.quantity > 1 ? `${i.quantity}x ${i.name}` : i.name)),
          total: reais(o.totalCents),
          payment_method: o.paymentMethod,
          cash_to_collect: o.paymentMethod === 'cash' ? reais(o.totalCents) : null,
          change_for: o.changeForCents === null ? null : reais(o.changeForCents),
          delivered_at: iso(o.deliveredAt),
        })),
    };
  });
}

export async function tripView(db: Db, trip: DeliveryTripRow): Promise<TripView> {
  const [view] = await tripViews(db, [trip]);
  return view!;
}

export const tripOrders = (db: Db, tripId: number) => db.select().from(orders).where(eq(orders.tripId, tripId)).orderBy(asc(orders.tripStop));
