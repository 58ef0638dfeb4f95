import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogProduct, Category } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { categories, orderableProducts, stores } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { findPublicStore, type PublicStoreRow } from '../stores/stores.service';
import type { CatalogSource, StoreVersion } from './catalog-cache';
import { CATALOG_MESSAGES } from './catalog.schema';

/**
 * The store row whose catalog a call serves. Each store row owns its catalog, and a branch is a store
 * row with parent_id, so:
 * - `/stores/{slug}/…` serves the catalog of {slug} itself (a parent store or a branch);
 * - `branch_id` selects a branch of {slug}: it must be the id of an active store row whose parent is
 *   {slug} (or {slug}'s own id); anything else → 422 on `branch_id`. A branch does not fall back to
 *   the parent's catalog.
 * Missing or inactive stores → 404 'Loja não encontrada'.
 */
export async function resolveCatalogStore(db: Db, slug: string, branchId: string | undefined): Promise<PublicStoreRow> {
  const store = await findPublicStore(db, { slug });
  if (branchId === undefined || branchId === '') return store;
  if (!/^\d{1,10}$/.test(branchId) || Number(branchId) > 2_147_483_647) throw fieldError('branch_id', CATALOG_MESSAGES.invalidBranch);
  const id = Number(branchId);
  if (id === store.store.id) return store;
  const [branch] = await db
    .select({ id: stores.id, isActive: stores.isActive })
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.parentId, store.store.id)))
    .limit(1);
  if (!branch) throw fieldError('branch_id', CATALOG_MESSAGES.invalidBranch);
  if (!branch.isActive) throw fieldError('branch_id', CATALOG_MESSAGES.inactiveBranch);
  return findPublicStore(db, { id });
}

/** The rows whose catalog_version a cached response depends on: the store and its parent (active flag). */
export function versionsOf(row: PublicStoreRow): StoreVersion[] {
  const own = { id: row.store.id, version: row.store.catalogVersion };
  return row.parent ? [own, { id: row.parent.id, version: row.parent.catalogVersion }] : [own];
}

export async function readVersions(db: Db, storeIds: number[]): Promise<StoreVersion[]> {
  return db.select({ id: stores.id, version: stores.catalogVersion }).from(stores).where(inArray(stores.id, storeIds));
}

/** Active categories of a store row, in display order. */
export async function listCategories(db: Db, storeId: number): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * The orderable products of a store row (the orderable_products view: a product of an inactive category is
 * hidden with it, one without a category is shown), in category then product order. Prices leave in reais.
 */
export async function listProducts(db: Db, storeId: number, businessTypeSlug: string | null): Promise<CatalogProduct[]> {
  const rows = await db
    .select({
      id: orderableProducts.id,
      name: orderableProducts.name,
      description: orderableProducts.description,
      shortDescription: orderableProducts.shortDescription,
      priceCents: orderableProducts.priceCents,
      promoPriceCents: orderableProducts.promoPriceCents,
      image: orderableProducts.image,
      galleryUrls: orderableProducts.galleryUrls,
      categoryId: orderableProducts.categoryId,
      ownType: orderableProducts.businessTypeSlug,
      options: orderableProducts.businessTypeOptions,
    })
    .from(orderableProducts)
    .leftJoin(categories, eq(categories.id, orderableProducts.categoryId))
    .where(eq(orderableProducts.storeId, storeId))
    .orderBy(sql`${categories.sortOrder} NULLS LAST`, asc(orderableProducts.sortOrder), asc(orderableProducts.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    short_description: r.shortDescription,
    price: r.priceCents / 100,
    promo_price: r.promoPriceCents === null ? null : r.promoPriceCents / 100,
    image: r.image,
    gallery_urls: Array.isArray(r.galleryUrls) ? r.galleryUrls : [],
    category_id: r.categoryId,
    business_type_slug: r.ownType ?? businessTypeSlug,
    business_type_options: r.options ?? {},
  }));
}

/** The CatalogCache key of a catalog call (the server-rendered storefront reads the same entries). */
export function catalogCacheKey(kind: 'products' | 'categories', slug: string, branchId: string | undefined): string {
  return `${kind}\u0000${slug}\u0000${branchId ?? ''}`;
}

/** Cache sources of the two catalog calls (see CatalogCache). */
export function productsSource(db: Db, slug: string, branchId: string | undefined): CatalogSource {
  return {
    async load() {
      const store = await resolveCatalogStore(db, slug, branchId);
      return { payload: { data: await listProducts(db, store.store.id, store.businessType?.slug ?? null) }, versions: versionsOf(store) };
    },
    versions: (ids) => readVersions(db, ids),
  };
}

export function categoriesSource(db: Db, slug: string, branchId: string | undefined): CatalogSource {
  return {
    async load() {
      const store = await resolveCatalogStore(db, slug, branchId);
      return { payload: { data: await listCategories(db, store.store.id) }, versions: versionsOf(store) };
    },
    versions: (ids) => readVersions(db, ids),
  };
}
