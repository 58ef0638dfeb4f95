import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { posCatalog } from './pos-catalog.service';

type Params = { Params: { storeId: string } };

/** GET /stores/{id}/pos/catalog: what the sale screen sells from (pos.sell, the plan's POS feature). */
export async function posCatalogRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };
  app.get<Params>('/stores/:storeId/pos/catalog', sell, async (request) => ({ data: await posCatalog(app.db, request.store!.id, app.now()) }));
}
