import type { Notification } from './types';

const NOTIFICATION_KEYS = new Set(['id', 'type', 'title', 'message', 'data', 'timestamp', 'read', 'read_at']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * A real-time payload as a Notification, or null when it has no id. Broadcasts carry `data` and the
 * Notification fields; a bare Laravel payload (data fields + id + type) gets its extra fields as `data`.
 */
export function toNotification(payload: unknown, receivedAt: Date = new Date()): Notification | null {
  if (!isRecord(payload)) return null;
  const id = text(payload.id);
  if (!id) return null;
  const data = isRecord(payload.data)
    ? payload.data
    : Object.fromEntries(Object.entries(payload).filter(([key]) => !NOTIFICATION_KEYS.has(key)));
  const readAt = typeof payload.read_at === 'string' ? payload.read_at : null;
  const timestamp = typeof payload.timestamp === 'string' && !Number.isNaN(Date.parse(payload.timestamp)) ? payload.timestamp : receivedAt.toISOString();
  return {
    id,
    type: text(payload.type),
    title: text(payload.title),
    message: text(payload.message),
    data,
    timestamp,
    read: payload.read === true || readAt !== null,
    read_at: readAt,
  };
}

/** Where clicking the notification goes: `data.url` when it is an app path ('/store/orders/7'), else null. */
export function notificationPath(notification: Pick<Notification, 'data'>): string | null {
  const url = notification.data.url;
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // '//host' and '/\host' are protocol-relative: not an app path.
  return trimmed.startsWith('/') && !/^\/[/\\]/.test(trimmed) ? trimmed : null;
}
