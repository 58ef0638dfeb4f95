import type { PushPayload } from '@comanda/shared/domain';
import type { NotificationRow } from '../../db/schema';

/** Where a notification without a link of its own takes the customer. */
const FALLBACK_URL = '/customer/dashboard';

/** One tag (and push topic) per order: a later status replaces the earlier one on the device. */
export function pushTagOf(row: Pick<NotificationRow, 'id' | 'data'>): string {
  const orderId = row.data.order_id;
  return typeof orderId === 'number' ? `order-${orderId}` : `n-${row.id.replace(/-/g, '').slice(0, 30)}`;
}

export function pushPayloadOf(row: Pick<NotificationRow, 'id' | 'title' | 'message' | 'data'>): PushPayload {
  const url = typeof row.data.url === 'string' && row.data.url.startsWith('/') ? row.data.url : FALLBACK_URL;
  return { title: row.title, body: row.message, url, tag: pushTagOf(row) };
}
