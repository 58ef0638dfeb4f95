import { formatOrderNumber, TAB_MESSAGES, tabMergeSchema, type OrderStatus } from '@comanda/shared/domain';
import type { Statement } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import type { QueuedEvent } from '../../outbox/outbox-events';
import { followLargestPayment } from '../pos-sales/order-payments';
import { announceTabsUpdated } from './tab-events';
import type { TabWriter } from './tab.rounds';
import { cancelTab, saveTab, tabState } from './tab.state';
import { lockSourceAndTarget } from './tab.transfer';

/** Every line of the tab to the target, after its lines, in its last round (they were sent to the kitchen already). */
const MOVE_ALL_LINES: Statement = {
  name: 'pos_tabs_move_all_lines',
  text: `
UPDATE order_items i SET order_id = $2::int, round = $3::int, sort_order = $4::int + x.n
FROM (SELECT id, row_number() OVER (ORDER BY round, sort_order, id)::int AS n FROM order_items WHERE order_id = $1::int) x
WHERE i.id = x.id`,
};

/** Its payments too: they stay in the register sessions that took them, so the registers' figures do not change. */
const MOVE_PAYMENTS: Statement = {
  name: 'pos_tabs_move_payments',
  text: 'UPDATE order_payments SET order_id = $2::int WHERE order_id = $1::int',
};

/**
 * POST /stores/{id}/pos/tabs/{orderId}/merge: every item and payment of this tab into `into_order_id` (another open tab
 * of the store), with its discount; this tab closes (cancelled with the reason, its amounts 0) and the target is
 * recomputed (its total may not fall below what both were paid: 422), in one transaction with both tabs locked.
 */
export async function mergeTabs(w: TabWriter, storeId: number, rawOrderId: string, body: unknown): Promise<{ from: OrderRow; to: OrderRow; announcements: QueuedEvent[] }> {
  const sourceId = idOrNotFound(rawOrderId);
  const input = await validateBody(tabMergeSchema, body);
  return w.sql.transaction(async (tx) => {
    const { from, to } = await lockSourceAndTarget(tx, storeId, sourceId, input.into_order_id, 'into_order_id');
    const target = await tabState(tx, to.id);
    await tx.run(MOVE_ALL_LINES, [from.id, to.id, Math.max(1, target.last_round), target.last_sort]);
    await tx.run(MOVE_PAYMENTS, [from.id, to.id]);
    await followLargestPayment(tx, to.id);
    const { order: merged } = await saveTab(tx, to, { discountCents: to.discountCents + from.discountCents }, 'into_order_id');
    const closed = await cancelTab(tx, { ...from, discountCents: 0 }, TAB_MESSAGES.mergedInto(formatOrderNumber(to.number)), w.operator);
    const cancelled = new Map<number, OrderStatus>([[from.id, from.status]]);
    return { from: closed, to: merged, announcements: await announceTabsUpdated(tx, [closed.id, merged.id], w.parentId, w.lease, cancelled) };
  });
}
