import type { FastifyInstance } from 'fastify';
import { planWriteSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from './admin-plans.service';

type Params = { Params: { id: string } };

/** The platform's plans (/admin/plans): prices, trial, limits and features; retired instead of deleted when in use. */
export async function adminPlansRoutes(app: FastifyInstance): Promise<void> {
  const admin = { config: { access: access.superAdmin } };

  app.get('/admin/plans', admin, async () => ({ data: await listPlans(app.db) }));
  app.get<Params>('/admin/plans/:id', admin, async (request) => ({ data: await getPlan(app.db, request.params.id) }));
  app.post('/admin/plans', admin, async (request, reply) => {
    const input = await validateBody(planWriteSchema, request.body);
    return reply.code(201).send({ data: await createPlan(app.db, input, currentUser(request)) });
  });
  app.put<Params>('/admin/plans/:id', admin, async (request) => {
    const input = await validateBody(planWriteSchema, request.body);
    return { data: await updatePlan(app.db, request.params.id, input, currentUser(request), app.now()) };
  });
  app.delete<Params>('/admin/plans/:id', admin, async (request, reply) => {
    await deletePlan(app.db, request.params.id, currentUser(request));
    return reply.code(204).send();
  });
}
