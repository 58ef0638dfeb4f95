import type { Db } from '../../db/client';

/** What a plan limits (issue 10 brings plans; until then every store is unlimited). */
export type PlanResource = 'products' | 'branches' | 'employees';

/**
 * The one place a plan limit is checked before a store creates a product, branch or employee. Call it in the
 * creating transaction; it throws a 422 naming the limit once plans exist (issue 10 fills this in).
 */
export async function assertWithinPlanLimit(_db: Db, _storeId: number, _resource: PlanResource, _adding = 1): Promise<void> {
  // No plans yet: every store may grow. Issue 10 reads the store's subscription here.
}
