import type { PlanFeature } from '@comanda/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { PreHandler } from '../fastify-types';
import { assertFeatureWritable } from '../modules/plan-limits/plan-limits';
import { READ_METHODS } from './require-store-member';

/** preHandler (after requireStoreMember): a write needs `feature` of the store's plan, writable now. */
export function requirePlanFeature(feature: PlanFeature): PreHandler {
  return async (request: FastifyRequest) => {
    if (READ_METHODS.has(request.method)) return;
    await assertFeatureWritable(request.server.db, request.store!.id, feature, request.server.now());
  };
}
