import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import { access } from '../../auth/route-access';
import { createCategory, deleteCategory, listAdminCategories, reorderCategories, updateCategory } from './categories.service';
import type { CatalogWriter } from './catalog-write';
import { listAdminProducts } from './products.list-query';
import { storeBusinessTypeSlug } from './store-business-type';
import { bulkChangePrices, createProduct, deleteProduct, duplicateProduct, getAdminProduct, setAvailability, updateProduct } from './products.service';

type Req = { Params: { storeId: string; id: string }; Querystring: Record<string, unknown> };

const BASE = '/stores/:storeId/catalog';

/**
 * Back office of a store row's catalog (categories and products), `catalog.manage`. Every write commits
 * with its activity entry and a `catalog.updated` outbox event; this node delivers the event after the commit.
 */
export async function catalogAdminRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'catalog.manage') } };
  const writer = (request: FastifyRequest): CatalogWriter => {
    const user = currentUser(request);
    return { db: app.db, storeId: request.store!.id, actor: { id: user.id, name: user.name }, lease: app.outbox.lease };
  };
  const delivered = answerAfterCommit(app.storeChanges);

  // meta.business_type_slug: the store's own type, what a product without one is sold as (the form's default).
  app.get<Req>(`${BASE}/categories`, manage, async (request) => ({
    data: await listAdminCategories(app.db, request.store!.id),
    meta: { business_type_slug: await storeBusinessTypeSlug(app.db, request.store!.id) },
  }));
  app.post<Req>(`${BASE}/categories`, manage, async (request, reply) => {
    const body = await delivered(await createCategory(writer(request), request.body));
    return reply.code(201).send(body);
  });
  app.put<Req>(`${BASE}/categories/order`, manage, async (request) => delivered(await reorderCategories(writer(request), request.body)));
  app.put<Req>(`${BASE}/categories/:id`, manage, async (request) => delivered(await updateCategory(writer(request), request.params.id, request.body)));
  app.delete<Req>(`${BASE}/categories/:id`, manage, async (request, reply) => {
    await delivered(await deleteCategory(writer(request), request.params.id));
    return reply.code(204).send();
  });

  app.get<Req>(`${BASE}/products`, manage, async (request) => listAdminProducts(app.db, request.store!.id, request.query, app.now()));
  app.post<Req>(`${BASE}/products`, manage, async (request, reply) => {
    const body = await delivered(await createProduct(writer(request), request.body, app.now()));
    return reply.code(201).send(body);
  });
  app.post<Req>(`${BASE}/products/bulk-price`, manage, async (request) => delivered(await bulkChangePrices(writer(request), request.body)));
  app.get<Req>(`${BASE}/products/:id`, manage, async (request) => ({ data: await getAdminProduct(app.db, request.store!.id, request.params.id, app.now()) }));
  app.put<Req>(`${BASE}/products/:id`, manage, async (request) => delivered(await updateProduct(writer(request), request.params.id, request.body, app.now())));
  app.patch<Req>(`${BASE}/products/:id/availability`, manage, async (request) =>
    delivered(await setAvailability(writer(request), request.params.id, request.body, app.now())),
  );
  app.post<Req>(`${BASE}/products/:id/duplicate`, manage, async (request, reply) => {
    const body = await delivered(await duplicateProduct(writer(request), request.params.id, app.now()));
    return reply.code(201).send(body);
  });
  app.delete<Req>(`${BASE}/products/:id`, manage, async (request, reply) => {
    await delivered(await deleteProduct(writer(request), request.params.id));
    return reply.code(204).send();
  });
}
