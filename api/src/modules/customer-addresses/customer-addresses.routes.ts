import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { deleteSavedAddress, editSavedAddress, listSavedAddresses, makeDefaultAddress, saveAddress } from './customer-addresses.service';

/** A signed-in customer's saved delivery addresses (wire: SavedAddress in @comanda/shared/domain). */
export async function customerAddressesRoutes(app: FastifyInstance): Promise<void> {
  const own = { config: { access: access.customer } };

  app.get('/customer/addresses', own, async (request) => ({ data: await listSavedAddresses(app.db, currentUser(request).id) }));

  app.post('/customer/addresses', own, async (request, reply) => {
    const { address, created } = await saveAddress(app.dbHandle, currentUser(request).id, request.body, app.now());
    return reply.code(created ? 201 : 200).send({ data: address });
  });

  app.put<{ Params: { id: string } }>('/customer/addresses/:id', own, async (request) => ({
    data: await editSavedAddress(app.db, currentUser(request).id, request.params.id, request.body),
  }));

  app.put<{ Params: { id: string } }>('/customer/addresses/:id/default', own, async (request) => ({
    data: await makeDefaultAddress(app.db, currentUser(request).id, request.params.id),
  }));

  app.delete<{ Params: { id: string } }>('/customer/addresses/:id', own, async (request, reply) => {
    await deleteSavedAddress(app.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });
}
