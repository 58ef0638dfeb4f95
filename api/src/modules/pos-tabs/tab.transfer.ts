import { formatOrderNumber, TAB_MESSAGES, tabTransferSchema, type OrderStatus, type TabTransferInput } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { fieldError, notFound, validationError, type FieldErrors } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import type { QueuedEvent } from '../../outbox/outbox-events';
import { announceTabsUpdated } from './tab-events';
import type { TabWriter } from './tab.rounds';
import { cancelTab, lockTabs, openTabRefusal, saveTab, tabState } from './tab.state';

const LINES_OF: Statement = { name: 'pos_tabs_lines_of', text: 'SELECT id, quantity FROM order_items WHERE order_id = $1::int' };

/** A whole line to the other tab, after its lines, in its last round (it was sent to the kitchen already). */
const MOVE_LINE: Statement = {
  name: 'pos_tabs_move_line',
  text: 'UPDATE order_items SET order_id = $2::int, round = $3::int, sort_order = $4::int WHERE id = $1::int',
};

/** Part of a line's quantity to the other tab: a copy at the same unit price, both totals per line recomputed. */
const SPLIT_LINE: Statement = {
  name: 'pos_tabs_split_line',
  text: `
WITH moved AS (
  INSERT INTO order_items (order_id, product_id, name, business_type_slug, quantity, unit_price_cents, total_cents,
    selected_options, price_lines, option_lines, notes, sort_order, round)
  SELECT $2::int, product_id, name, business_type_slug, $5::int, unit_price_cents, unit_price_cents * $5::int,
    selected_options, price_lines, option_lines, notes, $4::int, $3::int
  FROM order_items WHERE id = $1::int
)
UPDATE order_items SET quantity = quantity - $5::int, total_cents = unit_price_cents * (quantity - $5::int) WHERE id = $1::int`,
};

export type Target = { from: OrderRow; to: OrderRow };

/**
 * The source tab (the path's, 404 when not the store's POS sale, 422 when no open tab) and the target `targetId`
 * (`field`: 422 when it is the same, not the store's, or no open tab), both locked in id order.
 */
export async function lockSourceAndTarget(tx: Pick<SqlRunner, 'run'>, storeId: number, sourceId: number, targetId: number, field: string): Promise<Target> {
  if (sourceId === targetId) throw fieldError(field, TAB_MESSAGES.sameTab);
  const locked = await lockTabs(tx, storeId, [sourceId, targetId]);
  const from = locked.get(sourceId);
  if (!from) throw notFound();
  const to = locked.get(targetId);
  const refusal = openTabRefusal(from, 'tab') ?? (to ? openTabRefusal(to, field) : fieldError(field, TAB_MESSAGES.targetRequired));
  if (refusal) throw refusal;
  return { from, to: to! };
}

/** Each requested line with the quantity to move, checked against the source's lines (422s naming `items.N.…`). */
function plannedMoves(lines: { id: number; quantity: number }[], input: TabTransferInput): { id: number; quantity: number; whole: boolean }[] {
  const left = new Map(lines.map((line) => [line.id, line.quantity]));
  const errors: FieldErrors = {};
  const moves = input.items.flatMap((item, index) => {
    const quantity = left.get(item.item_id);
    if (quantity === undefined) {
      errors[`items.${index}.item_id`] = [TAB_MESSAGES.itemUnknown];
      return [];
    }
    if (item.quantity > quantity) {
      errors[`items.${index}.quantity`] = [TAB_MESSAGES.quantityTooHigh];
      return [];
    }
    left.set(item.item_id, quantity - item.quantity);
    return [{ id: item.item_id, quantity: item.quantity, whole: item.quantity === quantity }];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return moves;
}

/**
 * POST /stores/{id}/pos/tabs/{orderId}/transfer: whole lines, or part of a line's quantity, to another open tab of the
 * store, in one transaction with both tabs locked: both recomputed; the source's total may not fall below what it was
 * paid (422); a source left without items (so without payments) is closed, cancelled with the reason.
 */
export async function transferItems(w: TabWriter, storeId: number, rawOrderId: string, body: unknown): Promise<{ from: OrderRow; to: OrderRow; announcements: QueuedEvent[] }> {
  const sourceId = idOrNotFound(rawOrderId);
  const input = (await validateBody(tabTransferSchema, body)) as TabTransferInput;
  return w.sql.transaction(async (tx) => {
    const { from, to } = await lockSourceAndTarget(tx, storeId, sourceId, input.to_order_id, 'to_order_id');
    const moves = plannedMoves(await tx.run<{ id: number; quantity: number }>(LINES_OF, [from.id]), input);
    const target = await tabState(tx, to.id);
    const round = Math.max(1, target.last_round);
    for (const [index, move] of moves.entries()) {
      const params = [move.id, to.id, round, target.last_sort + 1 + index];
      if (move.whole) await tx.run(MOVE_LINE, params);
      else await tx.run(SPLIT_LINE, [...params, move.quantity]);
    }
    const saved = await saveTab(tx, from, {}, 'items');
    const cancelled = new Map<number, OrderStatus>();
    let source = saved.order;
    if (saved.state.lines === 0) {
      source = await cancelTab(tx, source, TAB_MESSAGES.transferredTo(formatOrderNumber(to.number)), w.operator);
      cancelled.set(source.id, from.status);
    }
    const { order: destination } = await saveTab(tx, to, {}, 'to_order_id');
    return { from: source, to: destination, announcements: await announceTabsUpdated(tx, [source.id, destination.id], w.parentId, w.lease, cancelled) };
  });
}
