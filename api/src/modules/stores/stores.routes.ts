import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { checkStore, getPublicStore } from './stores.service';

export async function storesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/stores/:slug/check', { config: { access: access.public } }, async (request) => checkStore(app.db, request.params.slug));

  app.get<{ Params: { slug: string } }>('/stores/:slug', { config: { access: access.public } }, async (request) => ({ data: await getPublicStore(app.db, request.params.slug, app.now()) }));
}
