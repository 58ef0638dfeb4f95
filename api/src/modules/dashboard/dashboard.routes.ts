import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, resolveDashboardPeriod, storeDate } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { validateQuery } from '../../lib/validate-body';
import { storeAndBranchIds } from '../orders/orders.queries';
import { loadDashboard } from './dashboard.service';

/**
 * A parent store's dashboard sums its branches (as its order list does); `branch_id` narrows it to one.
 * A branch's dashboard is its own orders only.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { storeId: string } }>('/stores/:storeId/dashboard', { config: { access: access.storeMember('storeId', 'dashboard.view') } }, async (request) => {
    const query = await validateQuery(dashboardQuerySchema, request.query);
    const ids = await storeAndBranchIds(app.db, request.store!.id, query.branch_id);
    return { data: await loadDashboard(app.dbHandle, ids, resolveDashboardPeriod(query, storeDate(app.now()))) };
  });
}
