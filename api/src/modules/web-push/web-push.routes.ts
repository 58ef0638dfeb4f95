import type { FastifyInstance } from 'fastify';
import { notificationPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@comanda/shared/domain';
import { currentUser } from '../../auth/authenticate';
import { access } from '../../auth/route-access';
import { validateBody } from '../../lib/validate-body';
import { vapidKeys } from './vapid-keys';
import { preferencesOf, savePreferences, subscribe, unsubscribe } from './web-push.service';

/** Web Push subscriptions and notification preferences (wire in shared/domain/customer/notification-preferences.ts). */
export async function webPushRoutes(app: FastifyInstance): Promise<void> {
  // Test endpoints let a subscription make the server POST to any address (e2e runs a production build with them).
  if (app.config.webPush.allowTestEndpoints) app.log.warn('WEB_PUSH_TEST_ENDPOINTS=1: push subscriptions may point at any host; for tests only');
  const own = { config: { access: access.signedIn } };
  const subscriptionSchema = pushSubscriptionSchema(app.config.webPush.allowTestEndpoints);

  app.get('/push/public-key', { config: { access: access.public } }, async () => ({ data: { public_key: (await vapidKeys(app.db)).publicKey } }));

  app.post('/me/push-subscriptions', own, async (request, reply) => {
    const input = await validateBody(subscriptionSchema, request.body);
    return reply.code(201).send({ data: await subscribe(app.db, currentUser(request).id, input, request.headers['user-agent']) });
  });

  app.delete('/me/push-subscriptions', own, async (request, reply) => {
    const input = await validateBody(pushUnsubscribeSchema, request.body);
    await unsubscribe(app.db, currentUser(request).id, input.endpoint);
    return reply.code(204).send();
  });

  app.get('/me/notification-preferences', own, async (request) => ({ data: await preferencesOf(app.db, currentUser(request).id) }));

  app.put('/me/notification-preferences', own, async (request) => {
    const input = await validateBody(notificationPreferencesSchema, request.body);
    return { data: await savePreferences(app.db, currentUser(request).id, input) };
  });
}
