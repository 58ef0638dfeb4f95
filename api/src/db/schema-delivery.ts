import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DriverKind, DriverVehicle, TripStatus } from '@comanda/shared/domain';
import { orders, stores, users } from './schema';
import { posCashMovements } from './schema-pos';
import { employeeInvitations } from './schema-staff';

/** Migration 0034: a store's driver (own or freelancer), linked to a 'driver' account once the invitation is accepted. */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitationId: integer('invitation_id').references(() => employeeInvitations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    kind: text('kind').$type<DriverKind>().notNull(),
    vehicle: text('vehicle').$type<DriverVehicle>().notNull(),
    plate: text('plate'),
    isActive: boolean('is_active').notNull().default(true),
    onlineSince: timestamp('online_since', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('drivers_store_user').on(t.storeId, t.userId).where(sql`user_id IS NOT NULL`),
    uniqueIndex('drivers_store_email').on(t.storeId, sql`lower(${t.email})`),
    index('drivers_user').on(t.userId).where(sql`user_id IS NOT NULL`),
  ],
);

export type DriverRow = typeof drivers.$inferSelect;

/** Migration 0034: the orders a driver takes out together. */
export const deliveryTrips = pgTable(
  'delivery_trips',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    status: text('status').$type<TripStatus>().notNull(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('delivery_trips_driver_active').on(t.driverId).where(sql`status IN ('assigned', 'accepted', 'picked_up')`),
    index('delivery_trips_store').on(t.storeId, t.assignedAt.desc()),
  ],
);

export type DeliveryTripRow = typeof deliveryTrips.$inferSelect;

/** Migration 0034: cash a driver received at the door, carried until settled into a register session. */
export const driverCash = pgTable(
  'driver_cash',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    changeCents: integer('change_cents').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    settlementId: integer('settlement_id').references((): AnyPgColumn => posCashMovements.id, { onDelete: 'set null' }),
  },
  (t) => [index('driver_cash_open').on(t.driverId).where(sql`settlement_id IS NULL`)],
);

export type DriverCashRow = typeof driverCash.$inferSelect;
