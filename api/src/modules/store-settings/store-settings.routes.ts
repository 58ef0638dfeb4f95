import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pauseOrdersSchema, storeSettingsSchema } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { answerAfterCommit } from '../storefront-refresh/announce-store-change';
import { pauseOrders, readSettings, resumeOrders, updateSettings, type SettingsWriter } from './store-settings.service';

type StoreParams = { Params: { storeId: string } };

export async function storeSettingsRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'store.manage') } };
  const writer = (request: FastifyRequest): SettingsWriter => ({ db: app.db, actor: currentUser(request), lease: app.outbox.lease });
  // Open storefronts hear of the write once it is committed (the events are in the outbox either way).
  const delivered = answerAfterCommit(app.storeChanges);

  app.get<StoreParams>('/stores/:storeId/settings', manage, async (request) => ({ data: readSettings(request.store!, app.now()) }));

  app.put<StoreParams>('/stores/:storeId/settings', manage, async (request) => {
    const input = await validateBody(storeSettingsSchema, request.body);
    return delivered(await updateSettings(writer(request), request.store!, input, app.now()));
  });

  app.post<StoreParams>('/stores/:storeId/settings/pause', manage, async (request) => {
    const input = await validateBody(pauseOrdersSchema, request.body);
    return delivered(await pauseOrders(writer(request), request.store!, input, app.now()));
  });

  app.delete<StoreParams>('/stores/:storeId/settings/pause', manage, async (request) => delivered(await resumeOrders(writer(request), request.store!, app.now())));
}
