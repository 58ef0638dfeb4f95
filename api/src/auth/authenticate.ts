import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { unauthenticated } from '../lib/http-error';
import { resolveToken, type SessionClient } from './tokens';

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Registers `app.authenticate` (preHandler) and the request decorations it fills. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('store', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const bearer = bearerOf(request);
    const resolved = bearer ? await resolveToken(app.db, bearer, app.config.sessions) : undefined;
    if (!resolved) throw unauthenticated();
    request.user = resolved.user;
    request.tokenId = resolved.tokenId;
  });
}

/** What a new session records about the caller (shown later in the user's list of sessions). */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, ip: request.ip || null };
}

/** For handlers behind `authenticate`: the user, or 401 if the route forgot the preHandler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** For public routes that do more for a signed-in caller: the user of a valid bearer token, else null (a guest). */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  const bearer = bearerOf(request);
  const resolved = bearer ? await resolveToken(request.server.db, bearer, request.server.config.sessions) : undefined;
  return resolved?.user ?? null;
}
