import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailAllowed, pushAllowed } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue-job';
import { enqueueMail } from '../../mail/mail-job';
import { orderUpdateMail } from './order-update-mail';
import { pushPayloadOf, pushTagOf } from './push-payload';
import { sendPush, type PushOutcome } from './push-sender';
import { vapidKeys } from './vapid-keys';
import { NOTIFICATION_DELIVERY_JOB, PUSH_SEND_JOB } from './web-push.enqueue';
import { preferencesOf } from './web-push.service';

/** A status change older than this is no news: the push service drops it rather than deliver it late. */
const STATUS_TTL_SECONDS = 60 * 60;

function stringField(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  if (typeof value !== 'string') throw new Error(`web-push job without ${name}`);
  return value;
}

async function notificationOf(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** A push the service could not take now is tried again this much later, then with the runner's backoff. */
const FIRST_RETRY_MS = 5_000;

type Target = typeof pushSubscriptions.$inferSelect;
type NotificationRow = NonNullable<Awaited<ReturnType<typeof notificationOf>>>;

/**
 * Delivery outside the app (enqueued by createNotifications through enqueueNotificationDeliveries).
 * NOTIFICATION_DELIVERY_JOB reads the user's preferences, queues the e-mail when asked for, and pushes to each of
 * their browsers; a browser whose push service answered 429, 5xx or nothing gets its own PUSH_SEND_JOB, retried
 * alone. The VAPID key pair is made at start.
 */
export function registerWebPushJobs(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    await vapidKeys(app.db);
  });

  /** One push and its bookkeeping; 'retry' when it must be tried again. */
  async function deliver(notification: NotificationRow, target: Target): Promise<PushOutcome> {
    const { webPush } = app.config;
    const outcome = await sendPush(target, pushPayloadOf(notification), {
      vapid: await vapidKeys(app.db),
      subject: webPush.subject,
      ttlSeconds: STATUS_TTL_SECONDS,
      urgency: 'high',
      topic: pushTagOf(notification),
      timeoutMs: webPush.timeoutMs,
    });
    const same = and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint));
    if (outcome.kind === 'delivered') await app.db.update(pushSubscriptions).set({ lastSuccessAt: app.now(), failureCount: 0 }).where(same);
    if (outcome.kind === 'gone') await app.db.delete(pushSubscriptions).where(same);
    if (outcome.kind === 'refused') {
      app.log.warn({ subscriptionId: target.id, status: outcome.status, detail: outcome.detail }, 'push refused');
      await app.db
        .update(pushSubscriptions)
        .set({ lastFailureAt: app.now(), failureCount: sql`${pushSubscriptions.failureCount} + 1` })
        .where(same);
    }
    return outcome;
  }

  app.jobs.register(NOTIFICATION_DELIVERY_JOB, async ({ payload }) => {
    const id = stringField(payload, 'notificationId');
    const notification = await notificationOf(app.db, id);
    if (!notification) return;
    const preferences = await preferencesOf(app.db, notification.userId);
    if (emailAllowed(preferences, notification.type)) {
      const [user] = await app.db
        .select({ email: users.email, name: users.name, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, notification.userId));
      if (user && !user.deactivatedAt) await enqueueMail(app.db, orderUpdateMail(user, notification, app.config.appUrl), `order-update-mail:${id}`);
    }
    if (!pushAllowed(preferences, notification.type)) return;
    const targets = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, notification.userId));
    for (const target of targets) {
      const outcome = await deliver(notification, target);
      if (outcome.kind !== 'retry') continue;
      // Only this browser is tried again: the others already have it.
      await enqueueJob(app.db, {
        kind: PUSH_SEND_JOB,
        payload: { notificationId: id, subscriptionId: target.id },
        runAt: new Date(app.now().getTime() + FIRST_RETRY_MS),
        dedupeKey: `${PUSH_SEND_JOB}:${id}:${target.id}`,
      });
    }
  });

  app.jobs.register(PUSH_SEND_JOB, async ({ payload }) => {
    const notification = await notificationOf(app.db, stringField(payload, 'notificationId'));
    const subscriptionId = Number(payload.subscriptionId);
    if (!notification || !Number.isInteger(subscriptionId)) return;
    // The user's own only: an endpoint that moved to another account since is not theirs any more.
    const [target] = await app.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, notification.userId)));
    if (!target) return;
    const outcome = await deliver(notification, target);
    if (outcome.kind === 'retry') throw new Error(`push service answered ${outcome.status ?? 'nothing'}${outcome.detail ? `: ${outcome.detail}` : ''}`);
  });
}
