import type { FastifyInstance } from 'fastify';
import { deliveryStatsQuerySchema, resolveDeliveryStatsPeriod, storeDate, type DeliveryStats } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { validateQuery } from '../../lib/validate-body';
import { storeAndBranchIds } from '../orders/orders.queries';
import { loadDeliveryStats } from './delivery-stats.service';

/**
 * GET /stores/{id}/delivery/stats?period=today|7d|30d|custom&from=&to=&branch_id= (store.manage, the plan's delivery
 * management): times of each stage, late share, per day, per driver and per zone (shared/domain/delivery/stats.ts).
 * A parent store's figures sum its branches, as its dashboard does; `branch_id` narrows them to one.
 */
export async function deliveryStatsRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'store.manage', { feature: 'delivery_management' }) } };
  app.get<{ Params: { storeId: string } }>('/stores/:storeId/delivery/stats', manage, async (request): Promise<{ data: DeliveryStats }> => {
    const query = await validateQuery(deliveryStatsQuerySchema, request.query);
    const ids = await storeAndBranchIds(app.db, request.store!.id, query.branch_id);
    return { data: await loadDeliveryStats(app.dbHandle, ids, resolveDeliveryStatsPeriod(query, storeDate(app.now()))) };
  });
}
