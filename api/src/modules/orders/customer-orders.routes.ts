import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { orderDelivery } from '../delivery-trips/order-courier';
import { listCustomerOrders, listCustomerOrderStores } from './orders.customer-list';
import { cancelCustomerOrder } from './orders.customer-cancel';
import { findCustomerOrder, loadOrder } from './orders.queries';
import { withPixClock } from './orders.serialize';
import { reorderCustomerOrder } from './orders.reorder';

type OrderParams = { Params: { orderId: string } };

/** The customer area's order calls (/customer/*): every one reads or writes the caller's own orders only. */
export async function customerOrdersRoutes(app: FastifyInstance): Promise<void> {
  const own = { config: { access: access.customer } };

  app.get('/customer/orders', own, async (request) => listCustomerOrders(app.db, currentUser(request).id, request.query as Record<string, unknown>));

  app.get('/customer/orders/stores', own, async (request) => ({ data: await listCustomerOrderStores(app.db, currentUser(request).id) }));

  app.get<OrderParams>('/customer/orders/:orderId', own, async (request) => {
    const order = await findCustomerOrder(app.db, currentUser(request).id, request.params.orderId);
    return { data: { ...withPixClock(await loadOrder(app.db, order), app.now()), delivery: await orderDelivery(app.db, order) } };
  });

  app.post<OrderParams>('/customer/orders/:orderId/cancel', own, async (request) => {
    const change = await cancelCustomerOrder(app.db, currentUser(request), request.params.orderId, request.body, app.outbox.lease);
    await app.outbox.deliver(change.announcements);
    return { data: { ...(await loadOrder(app.db, change.order)), delivery: await orderDelivery(app.db, change.order) } };
  });

  app.post<OrderParams>('/customer/orders/:orderId/reorder', own, async (request) => ({
    data: await reorderCustomerOrder(app.db, currentUser(request).id, request.params.orderId, app.now()),
  }));
}
