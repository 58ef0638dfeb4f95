import { and, desc, eq } from 'drizzle-orm';
import { discoveryStatusText, type FavoriteStore } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, favoriteStores, stores } from '../../db/schema';
import { findPublicStore, parent, publicStoreColumns, storeNotFound, toStorePublic, type PublicStoreRow } from '../stores/stores.service';
import { publicStoreConditions } from '../store-discovery/discovery-candidates';

const NO_DELIVERY = { zones: [], bands: [], polygons: [] };

/** A path id that is not a positive integer names no store: 404, like an unknown one. */
function storeIdOf(text: string): number {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (id <= 0) throw storeNotFound();
  return id;
}

/** The caller's favourites that are still public (a store taken down leaves the list, its row stays), newest first. */
export async function listFavorites(db: Db, userId: number, now: Date): Promise<FavoriteStore[]> {
  const rows = await db
    .select({ ...publicStoreColumns, favoredAt: favoriteStores.createdAt })
    .from(favoriteStores)
    .innerJoin(stores, eq(stores.id, favoriteStores.storeId))
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where(and(eq(favoriteStores.userId, userId), ...publicStoreConditions()))
    .orderBy(desc(favoriteStores.createdAt), desc(favoriteStores.storeId));
  return rows.map(({ favoredAt, ...row }) => {
    const store = toStorePublic(row as PublicStoreRow, [], NO_DELIVERY, now);
    const paused = store.ordersPaused !== null;
    return {
      store_id: store.id,
      slug: store.slug,
      name: store.name,
      logo: store.logo,
      business_type: store.businessType ? { slug: store.businessType.slug, name: store.businessType.name } : null,
      city: store.city,
      state: store.state,
      is_open: store.isOpen,
      status_text: discoveryStatusText({ isOpen: store.isOpen, paused, opensAt: store.opensAt }, now),
      created_at: new Date(favoredAt).toISOString(),
    };
  });
}

/** Marks a public store as a favourite; marking it again changes nothing. Unknown or hidden store → 404. */
export async function addFavorite(db: Db, userId: number, storeIdText: string): Promise<void> {
  const { store } = await findPublicStore(db, { id: storeIdOf(storeIdText) });
  await db.insert(favoriteStores).values({ userId, storeId: store.id }).onConflictDoNothing();
}

/** Unmarks a store (also one no longer public); unmarking one that is not marked changes nothing. Unknown store → 404. */
export async function removeFavorite(db: Db, userId: number, storeIdText: string): Promise<void> {
  const storeId = storeIdOf(storeIdText);
  const [exists] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!exists) throw storeNotFound();
  await db.delete(favoriteStores).where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId)));
}
