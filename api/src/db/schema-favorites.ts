import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { stores, users } from './schema';

/** Migration 0037: the stores a customer marked as favourite (issue 13). */
export const favoriteStores = pgTable(
  'favorite_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('favorite_stores_store_id').on(t.storeId)],
);
