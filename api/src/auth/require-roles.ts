import type { Role } from '@comanda/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { PreHandler } from '../fastify-types';
import { forbidden } from '../lib/http-error';
import { currentUser } from './authenticate';

/** preHandler (after `authenticate`): 403 unless the caller has one of the roles. */
export function requireRoles(...roles: Role[]): PreHandler {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!roles.includes(user.role as Role)) throw forbidden();
  };
}
