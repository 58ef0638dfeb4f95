import { and, eq, ne } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { storeSlugHistory, stores } from '../../db/schema';
import { fieldError } from '../../lib/http-error';

/** Taken = another store's current slug or one a store gave up (its old links lead there). */
export async function isSlugTaken(db: Db, slug: string, exceptStoreId: number | null = null): Promise<boolean> {
  const [current] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.slug, slug), exceptStoreId === null ? undefined : ne(stores.id, exceptStoreId)))
    .limit(1);
  if (current) return true;
  const [former] = await db
    .select({ id: storeSlugHistory.storeId })
    .from(storeSlugHistory)
    .where(and(eq(storeSlugHistory.slug, slug), exceptStoreId === null ? undefined : ne(storeSlugHistory.storeId, exceptStoreId)))
    .limit(1);
  return former !== undefined;
}

export async function assertSlugFree(db: Db, slug: string, exceptStoreId: number | null = null): Promise<void> {
  if (await isSlugTaken(db, slug, exceptStoreId)) throw fieldError('slug', PROFILE_MESSAGES.slugTaken);
}
