import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { deleteSavedAddress, listSavedAddresses, saveAddress } from './customer-addresses.service';

/** A signed-in customer's saved delivery addresses (wire: SavedAddress in @comanda/shared/domain). */
export async function customerAddressesRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: [app.authenticate] };

  app.get('/customer/addresses', auth, async (request) => ({ data: await listSavedAddresses(app.db, currentUser(request).id) }));

  app.post('/customer/addresses', auth, async (request, reply) => {
    const { address, created } = await saveAddress(app.dbHandle, currentUser(request).id, request.body, app.now());
    return reply.code(created ? 201 : 200).send({ data: address });
  });

  app.delete<{ Params: { id: string } }>('/customer/addresses/:id', auth, async (request, reply) => {
    await deleteSavedAddress(app.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });
}
