import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../../config';
import type { PreHandler } from '../../fastify-types';
import { HttpError } from '../../lib/http-error';
import { AUTH_API_MESSAGES } from './auth.schema';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Two limits on login attempts: per (email + IP), against guessing one account's password, and per
 * IP, against spraying many accounts. A preHandler (not onRequest) because the key needs the body.
 * The route-level `config.rateLimit` cannot express two limits on one route, hence createRateLimit.
 */
export function loginRateLimit(app: FastifyInstance, limits: RateLimitConfig): PreHandler {
  const perEmailIp = app.createRateLimit({
    max: limits.perEmailIp,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => `login:${emailOf(req)}|${req.ip}`,
  });
  const perIp = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (req) => `login-ip:${req.ip}` });

  return async (request, reply) => {
    for (const limiter of [perIp, perEmailIp]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, AUTH_API_MESSAGES.tooManyLogins(seconds));
      }
    }
  };
}
