import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../../config';
import type { PreHandler } from '../../fastify-types';
import { emailOf, rateLimitGuard } from '../../lib/rate-limit-guard';
import { AUTH_API_MESSAGES } from './auth.schema';

/** Per (email + IP), against guessing one account's password, and per IP, against spraying many accounts. */
export function loginRateLimit(app: FastifyInstance, limits: RateLimitConfig): PreHandler {
  return rateLimitGuard(
    app,
    [
      { max: limits.perIp, windowMs: limits.windowMs, key: (req) => `login-ip:${req.ip}` },
      { max: limits.perEmailIp, windowMs: limits.windowMs, key: (req) => `login:${emailOf(req)}|${req.ip}` },
    ],
    AUTH_API_MESSAGES.tooManyLogins,
  );
}
