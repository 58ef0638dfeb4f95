import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Closing, PosPaymentMethod, RegisterMovementKind } from '@comanda/shared/domain';
import { orders, stores, users } from './schema';
import { drivers } from './schema-delivery';

/** Migration 0030: a station's register from its opening (float) to its closing (blind count, Z figures). */
export const posRegisterSessions = pgTable(
  'pos_register_sessions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    stationId: text('station_id').notNull(),
    stationName: text('station_name').notNull(),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openingFloatCents: integer('opening_float_cents').notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    counted: jsonb('counted').$type<Record<PosPaymentMethod, number>>(),
    closing: jsonb('closing').$type<Closing>(),
    closingNotes: text('closing_notes'),
  },
  (t) => [
    uniqueIndex('pos_register_sessions_open_station').on(t.storeId, t.stationId).where(sql`closed_at IS NULL`),
    index('pos_register_sessions_store_opened').on(t.storeId, t.openedAt.desc()),
  ],
);

/** Migration 0030: cash taken out of the drawer (sangria) or put in (suprimento), with the reason and who. */
export const posCashMovements = pgTable(
  'pos_cash_movements',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => posRegisterSessions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RegisterMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Migration 0034: the driver whose cash an 'acerto' brought in. */
    driverId: integer('driver_id').references((): AnyPgColumn => drivers.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pos_cash_movements_session').on(t.sessionId, t.createdAt)],
);

/** Migration 0031: one tender of a POS sale into a register session (cash net of the change, and the change). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    registerSessionId: integer('register_session_id')
      .notNull()
      .references(() => posRegisterSessions.id, { onDelete: 'cascade' }),
    method: text('method').$type<PosPaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    changeCents: integer('change_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_session').on(t.registerSessionId), index('order_payments_order').on(t.orderId)],
);

/** Migration 0031: a manager's PIN (argon2 hash) approving attendants' discounts at the store's stations. */
export const posManagerPins = pgTable(
  'pos_manager_pins',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] })],
);

/** Migration 0032: a round of a table's tab under the Idempotency-Key it was sent with (a retry never adds it twice). */
export const posTabRounds = pgTable(
  'pos_tab_rounds',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.round] }), uniqueIndex('pos_tab_rounds_order_id_idempotency_key_key').on(t.orderId, t.idempotencyKey)],
);

export type PosRegisterSessionRow = typeof posRegisterSessions.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
