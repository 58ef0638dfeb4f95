import type { FastifyInstance } from 'fastify';
import { adminStoreCreateSchema, adminStoreEditSchema, adminStoresQuerySchema, storeTypeChangeSchema, suspendStoreSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { fieldError } from '../../lib/http-error';
import { validateBody, validateQuery } from '../../lib/validate-body';
import { createStoreForOwner } from './admin-store-create';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import { checkStoreTypeChange } from '../admin-business-types/type-change';
import { changeStoreType, editAdminStore, getAdminStore, listAdminStores, reactivateStore, suspendStore } from './admin-stores.service';

type Params = { Params: { id: string } };

/** The platform's stores (/admin/stores): search and filters, details, edit, suspend and reactivate with a reason. */
export async function adminStoresRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };
  const committed = answerAfterCommit(app.storeChanges);

  app.get('/admin/stores', admin, async (request) => listAdminStores(app.dbHandle, await validateQuery(adminStoresQuerySchema, request.query), app.now()));
  app.post('/admin/stores', admin, async (request, reply) => {
    const input = await validateBody(adminStoreCreateSchema, request.body);
    const placed = await app.deliveryPlacer(input, app.now());
    if (!placed.ok) throw fieldError('cep', placed.message);
    return reply.code(201).send({ data: await createStoreForOwner(app.db, input, placed.address, currentUser(request), { now: app.now(), appUrl: app.config.appUrl }) });
  });
  app.get<Params>('/admin/stores/:id', admin, async (request) => ({ data: await getAdminStore(app.db, app.dbHandle, request.params.id, app.now()) }));
  app.put<Params>('/admin/stores/:id', admin, async (request) => {
    const input = await validateBody(adminStoreEditSchema, request.body);
    return committed(await editAdminStore(app.db, request.params.id, input, currentUser(request), app.outbox.lease, app.now()));
  });
  app.get<Params & { Querystring: { to?: string } }>('/admin/stores/:id/business-type-check', admin, async (request) => {
    const { business_type } = await validateQuery(storeTypeChangeSchema, { business_type: request.query.to });
    return { data: await checkStoreTypeChange(app.db, (await getAdminStore(app.db, app.dbHandle, request.params.id, app.now())).id, business_type) };
  });
  app.put<Params>('/admin/stores/:id/business-type', admin, async (request) => {
    const { business_type } = await validateBody(storeTypeChangeSchema, request.body);
    return committed(await changeStoreType(app.db, request.params.id, business_type, currentUser(request), app.outbox.lease, app.now()));
  });
  app.post<Params>('/admin/stores/:id/suspend', admin, async (request) => {
    const { reason } = await validateBody(suspendStoreSchema, request.body);
    return committed(await suspendStore(app.db, request.params.id, reason, currentUser(request), app.outbox.lease, app.now()));
  });
  app.post<Params>('/admin/stores/:id/reactivate', admin, async (request) =>
    committed(await reactivateStore(app.db, request.params.id, currentUser(request), app.outbox.lease, app.now())),
  );
}
