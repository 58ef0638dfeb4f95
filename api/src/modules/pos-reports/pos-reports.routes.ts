import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, resolveDashboardPeriod, storeDate, type PosReport } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { validateQuery } from '../../lib/validate-body';
import { loadDashboard } from '../dashboard/dashboard.service';
import { storeAndBranchIds } from '../orders/orders.queries';
import { posReportRows } from './pos-reports.queries';

/**
 * GET /stores/{id}/pos/reports?from=&to= (pos.sell, the plan's POS feature): the period's figures by channel are the
 * dashboard's own (the same function), beside what each payment method, operator and station took.
 */
export async function posReportsRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };
  app.get<{ Params: { storeId: string } }>('/stores/:storeId/pos/reports', sell, async (request): Promise<{ data: PosReport }> => {
    const query = await validateQuery(dashboardQuerySchema, request.query);
    const ids = await storeAndBranchIds(app.db, request.store!.id, query.branch_id);
    const period = resolveDashboardPeriod(query, storeDate(app.now()));
    const [dashboard, rows] = await Promise.all([loadDashboard(app.dbHandle, ids, period), posReportRows(app.dbHandle, ids, period)]);
    return { data: { period, revenue: dashboard.current.revenue, orders: dashboard.current.orders, by_channel: dashboard.current.by_channel, ...rows } };
  });
}
