import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { parsePage, testNotificationSchema } from './notifications.schema';
import * as service from './notifications.service';

export type NotificationsRoutesOptions = {
  /** Adds POST /testing/notifications (a notification for the caller), for e2e runs only. */
  testRoutes?: boolean;
};

export async function notificationsRoutes(app: FastifyInstance, options: NotificationsRoutesOptions = {}): Promise<void> {
  const own = { config: { access: access.customer } };

  app.get<{ Querystring: { page?: string } }>('/notifications', own, async (request) =>
    service.listNotifications(app.db, currentUser(request).id, parsePage(request.query.page)),
  );

  app.get('/notifications/unread-count', own, async (request) => ({ count: await service.unreadCount(app.db, currentUser(request).id) }));

  app.post('/notifications/mark-all-read', own, async (request) => service.markAllRead(app.db, currentUser(request).id));

  app.post<{ Params: { id: string } }>('/notifications/:id/read', own, async (request) => ({
    data: await service.markRead(app.db, currentUser(request).id, request.params.id),
  }));

  if (options.testRoutes) {
    app.post('/testing/notifications', own, async (request, reply) => {
      const input = await validateBody(testNotificationSchema, request.body);
      const rows = await service.createNotifications(app.db, [currentUser(request).id], { ...input, data: input.data ?? {} });
      await service.broadcastNotifications(app.broadcaster, rows);
      return reply.code(201).send({ data: rows.map(service.serializeNotification)[0] });
    });
  }
}
