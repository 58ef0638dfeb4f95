import type { FastifyInstance } from 'fastify';
import { listActiveBusinessTypes } from './business-types.service';

export async function businessTypesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/business-types', async () => ({ data: await listActiveBusinessTypes(app.db) }));
}
