import { eq, sql } from 'drizzle-orm';
import { entitlementsOf, UNLIMITED, type Entitlements } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { plans, stores, subscriptions } from '../../db/schema';

export type AccountEntitlements = { accountId: number; entitlements: Entitlements };

/**
 * What the account of a store row (the store and its branches, on the parent's subscription) may do at `now`.
 * `lock`: in a transaction that is about to add something limited, holds the subscription row so that two
 * concurrent additions cannot both pass the count. null: the store has no subscription (rows made before plans
 * existed), which nothing limits.
 */
export async function accountEntitlements(db: Db, storeId: number, now: Date, lock = false): Promise<AccountEntitlements | null> {
  const query = db
    .select({ sub: subscriptions, plan: plans })
    .from(stores)
    .innerJoin(subscriptions, eq(subscriptions.storeId, sql`coalesce(${stores.parentId}, ${stores.id})`))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(stores.id, storeId));
  const [row] = lock ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) return null;
  const plan = { id: row.plan.id, name: row.plan.name, slug: row.plan.slug, limits: { ...UNLIMITED, ...row.plan.limits }, features: row.plan.features };
  const dates = { status: row.sub.status, trial_ends_at: row.sub.trialEndsAt, current_period_end: row.sub.currentPeriodEnd, suspension_reason: row.sub.suspensionReason };
  return { accountId: row.sub.storeId, entitlements: entitlementsOf(plan, dates, now) };
}
