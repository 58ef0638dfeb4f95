import { TAB_MESSAGES, type TenderLine } from '@comanda/shared/domain';
import type { DbHandle, SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { orders, type OrderRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError } from '../../lib/http-error';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { announceNewOrder } from '../orders/orders.announcements';
import { placeOrder, type NewOrder } from '../orders/orders.write';
import { insertPayments } from './order-payments';
import { lockOpenRegisterSession } from './register-session-lock';

export type PosSaleWrite = {
  order: NewOrder;
  lines: readonly TenderLine[];
  /** A dine-in sale: whether it opens a table's tab (something left to pay) and its service charge's percent; null otherwise. */
  tab: { open: boolean; serviceChargePercent: number | null } | null;
  /** The store's parent (a branch's sales also reach the head office's kanban). */
  parentId: number | null;
  now: Date;
  lease: OutboxLease;
};

/** A dine-in sale's tab columns (migration 0032); the table's open-tab index refuses a second open tab on it. */
const SET_TAB: Statement = {
  name: 'pos_sales_set_tab',
  text: 'UPDATE orders SET tab_open = $2::boolean, service_charge_percent = $3::numeric WHERE id = $1::int RETURNING to_jsonb(orders) AS row',
};

async function setTab(tx: SqlRunner, order: OrderRow, tab: NonNullable<PosSaleWrite['tab']>): Promise<OrderRow> {
  try {
    const [updated] = await tx.run<{ row: Record<string, unknown> }>(SET_TAB, [order.id, tab.open, tab.serviceChargePercent]);
    return rowFromJson(orders, updated!.row);
  } catch (err) {
    // Only the open-tab index can refuse this update: another station opened a tab on this table first.
    if (isUniqueViolation(err)) throw fieldError('table', TAB_MESSAGES.tableBusy(order.tableLabel ?? ''));
    throw err;
  }
}

/**
 * In ONE transaction: the order (number, items, first history entry, idempotency key: orders.write.ts), a dine-in
 * sale's tab (open while something is left to pay: one per table), the register session locked and checked open, the
 * payments into it and the events announcing the order (kanban, dashboard, staff notifications) in the outbox. No
 * escalation jobs: the operator took the sale, nobody has to accept it. A concurrent duplicate fails on the
 * idempotency key (the caller answers the first sale).
 */
export async function writePosSale(sql: Pick<DbHandle, 'transaction'>, sale: PosSaleWrite): Promise<{ order: OrderRow; announcements: QueuedEvent[] }> {
  const { order, lines } = sale;
  const result = await placeOrder(sql, order, null, async (tx, written) => {
    const row = sale.tab ? await setTab(tx, written.order, sale.tab) : written.order;
    const session = await lockOpenRegisterSession(tx, order.storeId, order.registerSessionId!);
    await insertPayments(tx, { orderId: row.id, sessionId: session.id, createdBy: order.createdBy!, at: sale.now }, lines);
    return { row, announcements: await announceNewOrder(tx, row, written.items, sale.parentId, sale.lease) };
  });
  // A sale has no coupon, the only thing placeOrder refuses.
  if ('refused' in result) throw new Error(`a POS sale without a coupon was refused: ${result.refused}`);
  return { order: result.alongside.row, announcements: result.alongside.announcements };
}
