import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MarkAllReadResponse, Notification, NotificationListResponse } from '@comanda/shared/domain';
import type { Db, SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { notifications, type NotificationRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { OutboxEvent } from '../../outbox/outbox-events';
import { NOTIFICATION_EVENT, userChannel } from '../../realtime/channels';
import type { Broadcaster } from '../../realtime/publisher';
import { NOTIFICATIONS_PER_PAGE, isUuid } from './notifications.schema';
import { enqueueNotificationDeliveries } from '../web-push/web-push.enqueue';

export type NewNotification = { type: string; title: string; message: string; data: Record<string, unknown> };

export function serializeNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    timestamp: row.createdAt.toISOString(),
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/**
 * One notification per user in a single multi-row insert; pass the transaction that makes the change
 * being announced, and call `broadcastNotifications` with the result once it has committed. Types that also go
 * out by Web Push or e-mail get their delivery job in that transaction.
 */
export async function createNotifications(tx: Db, userIds: number[], input: NewNotification): Promise<NotificationRow[]> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(recipients.map((userId) => ({ userId, type: input.type, title: input.title, message: input.message, data: input.data })))
    .returning();
  await enqueueNotificationDeliveries(tx, rows);
  return rows;
}

/**
 * Laravel's BroadcastNotificationCreated on private-App.Models.User.{id}, one per row: the payload is the
 * `data` fields plus the wire Notification, as laravel-echo's `.notification()` delivers it. Never throws.
 */
export async function broadcastNotifications(broadcaster: Pick<Broadcaster, 'notifyUser'>, rows: NotificationRow[]): Promise<void> {
  await Promise.all(
    rows.map((row) => {
      const { id, type, ...wire } = serializeNotification(row);
      return broadcaster.notifyUser(row.userId, { id, type, data: { ...row.data, ...wire } });
    }),
  );
}

/** The same broadcasts as outbox events, written in the transaction that stores the notifications. */
export function notificationEvents(rows: NotificationRow[]): OutboxEvent[] {
  return rows.map((row) => {
    const { id, type, ...wire } = serializeNotification(row);
    return { channels: [userChannel(row.userId)], event: NOTIFICATION_EVENT, payload: { ...row.data, ...wire, id, type } };
  });
}

const NOTIFY_STORE_STAFF: Statement = {
  name: 'notifications_notify_store_staff',
  text: `
INSERT INTO notifications (user_id, type, title, message, data)
SELECT user_id, $2::text, $3::text, $4::text, $5::jsonb FROM store_staff WHERE store_id = $1::int ORDER BY user_id
RETURNING to_jsonb(notifications) AS row`,
};

/** One notification for each user who works for the store (the store_staff view), in one statement. */
export async function notifyStoreStaff(runner: Pick<SqlRunner, 'run'>, storeId: number, input: NewNotification): Promise<NotificationRow[]> {
  const rows = await runner.run<{ row: Record<string, unknown> }>(NOTIFY_STORE_STAFF, [storeId, input.type, input.title, input.message, JSON.stringify(input.data)]);
  return rows.map(({ row }) => rowFromJson(notifications, row));
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Laravel's paginate(15): newest first; a page past the last one is empty. */
export async function listNotifications(db: Db, userId: number, page: number): Promise<NotificationListResponse> {
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const total = Number(totals?.total ?? 0);
  const rows =
    total > (page - 1) * NOTIFICATIONS_PER_PAGE
      ? await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.seq))
          .limit(NOTIFICATIONS_PER_PAGE)
          .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
      : [];
  return {
    notifications: rows.map(serializeNotification),
    unread_count: totals?.unread ?? 0,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)),
    per_page: NOTIFICATIONS_PER_PAGE,
    total,
  };
}

/** Marks one of the user's notifications read (idempotent: keeps the first read_at); 404 for anything else. */
export async function markRead(db: Db, userId: number, id: string): Promise<Notification> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return serializeNotification(row);
}

export async function markAllRead(db: Db, userId: number): Promise<MarkAllReadResponse> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, unread_count: 0 };
}
