import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { loadPlatformDashboard } from './admin-dashboard.service';

export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/admin/dashboard', { config: { access: access.superAdmin } }, async () => ({ data: await loadPlatformDashboard(app.dbHandle, app.now()) }));
}
