import { asc, eq } from 'drizzle-orm';
import type { BusinessType } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes } from '../../db/schema';

export async function listActiveBusinessTypes(db: Db): Promise<BusinessType[]> {
  return db
    .select({
      id: businessTypes.id,
      name: businessTypes.name,
      slug: businessTypes.slug,
      description: businessTypes.description,
      icon: businessTypes.icon,
    })
    .from(businessTypes)
    .where(eq(businessTypes.isActive, true))
    .orderBy(asc(businessTypes.sortOrder), asc(businessTypes.name));
}
