import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { emailOf, rateLimitGuard } from '../../lib/rate-limit-guard';
import { validateBody } from '../../lib/validate-body';
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordSchema } from './password-reset.schema';
import { enqueuePasswordReset, PASSWORD_RESET_JOB, resetPassword, runPasswordResetJob, type PasswordResetDeps } from './password-reset.service';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): PasswordResetDeps => ({
    db: app.db,
    appUrl: app.config.appUrl,
    ttlMinutes: app.config.passwordResetTtlMinutes,
    logger: app.log,
  });

  app.jobs.register(PASSWORD_RESET_JOB, (job) => runPasswordResetJob(deps(), job));

  const { perEmail, perIp, windowMs } = app.config.forgotPasswordRateLimit;
  const forgotLimit = rateLimitGuard(app, [
    { max: perIp, windowMs, key: (req) => `forgot-ip:${req.ip}` },
    { max: perEmail, windowMs, key: (req) => `forgot:${emailOf(req)}` },
  ]);

  app.post('/forgot-password', { config: { access: access.public }, preHandler: [forgotLimit] }, async (request) => {
    const input = await validateBody(forgotPasswordSchema, request.body);
    // Looking the address up, writing the token and mailing all happen in a durable job after the answer, which
    // is therefore the same, in content and in time, whether the address has an account or not.
    await enqueuePasswordReset(app.db, input.email);
    return { message: PASSWORD_RESET_MESSAGES.linkSent };
  });

  app.post('/reset-password', { config: { access: access.public } }, async (request) => {
    const input = await validateBody(resetPasswordSchema, request.body);
    await resetPassword(deps(), input);
    return { message: PASSWORD_RESET_MESSAGES.done };
  });
}
