import type { FastifyInstance } from 'fastify';
import { BUSINESS_TYPE_ADMIN_MESSAGES, businessTypeWriteSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { adminBusinessTypeDetails, createBusinessType, listAdminBusinessTypes, updateBusinessType } from './admin-business-types.service';

type Params = { Params: { id: string } };

/**
 * The platform's business types (/admin/business-types): name, slug, icon, description, active. A type's option
 * groups come from shared/domain (catalog/descriptor) and are shown read-only. `:id` is the id or the slug. No
 * delete: a type is deactivated (is_active), which hides it from the sign-up while its stores keep it.
 */
export async function adminBusinessTypesRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };

  app.get('/admin/business-types', admin, async () => ({ data: await listAdminBusinessTypes(app.db) }));

  app.get<Params>('/admin/business-types/:id', admin, async (request) => ({ data: await adminBusinessTypeDetails(app.db, request.params.id) }));

  app.post('/admin/business-types', admin, async (request, reply) => {
    const input = await validateBody(businessTypeWriteSchema, request.body);
    const data = await createBusinessType(app.db, input, actorOf(request));
    return reply.code(201).send({ message: BUSINESS_TYPE_ADMIN_MESSAGES.created, data });
  });

  app.put<Params>('/admin/business-types/:id', admin, async (request) => {
    const input = await validateBody(businessTypeWriteSchema, request.body);
    const { value: id, announcements } = await updateBusinessType(app.db, request.params.id, input, actorOf(request), app.outbox.lease);
    // Committed: the storefronts of the type drop their caches and refetch (a new name or slug is on their page).
    await app.storeChanges.committed(announcements);
    return { message: BUSINESS_TYPE_ADMIN_MESSAGES.saved, data: await adminBusinessTypeDetails(app.db, String(id)) };
  });
}
