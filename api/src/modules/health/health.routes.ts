import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { access: access.public } }, async () => ({ status: 'ok' }));
}
