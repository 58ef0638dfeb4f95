import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser, optionalUser } from '../../auth/authenticate';
import { createOrder } from './orders.create';
import { findOrderByPublicId, findStoreOrder, listStoreOrders, loadOrder, storeAndBranchIds } from './orders.queries';
import { toOrder, toPublicOrder, withPixClock } from './orders.serialize';
import { orderDelivery } from '../delivery-trips/order-courier';
import { changeOrderStatus } from './orders.status';
import { customerOrdersRoutes } from './customer-orders.routes';

type StoreParams = { Params: { storeId: string; orderId: string }; Querystring: Record<string, unknown> };

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { slug: string } }>('/stores/:slug/orders', { config: { access: access.public } }, async (request, reply) => {
    const user = await optionalUser(request);
    const header = request.headers['idempotency-key'];
    const created = await createOrder(
      {
        db: app.db,
        sql: app.dbHandle,
        log: request.log,
        now: app.now(),
        user,
        placeAddress: app.deliveryPlacer,
        idempotencyKey: Array.isArray(header) ? header[0] : header,
        lease: app.outbox.lease,
      },
      request.params.slug,
      request.body,
    );
    if (created.replayed) {
      void reply.code(200).header('Idempotent-Replayed', 'true');
      return { data: await loadOrder(app.db, created.order) };
    }
    await app.outbox.deliver(created.announcements);
    void reply.code(201).header('Idempotent-Replayed', 'false');
    const { id, name, slug, phone, whatsapp } = created.store;
    return { data: withPixClock(toOrder(created.order, { id, name, slug, phone, whatsapp }, created.items, created.history), app.now()) };
  });

  app.get<{ Params: { publicId: string } }>('/orders/track/:publicId', { config: { access: access.public } }, async (request) => {
    const order = await findOrderByPublicId(app.db, request.params.publicId);
    return { data: { ...withPixClock(toPublicOrder(await loadOrder(app.db, order)), app.now()), delivery: await orderDelivery(app.db, order) } };
  });

  const seeOrders = { config: { access: access.storeMember('storeId', 'orders.view') } };

  app.get<StoreParams>('/stores/:storeId/orders', seeOrders, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, request.query.branch_id);
    return listStoreOrders(app.db, ids, request.query);
  });

  app.get<StoreParams>('/stores/:storeId/orders/:orderId', seeOrders, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, undefined);
    return { data: await loadOrder(app.db, await findStoreOrder(app.db, ids, request.params.orderId)) };
  });

  app.post<StoreParams>('/stores/:storeId/orders/:orderId/status', { config: { access: access.storeMember('storeId', 'orders.update_status') } }, async (request) => {
    const ids = await storeAndBranchIds(app.db, request.store!.id, undefined);
    const change = await changeOrderStatus(app.db, ids, request.params.orderId, currentUser(request), request.body, app.outbox.lease);
    await app.outbox.deliver(change.announcements);
    return { data: await loadOrder(app.db, change.order) };
  });

  await customerOrdersRoutes(app);
}

