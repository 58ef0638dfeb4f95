import type { FastifyInstance } from 'fastify';
import { REGISTER_MESSAGES, STATION_ID_PATTERN, cashMovementSchema, closeRegisterSchema, openRegisterSchema, type CloseRegisterInput } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { fieldError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { addMovement, closeSession, currentSession, getSession, listSessions, openSession } from './pos-register.service';

type Params = { Params: { storeId: string; sessionId: string }; Querystring: { station?: string } };

/** The POS cash register of each station (pos.sell, the plan's POS feature): open, X figures, sangria/suprimento, close. */
export async function posRegisterRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };

  app.get<Params>('/stores/:storeId/pos/registers/current', sell, async (request) => {
    const station = request.query.station ?? '';
    if (!STATION_ID_PATTERN.test(station)) throw fieldError('station', REGISTER_MESSAGES.stationRequired);
    return { data: await currentSession(app.db, request.store!.id, station) };
  });

  app.get<Params>('/stores/:storeId/pos/registers', sell, async (request) => ({ data: await listSessions(app.db, request.store!.id) }));

  app.get<Params>('/stores/:storeId/pos/registers/:sessionId', sell, async (request) => ({ data: await getSession(app.db, request.store!.id, request.params.sessionId) }));

  app.post<Params>('/stores/:storeId/pos/registers', sell, async (request, reply) => {
    const input = await validateBody(openRegisterSchema, request.body);
    void reply.code(201);
    return { data: await openSession(app.db, request.store!.id, currentUser(request), input, app.now()) };
  });

  app.post<Params>('/stores/:storeId/pos/registers/:sessionId/movements', sell, async (request, reply) => {
    const input = await validateBody(cashMovementSchema, request.body);
    void reply.code(201);
    return { data: await addMovement(app.db, request.store!.id, request.params.sessionId, currentUser(request), input, app.now()) };
  });

  app.post<Params>('/stores/:storeId/pos/registers/:sessionId/close', sell, async (request) => {
    const input = (await validateBody(closeRegisterSchema, request.body)) as CloseRegisterInput;
    return { data: await closeSession(app.db, request.store!.id, request.params.sessionId, currentUser(request), input, app.now()) };
  });
}
