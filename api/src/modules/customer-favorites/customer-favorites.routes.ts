import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { addFavorite, listFavorites, removeFavorite } from './customer-favorites.service';

/** A signed-in customer's favourite stores ("Lojas favoritas"); PUT and DELETE are idempotent. */
export async function customerFavoritesRoutes(app: FastifyInstance): Promise<void> {
  const own = { config: { access: access.customer } };

  app.get('/customer/favorites', own, async (request) => ({ data: await listFavorites(app.db, currentUser(request).id, app.now()) }));

  // The parameter is the store's id; it is not called :storeId, which names the back office's store-scoped paths.
  app.put<{ Params: { id: string } }>('/customer/favorites/:id', own, async (request, reply) => {
    await addFavorite(app.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/customer/favorites/:id', own, async (request, reply) => {
    await removeFavorite(app.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });
}
