import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CashMovementKind, Closing, PosPaymentMethod } from '@comanda/shared/domain';
import { stores, users } from './schema';

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
    kind: text('kind').$type<CashMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pos_cash_movements_session').on(t.sessionId, t.createdAt)],
);

export type PosRegisterSessionRow = typeof posRegisterSessions.$inferSelect;
