import { and, eq, inArray } from 'drizzle-orm';
import { deliverOrderSchema, formatBRL, reaisToCents, TRIP_MESSAGES, TRIP_STATUS_LABELS, tripMove, type TripAction } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { deliveryTrips, driverCash, drivers, orders, stores, type DeliveryTripRow, type DriverRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { applyStatusChange } from '../orders/orders.status';
import { releaseOrders } from './trips.assign';
import { announceDelivery, deliveryUpdated } from './trips.events';

export type DriverContext = { db: Db; user: UserRow; now: Date; lease: OutboxLease };
export type DriverWrite = { trip: DeliveryTripRow; announcements: QueuedEvent[] };

const ID = /^\d{1,9}$/;

/** The caller's own driver row (a driver of another account is 404, as if it did not exist). */
export async function ownDriver(db: Db, user: Pick<UserRow, 'id'>, driverId: string): Promise<DriverRow> {
  if (!ID.test(driverId)) throw notFound();
  const [driver] = await db.select().from(drivers).where(and(eq(drivers.id, Number(driverId)), eq(drivers.userId, user.id))).limit(1);
  if (!driver) throw notFound();
  return driver;
}

const parentOf = async (tx: Db, storeId: number) => (await tx.select({ parentId: stores.parentId }).from(stores).where(eq(stores.id, storeId)))[0]?.parentId ?? null;

async function lockOwnTrip(tx: Db, driver: DriverRow, tripId: string): Promise<DeliveryTripRow> {
  if (!ID.test(tripId)) throw notFound();
  const [trip] = await tx.select().from(deliveryTrips).where(and(eq(deliveryTrips.id, Number(tripId)), eq(deliveryTrips.driverId, driver.id))).for('update');
  if (!trip) throw notFound();
  return trip;
}

/**
 * accept, decline or pickup ("retirei os pedidos"). Picking up moves every order of the trip to 'delivering' through the
 * shared status machine (the customer's tracking page and the kanban hear it); declining gives the orders back.
 */
export async function moveTrip(ctx: DriverContext, driverId: string, tripId: string, action: Exclude<TripAction, 'cancel'>): Promise<DriverWrite> {
  const driver = await ownDriver(ctx.db, ctx.user, driverId);
  return ctx.db.transaction(async (tx) => {
    const trip = await lockOwnTrip(tx, driver, tripId);
    const to = tripMove(trip.status, action);
    if (!to) throw fieldError('trip', TRIP_MESSAGES.tripMoved(TRIP_STATUS_LABELS[trip.status]));
    if (action !== 'decline' && !driver.onlineSince) throw fieldError('trip', TRIP_MESSAGES.offline);
    const stamp = action === 'accept' ? { acceptedAt: ctx.now } : action === 'pickup' ? { pickedUpAt: ctx.now } : { finishedAt: ctx.now };
    const [updated] = await tx.update(deliveryTrips).set({ status: to, ...stamp }).where(eq(deliveryTrips.id, trip.id)).returning();
    const announcements: QueuedEvent[] = [];
    if (action === 'decline') await releaseOrders(tx, trip.id, ctx.now);
    if (action === 'pickup') {
      const stops = await tx.select().from(orders).where(and(eq(orders.tripId, trip.id), eq(orders.status, 'ready'))).orderBy(orders.id).for('update');
      for (const order of stops) announcements.push(...(await applyStatusChange(tx, order, 'delivering', ctx.user, null, ctx.lease, { pickedUpAt: ctx.now })).announcements);
    }
    const state = to === 'declined' ? 'idle' : 'on_trip';
    announcements.push(...(await announceDelivery(tx, ctx.lease, [deliveryUpdated(driver, await parentOf(tx, driver.storeId), { state, trip_id: to === 'declined' ? null : trip.id })])));
    return { trip: updated!, announcements };
  });
}

/**
 * "Entregue": the customer's 4-digit code must match; a cash order records what the driver received (≥ the total) as
 * cash the driver carries until the store settles it. The last stop finishes the trip.
 */
export async function deliverOrder(ctx: DriverContext, driverId: string, orderId: string, body: unknown): Promise<DriverWrite> {
  const input = await validateBody(deliverOrderSchema, body);
  const driver = await ownDriver(ctx.db, ctx.user, driverId);
  if (!ID.test(orderId)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, Number(orderId)), eq(orders.driverId, driver.id))).for('update');
    if (!order || order.tripId === null) throw notFound();
    const trip = await lockOwnTrip(tx, driver, String(order.tripId));
    if (trip.status !== 'picked_up' || order.status !== 'delivering') throw fieldError('order', TRIP_MESSAGES.notOnTrip);
    if (input.code !== order.deliveryCode) throw fieldError('code', TRIP_MESSAGES.codeWrong);
    if (order.paymentMethod === 'cash') {
      if (input.cash_received === null) throw fieldError('cash_received', TRIP_MESSAGES.cashRequired);
      const received = reaisToCents(input.cash_received);
      if (received < order.totalCents) throw fieldError('cash_received', TRIP_MESSAGES.cashShort(formatBRL(order.totalCents)));
      await tx.insert(driverCash).values({ storeId: driver.storeId, driverId: driver.id, orderId: order.id, amountCents: order.totalCents, changeCents: received - order.totalCents, receivedAt: ctx.now });
    }
    const change = await applyStatusChange(tx, order, 'completed', ctx.user, null, ctx.lease, { deliveredAt: ctx.now });
    const open = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.tripId, trip.id), inArray(orders.status, ['ready', 'delivering']))).limit(1);
    const current = open.length === 0 ? (await tx.update(deliveryTrips).set({ status: 'finished', finishedAt: ctx.now }).where(eq(deliveryTrips.id, trip.id)).returning())[0]! : trip;
    const finished = current.status === 'finished';
    const events = await announceDelivery(tx, ctx.lease, [deliveryUpdated(driver, await parentOf(tx, driver.storeId), { state: finished ? 'idle' : 'on_trip', trip_id: finished ? null : trip.id })]);
    return { trip: current, announcements: [...change.announcements, ...events] };
  });
}

