import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { assignTripSchema, formatOrderNumber, routeOrder, TRIP_MESSAGES, TRIP_STATUS_LABELS, tripMove, type Coordinates } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { deliveryTrips, drivers, orders, type DeliveryTripRow, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announceDelivery, deliveryUpdated } from './trips.events';

export type DispatchContext = { db: Db; store: StoreRow; storeIds: number[]; actor: UserRow; now: Date; lease: OutboxLease };
export type TripWrite = { trip: DeliveryTripRow; announcements: QueuedEvent[] };

const point = (lat: number | null, lng: number | null): Coordinates | null => (lat === null || lng === null ? null : { latitude: lat, longitude: lng });
const newDeliveryCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * The store sends ready delivery orders out with a driver: one trip, its stops in the route rule's order (nearest
 * first from the store), each order with the code its customer will give at the door. Driver and orders are locked so
 * two dispatchers cannot give the same order or driver two trips.
 */
export async function assignTrip(ctx: DispatchContext, body: unknown): Promise<TripWrite> {
  const input = await validateBody(assignTripSchema, body);
  const orderIds = [...new Set(input.order_ids)];
  return ctx.db.transaction(async (tx) => {
    const [driver] = await tx.select().from(drivers).where(and(eq(drivers.id, input.driver_id), eq(drivers.storeId, ctx.store.id))).for('update');
    if (!driver) throw fieldError('driver_id', TRIP_MESSAGES.driverRequired);
    if (!driver.isActive) throw fieldError('driver_id', TRIP_MESSAGES.driverInactive);
    if (driver.userId === null) throw fieldError('driver_id', TRIP_MESSAGES.driverNoAccount);
    const [busy] = await tx.select({ id: deliveryTrips.id }).from(deliveryTrips).where(and(eq(deliveryTrips.driverId, driver.id), inArray(deliveryTrips.status, ['assigned', 'accepted', 'picked_up']))).limit(1);
    if (busy) throw fieldError('driver_id', TRIP_MESSAGES.driverBusy);

    const rows = await tx.select().from(orders).where(and(inArray(orders.id, orderIds), inArray(orders.storeId, ctx.storeIds))).orderBy(orders.id).for('update');
    for (const id of orderIds) if (!rows.some((o) => o.id === id)) throw fieldError('order_ids', TRIP_MESSAGES.orderUnknown(id));
    for (const order of rows) {
      const n = formatOrderNumber(order.number);
      if (order.orderType !== 'delivery') throw fieldError('order_ids', TRIP_MESSAGES.orderNotDelivery(n));
      if (order.tripId !== null) throw fieldError('order_ids', TRIP_MESSAGES.orderAssigned(n));
      if (order.status !== 'ready') throw fieldError('order_ids', TRIP_MESSAGES.orderNotReady(n));
    }

    const [trip] = await tx.insert(deliveryTrips).values({ storeId: ctx.store.id, driverId: driver.id, status: 'assigned', assignedBy: ctx.actor.id, assignedAt: ctx.now }).returning();
    const visit = routeOrder(point(ctx.store.latitude, ctx.store.longitude), rows.map((o) => point(o.latitude, o.longitude)));
    for (const [stop, index] of visit.entries()) {
      const order = rows[index]!;
      await tx
        .update(orders)
        .set({ tripId: trip!.id, tripStop: stop + 1, driverId: driver.id, deliveryCode: order.deliveryCode ?? newDeliveryCode(), updatedAt: ctx.now })
        .where(eq(orders.id, order.id));
    }
    const count = rows.length;
    const announcements = await announceDelivery(tx, ctx.lease, [deliveryUpdated(driver, ctx.store.parentId, { state: 'on_trip', trip_id: trip!.id })], {
      userId: driver.userId,
      title: `Nova entrega: ${count} ${count === 1 ? 'pedido' : 'pedidos'}`,
      message: `${ctx.store.name} atribuiu ${rows.map((o) => formatOrderNumber(o.number)).join(', ')} a você. Aceite no app.`,
      data: { trip_id: trip!.id, driver_id: driver.id, url: '/entregador' },
    });
    return { trip: trip!, announcements };
  });
}

/** The store takes a trip back before the driver picked it up: its orders are ready for another driver. */
export async function cancelTrip(ctx: DispatchContext, tripId: string): Promise<TripWrite> {
  if (!/^\d{1,9}$/.test(tripId)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const [trip] = await tx.select().from(deliveryTrips).where(and(eq(deliveryTrips.id, Number(tripId)), eq(deliveryTrips.storeId, ctx.store.id))).for('update');
    if (!trip) throw notFound();
    if (!tripMove(trip.status, 'cancel')) throw fieldError('trip', TRIP_MESSAGES.tripMoved(TRIP_STATUS_LABELS[trip.status]));
    const [updated] = await tx.update(deliveryTrips).set({ status: 'cancelled', finishedAt: ctx.now }).where(eq(deliveryTrips.id, trip.id)).returning();
    await releaseOrders(tx, trip.id, ctx.now);
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, trip.driverId));
    const announcements = await announceDelivery(tx, ctx.lease, [deliveryUpdated(driver!, ctx.store.parentId, { state: driver!.onlineSince ? 'idle' : 'offline', trip_id: null })], {
      userId: driver!.userId,
      title: 'Entrega cancelada pela loja',
      message: `${ctx.store.name} retirou a viagem de você.`,
      data: { trip_id: trip.id, driver_id: driver!.id, url: '/entregador' },
    });
    return { trip: updated!, announcements };
  });
}

/** The orders of a trip that ended before pickup go back to 'ready' without a driver (their code stays). */
export async function releaseOrders(tx: Db, tripId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ tripId: null, tripStop: null, driverId: null, updatedAt: now }).where(eq(orders.tripId, tripId));
}
