import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './schema';

/** Migration 0016: slugs a store gave up, which still lead to it (api/src/modules/store-profile). */
export const storeSlugHistory = pgTable(
  'store_slug_history',
  {
    slug: text('slug').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_slug_history_store_idx').on(t.storeId)],
);
