import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** Migration 0006: a customer's saved delivery addresses; matchKey = savedAddressKey(address); 0040: at most one default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    cep: text('cep').notNull(),
    address: text('address').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    reference: text('reference'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    matchKey: text('match_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    unique('customer_addresses_user_id_match_key_key').on(t.userId, t.matchKey),
    index('customer_addresses_user_recent_idx').on(t.userId, t.lastUsedAt.desc().nullsLast(), t.id.desc()),
    uniqueIndex('customer_addresses_one_default').on(t.userId).where(sql`is_default`),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
