import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@comanda/shared/domain';
import { customerAddresses, orders, products, stores, users } from './schema';

/** Migration 0039: marmita subscriptions (issue 13); dates are the store's calendar days. */
export const mealSubscriptions = pgTable(
  'meal_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The server's resolution of the chosen options (order_items.selected_options' shape). */
    selectedOptions: jsonb('selected_options').$type<Record<string, unknown>>(),
    optionLines: jsonb('option_lines').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    frequency: text('frequency').notNull(),
    weekdays: jsonb('weekdays').$type<string[]>().notNull().default([]),
    dayOfMonth: integer('day_of_month'),
    addressId: integer('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    /** The saved address as the server placed it when subscribing. */
    address: jsonb('address').$type<OrderAddress>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    notes: text('notes'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    pausedUntil: date('paused_until', { mode: 'string' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_subscriptions_user').on(t.userId, t.id.desc()),
    index('meal_subscriptions_store').on(t.storeId, t.status, t.id.desc()),
    index('meal_subscriptions_live').on(t.id).where(sql`status <> 'cancelled'`),
  ],
);

export const mealSubscriptionSkips = pgTable(
  'meal_subscription_skips',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => mealSubscriptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.date] })],
);

/** One row per delivery day made into an order: the primary key keeps it to one order across nodes and retries. */
export const mealSubscriptionDeliveries = pgTable(
  'meal_subscription_deliveries',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => mealSubscriptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.date] }), index('meal_subscription_deliveries_order').on(t.orderId).where(sql`order_id IS NOT NULL`)],
);

export type MealSubscriptionRow = typeof mealSubscriptions.$inferSelect;
