import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { storeAndBranchIds } from '../orders/orders.queries';
import { deliveryMonitor, suggestedDriver } from './delivery-monitor';
import { assignTrip, cancelTrip, type DispatchContext } from './trips.assign';
import { tripView } from './trips.view';

type Params = { Params: { storeId: string; tripId: string } };

/** The monitor, the suggestion and sending orders out (the kanban and the monitor); attendants dispatch too. */
export async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  const see = { config: { access: access.storeMember('storeId', 'orders.view') } };
  const dispatch = { config: { access: access.storeMember('storeId', 'orders.update_status', { feature: 'delivery_management' }) } };
  const ctx = async (request: FastifyRequest): Promise<DispatchContext> => ({
    db: app.db,
    store: request.store!,
    storeIds: await storeAndBranchIds(app.db, request.store!.id, undefined),
    actor: currentUser(request),
    now: app.now(),
    lease: app.outbox.lease,
  });

  app.get<Params>('/stores/:storeId/delivery/monitor', see, async (request) => ({
    data: await deliveryMonitor(app.db, app.dbHandle, request.store!, await storeAndBranchIds(app.db, request.store!.id, undefined), app.now()),
  }));

  app.get<Params>('/stores/:storeId/delivery/suggestion', see, async (request) => ({ data: { driver_id: await suggestedDriver(app.db, app.dbHandle, request.store!, app.now()) } }));

  app.post<Params>('/stores/:storeId/delivery/trips', dispatch, async (request, reply) => {
    const written = await assignTrip(await ctx(request), request.body);
    await app.outbox.deliver(written.announcements);
    return reply.code(201).send({ data: await tripView(app.db, written.trip) });
  });

  app.delete<Params>('/stores/:storeId/delivery/trips/:tripId', dispatch, async (request) => {
    const written = await cancelTrip(await ctx(request), request.params.tripId);
    await app.outbox.deliver(written.announcements);
    return { data: await tripView(app.db, written.trip) };
  });
}
