import { eq } from 'drizzle-orm';
import type { StoreCheck } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/** What the storefront route guard needs before entering /loja/{slug}. */
export async function checkStore(db: Db, slug: string): Promise<Required<StoreCheck>> {
  const [store] = await db
    .select({ name: stores.name, isActive: stores.isActive, parentId: stores.parentId })
    .from(stores)
    .where(eq(stores.slug, slug))
    .limit(1);
  if (!store) return { exists: false, is_branch: false, is_active: false, name: null, slug };
  return { exists: true, is_branch: store.parentId !== null, is_active: store.isActive, name: store.name, slug };
}
