import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { unauthenticated } from '../lib/http-error';
import { resolveToken, type SessionClient } from './tokens';

/** Sanctum's `<id>|<secret>`: the id a positive int4 (the column's range), the secret visible ASCII. */
const BEARER = /^Bearer\s+([1-9]\d{0,9})\|([\x21-\x7e]{20,200})\s*$/i;
const MAX_TOKEN_ID = 2_147_483_647;

/** The bearer token of the Authorization header; any other shape is no token (a 401 where one is needed). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  if (!match || Number(match[1]) > MAX_TOKEN_ID) return undefined;
  return `${match[1]}|${match[2]}`;
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
