import type { FastifyInstance } from 'fastify';
import { managerPinSchema, POS_SALE_MESSAGES, storeTabSettings } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { fieldError } from '../../lib/http-error';
import { parseId } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import { setManagerPin } from './manager-pin';
import { createPosSale } from './pos-sale.create';
import { addPosPayments } from './pos-sale.payments';
import { findPosSale, posSaleView, sessionSales } from './pos-sale.view';

type Params = { Params: { storeId: string; orderId: string }; Querystring: { session?: unknown } };

/** POS sales (pos.sell, the plan's POS feature): sell, pay the rest later, read back; a manager's discount PIN (pos.discount). */
export async function posSalesRoutes(app: FastifyInstance): Promise<void> {
  const sell = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'pos' }) } };

  app.post<Params>('/stores/:storeId/pos/sales', sell, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const created = await createPosSale(
      {
        db: app.db,
        sql: app.dbHandle,
        now: app.now(),
        operator: currentUser(request),
        idempotencyKey: Array.isArray(header) ? header[0] : header,
        placeAddress: app.deliveryPlacer,
        lease: app.outbox.lease,
        serviceChargePercent: storeTabSettings(request.store!.settings).serviceChargePercent,
      },
      request.store!.id,
      request.body,
    );
    if (!created.replayed) await app.outbox.deliver(created.announcements);
    void reply.code(created.replayed ? 200 : 201).header('Idempotent-Replayed', String(created.replayed));
    return { data: await posSaleView(app.db, created.order, created.replayed) };
  });

  app.post<Params>('/stores/:storeId/pos/sales/:orderId/payments', sell, async (request, reply) => {
    const storeId = request.store!.id;
    const announcer = { parentId: request.store!.parentId, lease: app.outbox.lease };
    const { orderId, announcements } = await addPosPayments(app.dbHandle, storeId, request.params.orderId, currentUser(request), request.body, app.now(), announcer);
    await app.outbox.deliver(announcements);
    void reply.code(201);
    return { data: await posSaleView(app.db, await findPosSale(app.db, storeId, orderId)) };
  });

  app.get<Params>('/stores/:storeId/pos/sales/:orderId', sell, async (request) => ({
    data: await posSaleView(app.db, await findPosSale(app.db, request.store!.id, request.params.orderId)),
  }));

  app.get<Params>('/stores/:storeId/pos/sales', sell, async (request) => {
    const session = typeof request.query.session === 'string' ? parseId(request.query.session) : null;
    if (session === null) throw fieldError('session', POS_SALE_MESSAGES.sessionInvalid);
    return { data: await sessionSales(app.db, request.store!.id, session) };
  });

  const discount = { config: { access: access.storeMember('storeId', 'pos.discount', { feature: 'pos' }) } };

  app.put<Params>('/stores/:storeId/pos/manager-pin', discount, async (request) => {
    const { pin } = await validateBody(managerPinSchema, request.body);
    return { data: await setManagerPin(app.db, request.store!.id, currentUser(request), pin, app.now()) };
  });
}
