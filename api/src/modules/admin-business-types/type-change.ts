import { asc, eq, inArray } from 'drizzle-orm';
import { BUSINESS_TYPE_ADMIN_MESSAGES, productsLosingOptions, type ProductLosingOptions, type TypeChangeProduct } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, products, stores } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';

/** The answer to "may this store become of type `to`?": allowed when no product would lose options. */
export type StoreTypeChangeCheck = {
  allowed: boolean;
  /** The store's type today (null = none). */
  from: string | null;
  to: string;
  /** The products that would lose options (and which), by name; empty when allowed. */
  products: ProductLosingOptions[];
};

/** The products of these stores as the rule reads them (every product: a paused one keeps its options too). */
export async function typeChangeProductsOf(db: Db, storeIds: number[]): Promise<(TypeChangeProduct & { storeId: number })[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      business_type_slug: products.businessTypeSlug,
      options: products.businessTypeOptions,
      normalized_options: products.normalizedOptions,
    })
    .from(products)
    .where(inArray(products.storeId, storeIds))
    .orderBy(asc(products.name), asc(products.id));
  return rows;
}

/**
 * Whether store `storeId` may change to the business type `toSlug` (a row of business_types): the products that
 * follow the store's type and would lose options there (productsLosingOptions in shared/domain says the rule).
 * A store that is not found is a 404; a type that does not exist is a 422 on `business_type_slug`.
 * Only this store's products are read: a branch has its own type and products (check it on its own).
 */
export async function checkStoreTypeChange(db: Db, storeId: number, toSlug: string): Promise<StoreTypeChangeCheck> {
  const [store] = await db
    .select({ id: stores.id, typeSlug: businessTypes.slug })
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw notFound();
  const [target] = await db.select({ slug: businessTypes.slug }).from(businessTypes).where(eq(businessTypes.slug, toSlug)).limit(1);
  if (!target) throw fieldError('business_type_slug', BUSINESS_TYPE_ADMIN_MESSAGES.typeInvalid);
  const losing = productsLosingOptions(await typeChangeProductsOf(db, [store.id]), target.slug, store.typeSlug);
  return { allowed: losing.length === 0, from: store.typeSlug, to: target.slug, products: losing };
}
