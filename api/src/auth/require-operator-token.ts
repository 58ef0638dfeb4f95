import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreHandler } from '../fastify-types';
import { notFound, unauthenticated } from '../lib/http-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * preHandler of the operators' routes (access.operator): `Authorization: Bearer <METRICS_TOKEN>`, compared in
 * constant time. No token configured: the route does not exist (404), rather than being open.
 */
export function requireOperatorToken(token: () => string | undefined): PreHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const expected = token();
    if (!expected) throw notFound();
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(expected))) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated();
    }
  };
}
