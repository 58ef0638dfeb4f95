import { formatBRL, TAB_MESSAGES, tabServiceChargeCents } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { orders, type OrderRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';

const INT4_MAX = 2_147_483_647;

/**
 * The store's POS sales `ids`, locked until the transaction ends, in id order: two writers locking the same two tabs
 * (a transfer each way) take them in the same order and cannot deadlock.
 */
const LOCK_TABS: Statement = {
  name: 'pos_tabs_lock',
  text: `SELECT to_jsonb(o) AS row FROM orders o WHERE o.id = ANY($1::int[]) AND o.store_id = $2::int AND o.channel = 'pos' ORDER BY o.id FOR UPDATE`,
};

/**
 * A locked tab's lines and payments, each a statement of its own after the lock (it reads a snapshot taken once the
 * lock is held, so it sees what a concurrent writer committed). `last_round`: its items' and its recorded rounds'.
 */
const TAB_STATE: Statement = {
  name: 'pos_tabs_state',
  text: `
SELECT coalesce((SELECT sum(total_cents) FROM order_items WHERE order_id = $1::int), 0)::int AS subtotal_cents,
  (SELECT count(*) FROM order_items WHERE order_id = $1::int)::int AS lines,
  coalesce((SELECT max(sort_order) FROM order_items WHERE order_id = $1::int), -1)::int AS last_sort,
  greatest(coalesce((SELECT max(round) FROM order_items WHERE order_id = $1::int), 0),
           coalesce((SELECT max(round) FROM pos_tab_rounds WHERE order_id = $1::int), 0))::int AS last_round,
  coalesce((SELECT sum(amount_cents) FROM order_payments WHERE order_id = $1::int), 0)::int AS paid_cents`,
};

/** Everything about a tab that its writes change, from the computed state. */
const SAVE_TAB: Statement = {
  name: 'pos_tabs_save',
  text: `
UPDATE orders SET subtotal_cents = $2::int, discount_cents = $3::int, service_charge_cents = $4::int, total_cents = $5::int,
  service_charge_percent = $6::numeric, tab_open = $7::boolean, bill_requested_at = $8::timestamptz, status = $9::text,
  cancel_reason = $10::text, updated_at = now()
WHERE id = $1::int
RETURNING to_jsonb(orders) AS row`,
};

const ADD_HISTORY: Statement = {
  name: 'pos_tabs_add_history',
  text: 'INSERT INTO order_status_history (order_id, status, actor_id, actor_name, reason) VALUES ($1::int, $2::text, $3::int, $4::text, $5::text)',
};

export type TabState = { subtotal_cents: number; lines: number; last_sort: number; last_round: number; paid_cents: number };

/** Who writes: the operator the history names. */
export type Actor = { id: number; name: string };

/** An open table's tab: a dine-in POS sale still open (a tab cancelled from the kanban is no longer one). */
export const isOpenTab = (order: OrderRow) => order.orderType === 'dine_in' && order.tabOpen && order.status !== 'cancelled';

/** The refusal when `order` is no open tab, on `field` (null: it is one). */
export function openTabRefusal(order: OrderRow, field: string) {
  if (order.orderType !== 'dine_in') return fieldError(field, TAB_MESSAGES.notATab);
  return isOpenTab(order) ? null : fieldError(field, TAB_MESSAGES.tabClosed);
}

/** Locks the store's POS sales `ids` (see LOCK_TABS); those that are not the store's are left out of the map. */
export async function lockTabs(tx: Pick<SqlRunner, 'run'>, storeId: number, ids: number[]): Promise<Map<number, OrderRow>> {
  const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  if (valid.length === 0) return new Map();
  const rows = await tx.run<{ row: Record<string, unknown> }>(LOCK_TABS, [`{${valid.join(',')}}`, storeId]);
  return new Map(rows.map(({ row }) => [Number(row.id), rowFromJson(orders, row)]));
}

/** The tab `id` of the store locked, and open (404 when it is not the store's POS sale, 422 on `tab` when no open tab). */
export async function lockOpenTab(tx: Pick<SqlRunner, 'run'>, storeId: number, id: number): Promise<OrderRow> {
  const tab = (await lockTabs(tx, storeId, [id])).get(id);
  if (!tab) throw notFound();
  const refusal = openTabRefusal(tab, 'tab');
  if (refusal) throw refusal;
  return tab;
}

export async function tabState(tx: Pick<SqlRunner, 'run'>, orderId: number): Promise<TabState> {
  const [state] = await tx.run<TabState>(TAB_STATE, [orderId]);
  return state!;
}

/** What may change on a tab; the amounts follow from its items (tabState) and these. */
export type TabChange = Partial<Pick<OrderRow, 'discountCents' | 'serviceChargePercent' | 'billRequestedAt' | 'tabOpen' | 'status' | 'cancelReason'>>;

/** The tab's amounts from its items: the discount given at opening (never above the items), the service charge on what is left. */
export function tabAmounts(order: Pick<OrderRow, 'discountCents' | 'deliveryFeeCents' | 'serviceChargePercent'>, subtotalCents: number) {
  const discountCents = Math.min(order.discountCents, subtotalCents);
  const serviceChargeCents = tabServiceChargeCents(subtotalCents, discountCents, order.serviceChargePercent);
  return { subtotalCents, discountCents, serviceChargeCents, totalCents: subtotalCents - discountCents + order.deliveryFeeCents + serviceChargeCents };
}

/**
 * Writes `order` with `change` and the amounts its items now add up to. Its total may not fall below what it was
 * paid (a 422 on `field`); an open tab whose payments reach its total is paid in full, and closes.
 */
export async function saveTab(tx: Pick<SqlRunner, 'run'>, order: OrderRow, change: TabChange, field: string): Promise<{ order: OrderRow; state: TabState }> {
  const state = await tabState(tx, order.id);
  const next = { ...order, ...change };
  const amounts = tabAmounts(next, state.subtotal_cents);
  if (amounts.totalCents < state.paid_cents) throw fieldError(field, TAB_MESSAGES.belowPaid(formatBRL(state.paid_cents)));
  const paidInFull = state.paid_cents > 0 && state.paid_cents >= amounts.totalCents;
  const [saved] = await tx.run<{ row: Record<string, unknown> }>(SAVE_TAB, [
    order.id,
    amounts.subtotalCents,
    amounts.discountCents,
    amounts.serviceChargeCents,
    amounts.totalCents,
    next.serviceChargePercent,
    next.tabOpen && !paidInFull,
    next.billRequestedAt?.toISOString() ?? null,
    next.status,
    next.cancelReason,
  ]);
  return { order: rowFromJson(orders, saved!.row), state };
}

/** Cancels a tab (its items moved to another) with the reason and who did it in its history. */
export async function cancelTab(tx: Pick<SqlRunner, 'run'>, order: OrderRow, reason: string, actor: Actor): Promise<OrderRow> {
  const { order: cancelled } = await saveTab(tx, order, { tabOpen: false, status: 'cancelled', cancelReason: reason }, 'tab');
  await tx.run(ADD_HISTORY, [order.id, 'cancelled', actor.id, actor.name, reason]);
  return cancelled;
}
