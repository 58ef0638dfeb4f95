import { sql } from 'drizzle-orm';
import { EMAIL_PREFERENCE_OF_TYPE, PUSH_PREFERENCE_OF_TYPE } from '@comanda/shared/domain';
import type { Db } from '../../db/client';

/** Per notification: checks the user's preferences, queues the e-mail and pushes to each browser. */
export const NOTIFICATION_DELIVERY_JOB = 'notification.deliver';
/** Per notification and subscription: one push, retried by the job runner on 429, 5xx or no answer. */
export const PUSH_SEND_JOB = 'web-push.send';

type Notified = { id: string; userId: number; type: string };

/**
 * In the transaction that creates the notifications: a delivery job for each one of a type that goes out by push or
 * e-mail, when its user (an account still active) has a browser subscribed or asked for e-mails; no job otherwise, so
 * the order paths pay a few indexed lookups. Keyed by the notification's id.
 */
export async function enqueueNotificationDeliveries(tx: Db, rows: Notified[]): Promise<void> {
  const outside = rows
    .filter((row) => PUSH_PREFERENCE_OF_TYPE[row.type] !== undefined || EMAIL_PREFERENCE_OF_TYPE[row.type] !== undefined)
    .map((row) => ({ id: row.id, user_id: row.userId }));
  if (outside.length === 0) return;
  await tx.execute(sql`
    INSERT INTO jobs (kind, payload, run_at, dedupe_key)
    SELECT ${NOTIFICATION_DELIVERY_JOB}::text, jsonb_build_object('notificationId', n.id), 'epoch'::timestamptz, ${NOTIFICATION_DELIVERY_JOB}::text || ':' || n.id
    FROM jsonb_to_recordset(${JSON.stringify(outside)}::jsonb) AS n(id uuid, user_id int)
    WHERE (EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = n.user_id)
           OR EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = n.user_id AND p.order_updates_email))
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id AND u.deactivated_at IS NOT NULL)
    ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL AND failed_at IS NULL DO NOTHING`);
}
