import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, featureRefusal, limitRefusal, ordersMonthStart, type PlanFeature, type PlanLimitKey } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { employeeInvitations, orders, products, storeMemberships, stores } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { accountEntitlements } from './store-entitlements';

export type PlanResource = PlanLimitKey;

const refused = (message: string) => new HttpError(422, message, { plan: [message] });

/** The account's store rows: the store and its branches. */
const accountStores = (accountId: number) => or(eq(stores.id, accountId), eq(stores.parentId, accountId))!;

/** How much of a limited resource the account uses now. */
export async function usageOf(db: Db, accountId: number, resource: PlanResource, now: Date): Promise<number> {
  const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const rows = db.select({ id: stores.id }).from(stores).where(accountStores(accountId));
  switch (resource) {
    case 'products':
      return total(db.select({ n: count() }).from(products).where(inArray(products.storeId, rows)));
    case 'branches':
      return total(db.select({ n: count() }).from(stores).where(and(eq(stores.parentId, accountId), eq(stores.isActive, true))));
    case 'employees': {
      // Pending invitations count: each would become a member.
      const members = await total(
        db
          .select({ n: count() })
          .from(storeMemberships)
          .where(and(eq(storeMemberships.storeId, accountId), isNull(storeMemberships.deactivatedAt), inArray(storeMemberships.role, ['store_admin', 'attendant']))),
      );
      const invited = await total(
        db
          .select({ n: count() })
          .from(employeeInvitations)
          .where(
            and(
              eq(employeeInvitations.storeId, accountId),
              isNull(employeeInvitations.acceptedAt),
              gt(employeeInvitations.expiresAt, now),
              inArray(employeeInvitations.role, ['store_admin', 'attendant']),
            ),
          ),
      );
      return members + invited;
    }
    case 'orders_per_month': {
      // The month the order check counts (orders-month-limit.ts): from the 1st's midnight in the stores' time zone.
      const monthStart = sql`(${ordersMonthStart(now)}::date::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE})`;
      return total(db.select({ n: count() }).from(orders).where(and(inArray(orders.storeId, rows), sql`${orders.createdAt} >= ${monthStart}`)));
    }
  }
}

/**
 * The one place a plan limit is checked before a store adds a product, branch, employee or order. Call it in the
 * adding transaction: it holds the subscription row until the commit, so concurrent additions are counted one
 * after the other. Throws a 422 (`errors.plan`) with the plan's words. Placing an order uses the same rule
 * through orders-month-limit.ts: one statement, no lock.
 */
export async function assertWithinPlanLimit(tx: Db, storeId: number, resource: PlanResource, now: Date, adding = 1): Promise<void> {
  const account = await accountEntitlements(tx, storeId, now, resource !== 'orders_per_month');
  if (!account) return;
  const refusal = limitRefusal(account.entitlements, resource, await usageOf(tx, account.accountId, resource, now), adding);
  if (refusal) throw refused(refusal);
}

/** The one place a gated feature is checked before a write (reads of a locked feature stay allowed). */
export async function assertFeatureWritable(db: Db, storeId: number, feature: PlanFeature, now: Date): Promise<void> {
  const account = await accountEntitlements(db, storeId, now);
  if (!account) return;
  const refusal = featureRefusal(account.entitlements, feature);
  if (refusal) throw refused(refusal);
}
