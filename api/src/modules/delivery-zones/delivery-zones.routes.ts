import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DELIVERY_ZONE_PRECEDENCE_TEXT, deliveryRatesInputSchema, deliverySimulationSchema, deliveryZoneInputSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import type { DeliveryWriter } from './delivery-writer';
import { readRates, updateRates } from './rates.service';
import { simulateDelivery } from './simulate';
import { createZone, deleteZone, listZones, updateZone, zonesStoreOf } from './zones.service';

type Params = { Params: { storeId: string; zoneId: string } };

/**
 * The delivery zone editor and rates (issue 12) for whoever manages the store (store.manage; writes need the plan's
 * delivery management): zones of every kind, the "Simular endereço" box (the checkout's own charge) and the rates.
 * Every write refreshes the store's public data at once (announceStoreChange), so the checkout prices the next
 * address with it.
 */
export async function deliveryZonesRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'store.manage', { feature: 'delivery_management' }) } };
  // A simulation writes nothing: it stays open while the plan's feature is read-only.
  const simulate = { config: { access: access.storeMember('storeId', 'store.manage') } };
  const writer = (request: FastifyRequest): DeliveryWriter => ({ db: app.db, actor: currentUser(request), lease: app.outbox.lease });
  const delivered = answerAfterCommit(app.storeChanges);

  app.get<Params>('/stores/:storeId/delivery/zones', manage, async (request) => ({
    data: await listZones(app.db, request.store!.id),
    store: zonesStoreOf(request.store!),
    precedence: DELIVERY_ZONE_PRECEDENCE_TEXT,
  }));

  app.post<Params>('/stores/:storeId/delivery/zones', manage, async (request, reply) => {
    const input = await validateBody(deliveryZoneInputSchema, request.body);
    const answer = await delivered(await createZone(writer(request), request.store!, input, app.now()));
    void reply.code(201);
    return answer;
  });

  app.put<Params>('/stores/:storeId/delivery/zones/:zoneId', manage, async (request) => {
    const input = await validateBody(deliveryZoneInputSchema, request.body);
    return delivered(await updateZone(writer(request), request.store!, request.params.zoneId, input, app.now()));
  });

  app.delete<Params>('/stores/:storeId/delivery/zones/:zoneId', manage, async (request, reply) => {
    await delivered(await deleteZone(writer(request), request.store!, request.params.zoneId));
    return reply.code(204).send();
  });

  app.post<Params>('/stores/:storeId/delivery/simulate', simulate, async (request) => {
    const input = await validateBody(deliverySimulationSchema, request.body);
    return { data: await simulateDelivery(app.dbHandle, app.deliveryPlacer, request.store!.id, input, app.now()) };
  });

  app.get<Params>('/stores/:storeId/delivery/rates', manage, async (request) => ({ data: readRates(request.store!) }));

  app.put<Params>('/stores/:storeId/delivery/rates', manage, async (request) => {
    const input = await validateBody(deliveryRatesInputSchema, request.body);
    return delivered(await updateRates(writer(request), request.store!, input, app.now()));
  });
}
