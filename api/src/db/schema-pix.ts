import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PixChargeStatus } from '@comanda/shared/domain';
import { orders, stores } from './schema';

/** Migration 0041: a store's "API Pix" provider (PSP) credentials; the secrets never leave the API. */
export const storePixProviders = pgTable('store_pix_providers', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  pixKey: text('pix_key').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  /** The webhook URL's opaque id (/api/webhooks/pix/{webhookId}). */
  webhookId: text('webhook_id').notNull().unique(),
  expiryMinutes: integer('expiry_minutes').notNull().default(30),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0041: the dynamic PIX charge (cob) of an order, by our txid. */
export const pixCharges = pgTable('pix_charges', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  txid: text('txid').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<PixChargeStatus>().notNull().default('creating'),
  copyPaste: text('copy_paste'),
  location: text('location'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endToEndId: text('end_to_end_id').unique(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StorePixProviderRow = typeof storePixProviders.$inferSelect;
export type PixChargeRow = typeof pixCharges.$inferSelect;
