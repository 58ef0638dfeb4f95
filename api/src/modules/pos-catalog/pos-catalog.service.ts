import { eq } from 'drizzle-orm';
import { effectiveQuantityLimits, storeOrderTypes, type PosCatalog } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, stores } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listCategories, listProducts } from '../catalog/catalog.service';

/**
 * The catalog a POS station sells from: the store's orderable products and active categories, as the storefront
 * lists them, also for a store not yet published (the counter sells before the storefront opens).
 */
export async function posCatalog(db: Db, storeId: number, now: Date): Promise<PosCatalog> {
  const [row] = await db
    .select({ store: stores, businessTypeSlug: businessTypes.slug })
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound();
  const s = row.store;
  const [categories, products] = await Promise.all([listCategories(db, storeId), listProducts(db, storeId, row.businessTypeSlug)]);
  return {
    store: {
      id: s.id,
      name: s.name,
      slug: s.slug,
      business_type_slug: row.businessTypeSlug,
      order_types: storeOrderTypes(s.settings),
      quantity_limits: effectiveQuantityLimits({ optionCopies: s.maxOptionCopies, lineQuantity: s.maxLineQuantity, orderUnits: s.maxOrderUnits }),
      pix_key: s.pixKey,
      city: s.city,
    },
    categories,
    products,
    fetched_at: now.toISOString(),
  };
}
