import type { FastifyInstance } from 'fastify';
import { discoveryQuerySchema, type DiscoveryQuery } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { optionalUser } from '../../auth/authenticate';
import { validateQuery } from '../../lib/validate-body';
import { DiscoveryProfiles } from './discovery-profiles';
import { discoverStores } from './store-discovery.service';

export async function storeDiscoveryRoutes(app: FastifyInstance): Promise<void> {
  const profiles = new DiscoveryProfiles();
  // Public (the landing page); a signed-in customer may search from one of their saved addresses (address_id).
  app.get('/stores/discover', { config: { access: access.public } }, async (request) => {
    const query = (await validateQuery(discoveryQuerySchema, request.query)) as DiscoveryQuery;
    const user = query.address_id === null ? null : await optionalUser(request);
    return discoverStores({ db: app.db, placer: app.deliveryPlacer, profiles, now: app.now() }, query, user);
  });
}
