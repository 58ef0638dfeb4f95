import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { deliveryTrips } from '../../db/schema';
import { recordPosition } from './driver-position';
import { driverProfiles } from './driver-profiles';
import { deliverOrder, moveTrip, ownDriver, setOnline, type DriverContext } from './trips.driver';
import { tripView, tripViews } from './trips.view';

type Params = { Params: { driverId: string; tripId: string; orderId: string } };

/** The driver app: every route acts on the caller's own driver rows only (another's id is 404). */
export async function driverAppRoutes(app: FastifyInstance): Promise<void> {
  const driver = { config: { access: access.driver } };
  const ctx = (request: FastifyRequest): DriverContext => ({ db: app.db, user: currentUser(request), now: app.now(), lease: app.outbox.lease });

  app.get('/driver/me', driver, async (request) => ({ data: await driverProfiles(app.db, app.dbHandle, currentUser(request).id, app.now()) }));

  app.post<Params>('/driver/:driverId/online', driver, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const written = await setOnline(ctx(request), request.params.driverId, body.online);
    await app.outbox.deliver(written.announcements);
    const [profile] = await driverProfiles(app.db, app.dbHandle, currentUser(request).id, app.now(), written.driver);
    return { data: profile };
  });

  app.post<Params>('/driver/:driverId/position', driver, async (request, reply) => {
    const result = await recordPosition(app.dbHandle, app.broadcaster, currentUser(request), request.params.driverId, request.body, app.now());
    return reply.code(result === 'published' ? 204 : 202).send();
  });

  app.get<Params>('/driver/:driverId/trips', driver, async (request) => {
    const own = await ownDriver(app.db, currentUser(request), request.params.driverId);
    const trips = await app.db
      .select()
      .from(deliveryTrips)
      .where(and(eq(deliveryTrips.driverId, own.id), inArray(deliveryTrips.status, ['assigned', 'accepted', 'picked_up'])))
      .orderBy(asc(deliveryTrips.assignedAt));
    return { data: await tripViews(app.db, trips) };
  });

  for (const action of ['accept', 'decline', 'pickup'] as const) {
    app.post<Params>(`/driver/:driverId/trips/:tripId/${action}`, driver, async (request) => {
      const written = await moveTrip(ctx(request), request.params.driverId, request.params.tripId, action);
      await app.outbox.deliver(written.announcements);
      return { data: await tripView(app.db, written.trip) };
    });
  }

  app.post<Params>('/driver/:driverId/orders/:orderId/deliver', driver, async (request) => {
    const written = await deliverOrder(ctx(request), request.params.driverId, request.params.orderId, request.body);
    await app.outbox.deliver(written.announcements);
    return { data: await tripView(app.db, written.trip) };
  });
}
