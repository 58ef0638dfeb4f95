import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { validateBody } from '../../lib/validate-body';
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordSchema } from './password-reset.schema';
import { requestPasswordReset, resetPassword, type PasswordResetDeps } from './password-reset.service';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): PasswordResetDeps => ({
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    ttlMinutes: app.config.passwordResetTtlMinutes,
    logger: app.log,
  });

  app.post('/forgot-password', { config: { access: access.public } }, async (request) => {
    const input = await validateBody(forgotPasswordSchema, request.body);
    await requestPasswordReset(deps(), input.email);
    return { message: PASSWORD_RESET_MESSAGES.linkSent };
  });

  app.post('/reset-password', { config: { access: access.public } }, async (request) => {
    const input = await validateBody(resetPasswordSchema, request.body);
    await resetPassword(deps(), input);
    return { message: PASSWORD_RESET_MESSAGES.done };
  });
}
