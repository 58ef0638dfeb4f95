import type { FastifyInstance } from 'fastify';
import { checkStore, getPublicStore } from './stores.service';

export async function storesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/stores/:slug/check', async (request) => checkStore(app.db, request.params.slug));

  app.get<{ Params: { slug: string } }>('/stores/:slug', async (request) => ({ data: await getPublicStore(app.db, request.params.slug, app.now()) }));
}
