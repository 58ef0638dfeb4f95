import { eq } from 'drizzle-orm';
import { formatBRL, formatOrderNumber, NOTIFICATION_TYPES, ORDER_TYPE_LABELS, orderStatusLabel } from '@comanda/shared/domain';
import type { Db, SqlRunner } from '../../db/client';
import { storeStaff, type NotificationRow, type OrderRow } from '../../db/schema';
import { createNotifications, notifyStoreStaff } from '../notifications/notifications.service';

const dataOf = (order: OrderRow, url: string) => ({
  order_id: order.id,
  public_id: order.publicId,
  number: order.number,
  display_number: formatOrderNumber(order.number),
  store_id: order.storeId,
  status: order.status,
  order_type: order.orderType,
  url,
});

/**
 * In the order's transaction (a committed order always has them): everyone who works for the store (its
 * own staff, the parent's, branch-limited memberships) hears of a new order.
 */
export async function notifyStaffOfNewOrder(runner: Pick<SqlRunner, 'run'>, order: OrderRow): Promise<NotificationRow[]> {
  return notifyStoreStaff(runner, order.storeId, {
    type: NOTIFICATION_TYPES.orderNew,
    title: `Novo pedido ${formatOrderNumber(order.number)}`,
    message: `${order.customerName} · ${formatBRL(order.totalCents)} · ${ORDER_TYPE_LABELS[order.orderType]}`,
    data: dataOf(order, `/store/orders/${order.id}`),
  });
}

/** In the status change's transaction: the customer who placed the order (when signed in) hears of each step. */
export async function notifyCustomerOfStatus(tx: Db, order: OrderRow, storeSlug: string): Promise<NotificationRow[]> {
  if (order.userId === null) return [];
  const label = orderStatusLabel(order.status, order.orderType);
  return createNotifications(tx, [order.userId], {
    type: NOTIFICATION_TYPES.orderStatus,
    title: `Pedido ${formatOrderNumber(order.number)}: ${label}`,
    message: order.status === 'cancelled' && order.cancelReason ? `${label}. Motivo: ${order.cancelReason}` : `Seu pedido está: ${label}.`,
    data: dataOf(order, `/loja/${storeSlug}/success/${order.publicId}`),
  });
}

/** In the cancellation's transaction: the store's staff hear that the customer cancelled an order they had not accepted. */
export async function notifyStaffOfCustomerCancel(tx: Db, order: OrderRow): Promise<NotificationRow[]> {
  const staff = await tx.select({ userId: storeStaff.userId }).from(storeStaff).where(eq(storeStaff.storeId, order.storeId));
  return createNotifications(tx, staff.map((member) => member.userId), {
    type: NOTIFICATION_TYPES.orderStatus,
    title: `Pedido ${formatOrderNumber(order.number)} cancelado pelo cliente`,
    message: `${order.customerName} · ${formatBRL(order.totalCents)}${order.cancelReason ? ` · Motivo: ${order.cancelReason}` : ''}`,
    data: dataOf(order, `/store/orders/${order.id}`),
  });
}
