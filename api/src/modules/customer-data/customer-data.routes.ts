import type { FastifyInstance } from 'fastify';
import { storeDate } from '@comanda/shared/domain';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import type { PreHandler } from '../../fastify-types';
import { HttpError } from '../../lib/http-error';
import { rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { deleteAccount } from './account-deletion.service';
import { exportMyData } from './customer-data.export';
import { deleteAccountSchema, MY_DATA_MESSAGES, myDataFilename } from './customer-data.schema';

/**
 * "Meus dados" (LGPD) of a customer account: GET /api/me/data-export and DELETE /api/me (wire types and the privacy
 * text in shared/domain/customer/my-data.ts; what is erased and what the stores keep: account-deletion.service.ts).
 * Store staff, drivers and the platform admin are refused (403): their accounts are not deleted this way.
 */
export async function customerDataRoutes(app: FastifyInstance): Promise<void> {
  const customersOnly: PreHandler = async (request) => {
    if (currentUser(request).role !== 'customer') throw new HttpError(403, MY_DATA_MESSAGES.customersOnly);
  };
  const own = { config: { access: access.customer }, preHandler: [customersOnly] };
  // Guessing the password through a session left open is limited as sign-in attempts are.
  const { perEmailIp, windowMs } = app.config.loginRateLimit;
  const passwordChecks = rateLimitGuard(app, [{ max: perEmailIp, windowMs, key: (request) => `me-delete:${request.user?.id ?? request.ip}` }]);

  app.get('/me/data-export', own, async (request, reply) => {
    const now = app.now();
    const data = await exportMyData(app.db, currentUser(request), now);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${myDataFilename(storeDate(now))}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete('/me', { ...own, preHandler: [customersOnly, passwordChecks] }, async (request, reply) => {
    const input = await validateBody(deleteAccountSchema, request.body);
    await deleteAccount(app.dbHandle, currentUser(request), input);
    return reply.code(204).send();
  });
}
