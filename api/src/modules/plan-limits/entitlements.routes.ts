import type { FastifyInstance } from 'fastify';
import { PLAN_LIMIT_KEYS, type PlanLimitKey, type StoreEntitlements } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { usageOf } from './plan-limits';
import { accountEntitlements } from './store-entitlements';

/** What the store's plan allows now and how much of it is used: the back office shows locks and banners from it. */
export async function entitlementsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { storeId: string } }>(
    '/stores/:storeId/entitlements',
    { config: { access: access.storeMember('storeId', 'dashboard.view') } },
    async (request): Promise<{ data: StoreEntitlements | null }> => {
      const now = app.now();
      const account = await accountEntitlements(app.db, request.store!.id, now);
      if (!account) return { data: null };
      const usage = Object.fromEntries(await Promise.all(PLAN_LIMIT_KEYS.map(async (key) => [key, await usageOf(app.db, account.accountId, key, now)] as const))) as Record<PlanLimitKey, number>;
      return { data: { ...account.entitlements, usage } };
    },
  );
}
