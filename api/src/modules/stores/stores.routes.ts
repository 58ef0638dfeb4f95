import type { FastifyInstance } from 'fastify';
import { checkStore } from './stores.service';

export async function storesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/stores/:slug/check', async (request) => checkStore(app.db, request.params.slug));
}
