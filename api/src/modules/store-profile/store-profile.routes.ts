import { storeProfileSchema } from '@comanda/shared/domain';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { validateBody } from '../../lib/validate-body';
import { readProfile, updateProfile } from './store-profile.service';

type ProfileRequest = { Params: { storeId: string } };

export async function storeProfileRoutes(app: FastifyInstance): Promise<void> {
  const rule = { access: access.storeMember('storeId', 'store.manage') };

  app.get<ProfileRequest>('/stores/:storeId/profile', { config: rule }, async (request) => ({ data: await readProfile(app.db, request.store!) }));

  app.put<ProfileRequest>('/stores/:storeId/profile', { config: rule }, async (request) => {
    const input = await validateBody(storeProfileSchema, request.body);
    const { value, announcements } = await updateProfile(app.db, request.store!, input, currentUser(request), app.outbox.lease);
    await app.storeChanges.committed(announcements);
    return { data: value };
  });
}
