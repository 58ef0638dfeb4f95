import type { FastifyInstance } from 'fastify';
import { couponWriteSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { createStoreCoupon, deleteStoreCoupon, getStoreCoupon, listStoreCoupons, updateStoreCoupon } from './coupons.admin.service';

type Params = { Params: { storeId: string; couponId: string } };

/** The store's coupons in the back office (coupons.manage). */
export async function couponsAdminRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'coupons.manage', { feature: 'coupons' }) } };

  app.get<Params>('/stores/:storeId/coupons', manage, async (request) => ({ data: await listStoreCoupons(app.db, request.store!.id) }));

  app.get<Params>('/stores/:storeId/coupons/:couponId', manage, async (request) => ({
    data: await getStoreCoupon(app.db, request.store!.id, request.params.couponId),
  }));

  app.post<Params>('/stores/:storeId/coupons', manage, async (request, reply) => {
    const input = await validateBody(couponWriteSchema, request.body);
    void reply.code(201);
    return { data: await createStoreCoupon(app.db, request.store!.id, currentUser(request), input) };
  });

  app.put<Params>('/stores/:storeId/coupons/:couponId', manage, async (request) => {
    const input = await validateBody(couponWriteSchema, request.body);
    return { data: await updateStoreCoupon(app.db, request.store!.id, currentUser(request), request.params.couponId, input) };
  });

  app.delete<Params>('/stores/:storeId/coupons/:couponId', manage, async (request, reply) => {
    await deleteStoreCoupon(app.db, request.store!.id, currentUser(request), request.params.couponId);
    return reply.code(204).send();
  });
}
