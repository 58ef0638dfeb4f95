import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { unauthenticated } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { endOtherSessions, endSession, listSessions } from './account-sessions.service';
import { changeEmailSchema, changePasswordSchema, confirmEmailSchema, ACCOUNT_PROFILE_MESSAGES, profileSchema } from './customer-profile.schema';
import { changePassword, updateProfile } from './customer-profile.service';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './email-change.service';

/** The token row this request was authenticated with (set by `authenticate`). */
function currentTokenId(request: FastifyRequest): number {
  if (request.tokenId === null) throw unauthenticated();
  return request.tokenId;
}

/** /api/me/*: the signed-in user's own account (the customer area's "Meu perfil"); wire types in shared/domain/customer. */
export async function customerProfileRoutes(app: FastifyInstance): Promise<void> {
  const own = { config: { access: access.signedIn } };
  // Guessing the password through a session that was left open is limited as sign-in attempts are.
  const { perEmailIp, windowMs } = app.config.loginRateLimit;
  const passwordChecks = rateLimitGuard(app, [{ max: perEmailIp, windowMs, key: (request) => `me-password:${request.user?.id ?? request.ip}` }]);
  const checksPassword = { ...own, preHandler: [passwordChecks] };
  const emailDeps = (): EmailChangeDeps => ({ db: app.db, appUrl: app.config.appUrl, now: app.now });

  app.get('/me/sessions', own, async (request) => ({
    data: await listSessions(app.db, currentUser(request).id, currentTokenId(request), app.config.sessions),
  }));

  app.delete<{ Params: { id: string } }>('/me/sessions/:id', own, async (request, reply) => {
    await endSession(app.db, currentUser(request).id, idOrNotFound(request.params.id), currentTokenId(request));
    return reply.code(204).send();
  });

  app.post('/me/sessions/others/logout', own, async (request) => ({
    data: await endOtherSessions(app.db, currentUser(request).id, currentTokenId(request), app.config.sessions),
  }));

  app.put('/me/profile', own, async (request) => {
    const input = await validateBody(profileSchema, request.body);
    return { data: await updateProfile(app.db, currentUser(request), input) };
  });

  app.post('/me/password', checksPassword, async (request, reply) => {
    const input = await validateBody(changePasswordSchema, request.body);
    await changePassword(app.db, currentUser(request), { tokenId: currentTokenId(request), lifetimes: app.config.sessions }, input);
    return reply.code(204).send();
  });

  app.post('/me/email', checksPassword, async (request, reply) => {
    const input = await validateBody(changeEmailSchema, request.body);
    const sentTo = await requestEmailChange(emailDeps(), currentUser(request), input);
    return reply.code(202).send({ message: ACCOUNT_PROFILE_MESSAGES.emailLinkSent(sentTo) });
  });

  app.post('/me/email/confirm', own, async (request) => {
    const input = await validateBody(confirmEmailSchema, request.body);
    return { data: await confirmEmailChange(emailDeps(), currentUser(request), input.token) };
  });
}
