import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type NotificationPreferencesInput, type PushSubscriptionInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { notificationPreferences, pushSubscriptions } from '../../db/schema';

const USER_AGENT_MAX = 500;

/**
 * The browser's subscription, for the caller. A browser has one subscription per origin: when the endpoint is already
 * known (its keys may be new) it is updated in place and moves to the caller, so a shared computer whose previous user
 * signed out never gets the previous user's pushes.
 */
export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput, userAgent: string | undefined): Promise<{ endpoint: string }> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, failureCount: 0, lastFailureAt: null, createdAt: sql`now()` },
    });
  return { endpoint: input.endpoint };
}

/** Only the caller's own subscription; an endpoint they do not own changes nothing (and says nothing). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return { order_status_push: row.orderStatusPush, order_updates_email: row.orderUpdatesEmail, promotions: row.promotions };
}

export async function savePreferences(db: Db, userId: number, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  const set = { orderStatusPush: input.order_status_push, orderUpdatesEmail: input.order_updates_email, promotions: input.promotions, updatedAt: sql`now()` };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set });
  return preferencesOf(db, userId);
}
