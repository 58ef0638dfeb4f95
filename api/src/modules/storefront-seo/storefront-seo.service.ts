import { asc, eq, inArray } from 'drizzle-orm';
import type { ManifestStore, StorePublic } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, orderableProducts, stores } from '../../db/schema';
import { findPublicStore, parent, publicStoreColumns, publicStoreOrNotFound, type PublicStoreRow } from '../stores/stores.service';
import type { BrandInputs } from './brand-artwork';

/** What the share image and icons are drawn from, as the storefront data (StorePublic) or the store row has it. */
export function brandInputsOf(
  store: Pick<StorePublic, 'name' | 'logo' | 'primaryColor' | 'secondaryColor' | 'city' | 'state'> & { businessType: { name: string } | null },
): BrandInputs {
  const place = store.city ? (store.state ? `${store.city}/${store.state}` : store.city) : null;
  const tagline = [store.businessType?.name, place].filter(Boolean).join(' · ') || null;
  return { name: store.name, logo: store.logo, primaryColor: store.primaryColor, secondaryColor: store.secondaryColor, tagline };
}

export type BrandedStore = ManifestStore & { id: number; inputs: BrandInputs };

/** A public store's brand (404 'Loja não encontrada' like the storefront for missing, inactive or unpublished stores). */
export async function findBrandedStore(db: Db, slug: string): Promise<BrandedStore> {
  const { store, businessType } = await findPublicStore(db, { slug });
  const branded = { ...store, businessType };
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    description: store.description,
    primaryColor: store.primaryColor,
    backgroundColor: store.backgroundColor,
    city: store.city,
    state: store.state,
    businessType,
    inputs: brandInputsOf(branded),
  };
}

export type SitemapStore = { slug: string; updatedAt: Date; productIds: number[] };

/** Every store the public can open (the storefront's own rule: active, published, not suspended) with its orderable products. */
export async function listSitemapStores(db: Db): Promise<SitemapStore[]> {
  const rows = (await db
    .select(publicStoreColumns)
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where(eq(stores.isActive, true))
    .orderBy(asc(stores.id))) as PublicStoreRow[];
  const open = rows.filter((row) => {
    try {
      publicStoreOrNotFound(row);
      return true;
    } catch {
      return false;
    }
  });
  if (open.length === 0) return [];
  const products = await db
    .select({ id: orderableProducts.id, storeId: orderableProducts.storeId })
    .from(orderableProducts)
    .where(inArray(orderableProducts.storeId, open.map((row) => row.store.id)))
    .orderBy(asc(orderableProducts.storeId), asc(orderableProducts.sortOrder), asc(orderableProducts.id));
  const byStore = new Map<number, number[]>();
  for (const product of products) byStore.set(product.storeId, [...(byStore.get(product.storeId) ?? []), product.id]);
  return open.map((row) => ({ slug: row.store.slug, updatedAt: row.store.updatedAt, productIds: byStore.get(row.store.id) ?? [] }));
}
