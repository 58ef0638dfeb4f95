import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { cancelSubscription, customerSubscription, customerSubscriptions, pauseSubscription, resumeSubscription, skipDelivery, unskipDelivery } from './meal-subscriptions.changes';
import { subscribe } from './meal-subscriptions.create';
import { productionList, storeSubscribers } from './meal-subscriptions.store';

type IdParams = { Params: { id: string } };

/** Marmita subscriptions (wire types: MealSubscription and friends in @comanda/shared/domain). */
export async function mealSubscriptionsRoutes(app: FastifyInstance): Promise<void> {
  const own = { config: { access: access.customer } };
  const base = '/customer/meal-subscriptions';
  const change = (request: { params: { id: string } } & Parameters<typeof currentUser>[0]) => ({
    db: app.db,
    userId: currentUser(request).id,
    rawId: request.params.id,
    now: app.now(),
  });

  app.post(base, own, async (request, reply) => {
    const data = await subscribe({ db: app.db, sql: app.dbHandle, now: app.now(), user: currentUser(request), placeAddress: app.deliveryPlacer }, request.body);
    return reply.code(201).send({ data });
  });
  app.get(base, own, async (request) => ({ data: await customerSubscriptions(app.db, currentUser(request).id, app.now()) }));
  app.get<IdParams>(`${base}/:id`, own, async (request) => ({ data: await customerSubscription(app.db, currentUser(request).id, request.params.id, app.now()) }));
  app.post<IdParams>(`${base}/:id/pause`, own, async (request) => ({ data: await pauseSubscription(change(request), request.body) }));
  app.post<IdParams>(`${base}/:id/resume`, own, async (request) => ({ data: await resumeSubscription(change(request)) }));
  app.post<IdParams>(`${base}/:id/skip`, own, async (request) => ({ data: await skipDelivery(change(request), request.body) }));
  app.delete<{ Params: { id: string; date: string } }>(`${base}/:id/skip/:date`, own, async (request) => ({
    data: await unskipDelivery(change(request), request.params.date),
  }));
  app.post<IdParams>(`${base}/:id/cancel`, own, async (request) => ({ data: await cancelSubscription(change(request)) }));

  const staff = { config: { access: access.storeMember('storeId', 'orders.view') } };
  type StoreQuery = { Params: { storeId: string }; Querystring: Record<string, unknown> };
  app.get<StoreQuery>('/stores/:storeId/meal-subscriptions', staff, async (request) => ({
    data: await storeSubscribers(app.db, request.store!.id, request.query, app.now()),
  }));
  app.get<StoreQuery>('/stores/:storeId/meal-subscriptions/production', staff, async (request) => ({
    data: await productionList(app.db, request.store!.id, request.query, app.now()),
  }));
}
