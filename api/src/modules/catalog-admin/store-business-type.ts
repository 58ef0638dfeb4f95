import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessTypes, stores } from '../../db/schema';

/** The store row's business type slug (what its products without their own type are sold as). */
export async function storeBusinessTypeSlug(db: Db, storeId: number): Promise<string | null> {
  const [row] = await db.select({ slug: businessTypes.slug }).from(stores).innerJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId)).where(eq(stores.id, storeId)).limit(1);
  return row?.slug ?? null;
}
