import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { optionalUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { validateCouponSchema } from './coupons.schema';
import { validateStoreCoupon } from './coupons.service';

export async function couponsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { slug: string } }>('/stores/:slug/coupons/validate', { config: { access: access.public } }, async (request) => {
    const input = await validateBody(validateCouponSchema, request.body);
    const user = await optionalUser(request);
    return validateStoreCoupon(app.db, request.params.slug, input, app.now(), user?.id ?? null);
  });
}
