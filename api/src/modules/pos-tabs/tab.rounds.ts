import { createHash } from 'node:crypto';
import { MAX_ORDER_TOTAL_CENTS, ORDER_MESSAGES, QUANTITY_MESSAGES, tabRoundSchema, type TabRoundInput } from '@comanda/shared/domain';
import type { Db, DbHandle, SqlRunner, Statement } from '../../db/client';
import type { OrderRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, HttpError } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { loadPosOrderingContext } from '../orders/orders.context';
import { checkIdempotencyKey } from '../orders/orders.idempotency';
import { priceOrderItems } from '../orders/orders.pricing';
import { orderItemRows } from '../orders/orders.write';
import { checkExpectedTotal } from '../pos-sales/pos-sale.charge';
import { findPosSale } from '../pos-sales/pos-sale.view';
import { announceTabsUpdated } from './tab-events';
import { lockOpenTab, openTabRefusal, saveTab, tabState } from './tab.state';

export type TabWriter = { db: Db; sql: DbHandle; now: Date; operator: UserRow; parentId: number | null; lease: OutboxLease };

export type SentRound = { order: OrderRow; round: number; replayed: boolean; announcements: QueuedEvent[] };

const EARLIER_ROUND: Statement = {
  name: 'pos_tabs_earlier_round',
  text: 'SELECT round, request_hash FROM pos_tab_rounds WHERE order_id = $1::int AND idempotency_key = $2::text',
};

/** The round's key, taken first: a concurrent retry waits on it, then fails on the unique key and replays. */
const RECORD_ROUND: Statement = {
  name: 'pos_tabs_record_round',
  text: 'INSERT INTO pos_tab_rounds (order_id, round, idempotency_key, request_hash, created_by, created_at) VALUES ($1::int, $2::int, $3::text, $4::text, $5::int, $6::timestamptz)',
};

const INSERT_ITEMS: Statement = {
  name: 'pos_tabs_insert_items',
  text: `
INSERT INTO order_items (order_id, product_id, name, business_type_slug, quantity, unit_price_cents, total_cents,
  selected_options, price_lines, option_lines, notes, sort_order, round)
SELECT $1::int, x.product_id, x.name, x.business_type_slug, x.quantity, x.unit_price_cents, x.total_cents,
  x.selected_options, x.price_lines, x.option_lines, x.notes, x.sort_order, $2::int
FROM jsonb_to_recordset($3::jsonb) AS x(product_id int, name text, business_type_slug text, quantity int,
  unit_price_cents int, total_cents int, selected_options jsonb, price_lines jsonb, option_lines jsonb, notes text, sort_order int)`,
};

/** What was sent, hashed for the idempotency check (the total shown is left out: a retry after a price change is the same round). */
function roundHash(orderId: number, input: TabRoundInput): string {
  const items = input.items.map(({ charged_unit_price_cents: _charged, ...item }) => item);
  return createHash('sha256').update(JSON.stringify({ tab_round: orderId, items })).digest('hex');
}

async function earlierRound(sql: Pick<SqlRunner, 'run'>, orderId: number, key: string, hash: string): Promise<number | null> {
  const [row] = await sql.run<{ round: number; request_hash: string }>(EARLIER_ROUND, [orderId, key]);
  if (!row) return null;
  if (row.request_hash !== hash) throw new HttpError(409, ORDER_MESSAGES.idempotencyKeyReused);
  return row.round;
}


/**
 * POST /stores/{id}/pos/tabs/{orderId}/rounds (header Idempotency-Key): the items priced by the sales' engine (the
 * store's orderable products and quantity limits), added to the open tab as its next round, its amounts recomputed
 * (the discount given at opening stays; the service charge follows the items), all in one transaction with the event
 * the kanban and the other stations refresh on. The same key and body answer the first round (also once the tab is
 * closed); another body under it is a 409.
 */
export async function sendRound(w: TabWriter, storeId: number, rawOrderId: string, rawKey: string | undefined, body: unknown): Promise<SentRound> {
  const key = checkIdempotencyKey(rawKey);
  const input = (await validateBody(tabRoundSchema, body)) as TabRoundInput;
  const tab = await findPosSale(w.db, storeId, idOrNotFound(rawOrderId));
  const hash = roundHash(tab.id, input);
  const replay = async (): Promise<SentRound | null> => {
    const round = await earlierRound(w.sql, tab.id, key, hash);
    return round === null ? null : { order: await findPosSale(w.db, storeId, tab.id), round, replayed: true, announcements: [] };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const refusal = openTabRefusal(tab, 'tab');
  if (refusal) throw refusal;

  const { store, products } = await loadPosOrderingContext(w.sql, storeId, [...new Set(input.items.map((i) => i.product_id))], w.now, 'orderable');
  const priced = priceOrderItems(products, store.businessType?.slug ?? null, input.items, store.quantityLimits);
  try {
    return await w.sql.transaction(async (tx) => {
      const locked = await lockOpenTab(tx, storeId, tab.id);
      const before = await tabState(tx, tab.id);
      const round = before.last_round + 1;
      await tx.run(RECORD_ROUND, [tab.id, round, key, hash, w.operator.id, w.now.toISOString()]);
      await tx.run(INSERT_ITEMS, [tab.id, round, JSON.stringify(orderItemRows(priced, before.last_sort + 1))]);
      const { order } = await saveTab(tx, locked, {}, 'items');
      if (order.totalCents > MAX_ORDER_TOTAL_CENTS) throw fieldError('items', QUANTITY_MESSAGES.orderTotal());
      checkExpectedTotal(input.expected_total_cents, order.totalCents);
      return { order, round, replayed: false, announcements: await announceTabsUpdated(tx, [tab.id], w.parentId, w.lease) };
    });
  } catch (err) {
    // Two stations sending the same round at once: the second waited on the first's key, then replays it.
    if (!isUniqueViolation(err)) throw err;
    const first = await replay();
    if (!first) throw err;
    return first;
  }
}
