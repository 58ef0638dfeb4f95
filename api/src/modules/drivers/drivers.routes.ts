import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { DRIVER_MESSAGES } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { drivers } from '../../db/schema';
import { driverViews } from './drivers.view';
import { createDriver, findStoreDriver, reinviteDriver, updateDriver, type DriverWriteContext } from './drivers.write';
import { driversWithCash, settleDriverCash } from './drivers.settle';

type Params = { Params: { storeId: string; driverId: string } };

/**
 * The store's drivers (store.manage; writes need the plan's delivery management): list with today's figures, register
 * and invite, edit, a new invitation link. Settling a driver's cash into a register and the list of cash to settle are
 * for whoever runs the register (pos.sell).
 */
export async function driversRoutes(app: FastifyInstance): Promise<void> {
  const manage = { config: { access: access.storeMember('storeId', 'store.manage', { feature: 'delivery_management' }) } };
  const register = { config: { access: access.storeMember('storeId', 'pos.sell', { feature: 'delivery_management' }) } };
  const ctx = (request: FastifyRequest): DriverWriteContext => ({ db: app.db, store: request.store!, actor: currentUser(request), now: app.now(), appUrl: app.config.appUrl });
  const view = async (written: { driver: typeof drivers.$inferSelect; inviteUrl: string | null }) =>
    (await driverViews(app.dbHandle, [written.driver], app.now(), new Map(written.inviteUrl ? [[written.driver.id, written.inviteUrl]] : [])))[0]!;

  app.get<Params>('/stores/:storeId/delivery/drivers', manage, async (request) => {
    const rows = await app.db.select().from(drivers).where(eq(drivers.storeId, request.store!.id)).orderBy(asc(drivers.name));
    return { data: await driverViews(app.dbHandle, rows, app.now()) };
  });

  app.post<Params>('/stores/:storeId/delivery/drivers', manage, async (request, reply) => {
    const written = await createDriver(ctx(request), request.body);
    return reply.code(201).send({ data: await view(written), message: written.inviteUrl ? DRIVER_MESSAGES.invited : DRIVER_MESSAGES.added });
  });

  app.put<Params>('/stores/:storeId/delivery/drivers/:driverId', manage, async (request) => {
    const driver = await updateDriver(ctx(request), request.params.driverId, request.body);
    return { data: await view({ driver, inviteUrl: null }) };
  });

  app.post<Params>('/stores/:storeId/delivery/drivers/:driverId/invite', manage, async (request) => {
    const written = await reinviteDriver(ctx(request), request.params.driverId);
    return { data: await view(written), message: DRIVER_MESSAGES.invited };
  });

  app.get<Params>('/stores/:storeId/delivery/cash', register, async (request) => ({ data: await driversWithCash(app.db, request.store!.id) }));

  app.post<Params>('/stores/:storeId/delivery/drivers/:driverId/settle', register, async (request) => {
    await findStoreDriver(app.db, request.store!.id, request.params.driverId);
    return { data: await settleDriverCash(app.db, request.store!, currentUser(request), request.params.driverId, request.body, app.now()) };
  });
}
