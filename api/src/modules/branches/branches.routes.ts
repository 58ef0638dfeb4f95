import type { FastifyInstance } from 'fastify';
import { branchActiveSchema, branchCreateSchema, branchSchema, branchUserSchema } from '@comanda/shared/domain';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { validateBody } from '../../lib/validate-body';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import { addBranchUser, listBranchUsers, removeBranchUser } from './branch-users.service';
import { createBranch, listBranches, readBranch, setBranchActive, updateBranch } from './branches.service';

type Params = { Params: { storeId: string; branchId: string; userId: string } };

/** The store's branches (filiais) in the back office (branches.manage). */
export async function branchesRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'branches.manage') } };
  const delivered = answerAfterCommit(app.storeChanges);

  app.get<Params>('/stores/:storeId/branches', manage, async (request) => ({ data: await listBranches(app.db, request.store!, app.now()) }));

  app.post<Params>('/stores/:storeId/branches', manage, async (request, reply) => {
    const input = await validateBody(branchCreateSchema, request.body);
    void reply.code(201);
    return { data: await createBranch(app.db, request.store!, input, currentUser(request), app.now()) };
  });

  app.get<Params>('/stores/:storeId/branches/:branchId', manage, async (request) => ({ data: await readBranch(app.db, request.store!, request.params.branchId) }));

  app.put<Params>('/stores/:storeId/branches/:branchId', manage, async (request) => {
    const input = await validateBody(branchSchema, request.body);
    return delivered(await updateBranch(app.db, request.store!, request.params.branchId, input, currentUser(request), app.outbox.lease));
  });

  app.patch<Params>('/stores/:storeId/branches/:branchId/active', manage, async (request) => {
    const { is_active } = await validateBody(branchActiveSchema, request.body);
    return delivered(await setBranchActive(app.db, request.store!, request.params.branchId, is_active, currentUser(request), app.outbox.lease));
  });

  app.get<Params>('/stores/:storeId/branches/:branchId/users', manage, async (request) => listBranchUsers(app.db, request.store!, request.params.branchId));

  app.post<Params>('/stores/:storeId/branches/:branchId/users', manage, async (request, reply) => {
    const { user_id } = await validateBody(branchUserSchema, request.body);
    void reply.code(201);
    return { data: await addBranchUser(app.db, request.store!, request.params.branchId, user_id, currentUser(request)) };
  });

  app.delete<Params>('/stores/:storeId/branches/:branchId/users/:userId', manage, async (request, reply) => {
    await removeBranchUser(app.db, request.store!, request.params.branchId, request.params.userId, currentUser(request));
    return reply.code(204).send();
  });
}
