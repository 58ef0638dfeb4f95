import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { listActiveBusinessTypes } from './business-types.service';

export async function businessTypesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/business-types', { config: { access: access.public } }, async () => ({ data: await listActiveBusinessTypes(app.db) }));
}
