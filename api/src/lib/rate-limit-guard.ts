import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PreHandler } from '../fastify-types';
import { HttpError } from './http-error';

/** One counter: `max` requests per `windowMs` for each key (e.g. `forgot-ip:<ip>`). */
export type RateLimitRule = { max: number; windowMs: number; key: (request: FastifyRequest) => string };

export const TOO_MANY_REQUESTS = (seconds: number) => `Muitas solicitações. Tente novamente em ${seconds} segundos.`;

/** The request body's `email`, normalised, for limits keyed by address ('' when absent: validation answers). */
export function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * A preHandler (not onRequest: keys may need the body) enforcing every rule; the first exceeded one answers 429 with
 * Retry-After. The counters live in the rate-limit plugin's store: Redis when REDIS_URL is set (shared by every API
 * node), memory otherwise. Route-level `config.rateLimit` cannot express two limits on one route, hence createRateLimit.
 */
export function rateLimitGuard(app: FastifyInstance, rules: RateLimitRule[], message: (seconds: number) => string = TOO_MANY_REQUESTS): PreHandler {
  const limiters = rules.map((rule) => app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: rule.key }));
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, message(seconds));
      }
    }
  };
}
