import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser, sessionClientOf } from '../../auth/authenticate';
import { rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { saveAccountAddress } from '../customer-addresses/customer-addresses.service';
import { branchOf, serializeUserWithBranch } from '../users/users.service';
import { AUTH_API_MESSAGES, loginSchema, registrationSchema } from './auth.schema';
import * as auth from './auth.service';
import { loginRateLimit } from './login-rate-limit';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const signedIn = { config: { access: access.signedIn } };

  app.post('/login', { config: { access: access.public }, preHandler: [loginRateLimit(app, app.config.loginRateLimit)] }, async (request) => {
    const input = await validateBody(loginSchema, request.body);
    return auth.login(app.db, input.email, input.password, { lifetimes: app.config.sessions, client: sessionClientOf(request) });
  });

  const { perIp, windowMs } = app.config.registerRateLimit;
  const registerLimit = rateLimitGuard(app, [{ max: perIp, windowMs, key: (req) => `register-ip:${req.ip}` }]);

  app.post('/register', { config: { access: access.public }, preHandler: [registerLimit] }, async (request, reply) => {
    // `role` is ignored rather than validated: public registration always creates a customer.
    const { role: _ignored, ...body } = (request.body ?? {}) as Record<string, unknown>;
    const input = await validateBody(registrationSchema, body);
    const data = await auth.register(app.db, input, { lifetimes: app.config.sessions, client: sessionClientOf(request) });
    // The account exists by now: a failure to save its address must not turn the registration into an error.
    const address = { ...input, latitude: input.current_latitude, longitude: input.current_longitude };
    await saveAccountAddress(app.dbHandle, data.user.id, address).catch((err: unknown) => {
      request.log.error({ err, userId: data.user.id }, 'account created, but its address was not saved');
    });
    return reply.code(201).send({ data });
  });

  app.post('/logout', signedIn, async (request) => {
    await auth.logout(app.db, request.tokenId!);
    return { message: AUTH_API_MESSAGES.loggedOut };
  });

  app.post('/refresh', signedIn, async (request) => auth.refresh(app.db, currentUser(request), request.tokenId!, sessionClientOf(request)));

  app.get('/user', signedIn, async (request) => serializeUserWithBranch(app.db, currentUser(request)));

  app.get('/me', signedIn, async (request) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name, email: user.email, role: user.role, store_id: user.storeId, branch_id: (await branchOf(app.db, user))?.id ?? null };
  });
}