/** Online (shares position, gets trips) or offline; not offline in the middle of a trip. */
export async function setOnline(ctx: DriverContext, driverId: string, online: unknown): Promise<{ driver: DriverRow; announcements: QueuedEvent[] }> {
  if (typeof online !== 'boolean') throw fieldError('online', 'Informe se vai ficar online');
  const driver = await ownDriver(ctx.db, ctx.user, driverId);
  if (online && !driver.isActive) throw fieldError('online', 'A loja desativou o seu cadastro de entregador');
  return ctx.db.transaction(async (tx) => {
    const [active] = await tx.select({ id: deliveryTrips.id, status: deliveryTrips.status }).from(deliveryTrips).where(and(eq(deliveryTrips.driverId, driver.id), inArray(deliveryTrips.status, ['assigned', 'accepted', 'picked_up']))).limit(1);
    if (!online && active?.status === 'picked_up') throw fieldError('online', 'Termine as entregas em rota antes de ficar offline');
    const [updated] = await tx
      .update(drivers)
      .set(online ? { onlineSince: driver.onlineSince ?? ctx.now, updatedAt: ctx.now } : { onlineSince: null, latitude: null, longitude: null, positionAt: null, updatedAt: ctx.now })
      .where(eq(drivers.id, driver.id))
      .returning();
    const state = active ? 'on_trip' : online ? 'idle' : 'offline';
    const announcements = await announceDelivery(tx, ctx.lease, [deliveryUpdated(driver, await parentOf(tx, driver.storeId), { state, trip_id: active?.id ?? null })]);
    return { driver: updated!, announcements };
  });
}
