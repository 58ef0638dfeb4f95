import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './schema';

/**
 * Migration 0022: the dashboard's daily rollups (api/src/modules/dashboard), and 0028's indexes for the platform
 * report (api/src/modules/admin-reports). Written and read with SQL only (dashboard-rollups.statements.ts,
 * dashboard.queries.ts, admin-reports.queries.ts); declared here so that the schema is known in one place.
 */
const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

export const dashboardRollupDays = pgTable(
  'dashboard_rollup_days',
  {
    storeId: storeId(),
    day: date('day').notNull(),
    dirty: boolean('dirty').notNull().default(true),
    builtAt: timestamp('built_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    index('dashboard_rollup_days_dirty_idx').on(t.storeId, t.day).where(sql`dirty`),
    // Migration 0028 (platform report): the clean days by day.
    index('dashboard_rollup_days_clean_idx').on(t.day, t.storeId).where(sql`NOT dirty`),
  ],
);

export const dashboardDailyTotals = pgTable(
  'dashboard_daily_totals',
  {
    storeId: storeId(),
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    orderType: text('order_type').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  // INCLUDE (status, orders, cents) in migration 0028: the platform report sums a store's days from the index alone.
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.channel, t.orderType, t.status] }), index('dashboard_daily_totals_store_day_idx').on(t.storeId, t.day)],
);

export const dashboardHourlyOrders = pgTable(
  'dashboard_hourly_orders',
  {
    storeId: storeId(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.hour, t.status] })],
);

export const dashboardDailyProducts = pgTable(
  'dashboard_daily_products',
  {
    storeId: storeId(),
    day: date('day').notNull(),
    /** No foreign key: a deleted product's rows keep its id and are read as product_id null. */
    productId: integer('product_id'),
    name: text('name').notNull(),
    status: text('status').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  // NULLS NOT DISTINCT in the migration: one row per deleted-product name too.
  (t) => [uniqueIndex('dashboard_daily_products_key').on(t.storeId, t.day, t.productId, t.name, t.status)],
);
