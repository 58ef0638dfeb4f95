import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { validateQuery } from '../../lib/validate-body';
import { activityQuerySchema } from './activity.schema';
import { listActivity } from './activity.service';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { storeId: string } }>('/stores/:storeId/activity', { config: { access: access.storeMember('storeId', 'activity.view') } }, async (request) => {
    const query = await validateQuery(activityQuerySchema, request.query);
    return listActivity(app.db, request.store!.id, query);
  });
}
