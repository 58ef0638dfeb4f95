import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders, stores, users } from './schema';

/** Migration 0035: one review per order (issue 12), the store's public reply and its abuse report. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's store (a branch's reviews are the branch's). */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The signed-in customer who wrote it; null for a guest holding the tracking link. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    foodRating: integer('food_rating').notNull(),
    /** Delivery orders only. */
    deliveryRating: integer('delivery_rating'),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_reviews_store_created').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('order_reviews_store_unanswered').on(t.storeId, t.createdAt.desc(), t.id.desc()).where(sql`reply IS NULL`),
    index('order_reviews_public').on(t.storeId, t.createdAt.desc(), t.id.desc()).where(sql`reported_at IS NULL`),
    index('order_reviews_user').on(t.userId).where(sql`user_id IS NOT NULL`),
  ],
);

export type OrderReviewRow = typeof orderReviews.$inferSelect;
