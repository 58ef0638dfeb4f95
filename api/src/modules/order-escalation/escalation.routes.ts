import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { escalationOf, saveEscalation } from './escalation.service';

type Params = { Params: { storeId: string } };

export async function escalationRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'store.manage') } };

  app.get<Params>('/stores/:storeId/escalation', manage, async (request) => ({ data: escalationOf(request.store!) }));

  app.put<Params>('/stores/:storeId/escalation', manage, async (request) => ({
    data: await saveEscalation(app.db, request.store!, currentUser(request), request.body),
  }));
}
