import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import { validateBody } from '../../lib/validate-body';
import { parsePage, testNotificationSchema } from './notifications.schema';
import * as service from './notifications.service';

export type NotificationsRoutesOptions = {
  /** Adds POST /testing/notifications (a notification for the caller), for e2e runs only. */
  testRoutes?: boolean;
};

export async function notificationsRoutes(app: FastifyInstance, options: NotificationsRoutesOptions = {}): Promise<void> {
  const auth = { preHandler: [app.authenticate] };

  app.get<{ Querystring: { page?: string } }>('/notifications', auth, async (request) =>
    service.listNotifications(app.db, currentUser(request).id, parsePage(request.query.page)),
  );

  app.get('/notifications/unread-count', auth, async (request) => ({ count: await service.unreadCount(app.db, currentUser(request).id) }));

  app.post('/notifications/mark-all-read', auth, async (request) => service.markAllRead(app.db, currentUser(request).id));

  app.post<{ Params: { id: string } }>('/notifications/:id/read', auth, async (request) => ({
    data: await service.markRead(app.db, currentUser(request).id, request.params.id),
  }));

  if (options.testRoutes) {
    app.post('/testing/notifications', auth, async (request, reply) => {
      const input = await validateBody(testNotificationSchema, request.body);
      const rows = await service.createNotifications(app.db, [currentUser(request).id], { ...input, data: input.data ?? {} });
      await service.broadcastNotifications(app.broadcaster, rows);
      return reply.code(201).send({ data: rows.map(service.serializeNotification)[0] });
    });
  }
}
