import { createHash } from 'node:crypto';
import { offlineSaleTimeRefusal, posSaleSchema, type PosSaleInput } from '@comanda/shared/domain';
import type { Db, DbHandle } from '../../db/client';
import type { OrderRow, UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import { loadPosOrderingContext } from '../orders/orders.context';
import { checkIdempotencyKey, replayedOrder } from '../orders/orders.idempotency';
import { assertOrdersThisMonthWithinPlan } from '../plan-limits/orders-month-limit';
import { discountApprover } from './manager-pin';
import { computePosCharge } from './pos-sale.charge';
import { newPosOrder } from './pos-sale.new-order';
import { settleSale } from './pos-sale.tenders';
import { writePosSale, type PosSaleWrite } from './pos-sale.write';
import { registerSessionOf } from './register-session-lock';
import { saleCustomerOf } from './sale-customer';

export type PosSaleContext = {
  db: Db;
  sql: DbHandle;
  now: Date;
  operator: UserRow;
  idempotencyKey: string | undefined;
  placeAddress: DeliveryPlacer;
  lease: OutboxLease;
  /** The store's service charge on dine-in sales (stores.settings: storeTabSettings), 0 = none. */
  serviceChargePercent: number;
};

export type CreatedPosSale = { order: OrderRow; replayed: boolean; announcements: QueuedEvent[] };

/**
 * What was sold, hashed for the idempotency check: the same sale under the same key replays; a POS body never matches
 * an online order's. Left out: the manager's PIN (an approval, not part of the sale, and a hash of a 4-digit PIN would
 * give it away) and what the station adds when a sale it could not send becomes a sale made offline (when it was made,
 * the prices charged, the total shown): if the first attempt was recorded after all, the offline retry replays it.
 */
function posRequestHash(input: PosSaleInput): string {
  const { manager_pin: _pin, sold_offline_at: _soldAt, expected_total_cents: _expected, items, ...sale } = input;
  const sold = items.map(({ charged_unit_price_cents: _charged, ...item }) => item);
  return createHash('sha256').update(JSON.stringify({ channel: 'pos', input: { ...sale, items: sold } })).digest('hex');
}

/** Everything checked and charged, ready to write: the session, the plan's orders of the month, the charge, the discount's approval, the tenders. */
async function prepareSale(ctx: PosSaleContext, storeId: number, input: PosSaleInput, key: string, hash: string): Promise<PosSaleWrite> {
  const session = await registerSessionOf(ctx.sql, storeId, input.register_session_id);
  if (input.sold_offline_at) {
    const refusal = offlineSaleTimeRefusal(input.sold_offline_at, session.openedAt, ctx.now);
    if (refusal) throw fieldError('sold_offline_at', refusal);
  }
  await assertOrdersThisMonthWithinPlan(ctx.sql, storeId, ctx.now);
  const productIds = [...new Set(input.items.map((item) => item.product_id))];
  const { store, products } = await loadPosOrderingContext(ctx.sql, storeId, productIds, ctx.now, input.sold_offline_at ? 'any' : 'orderable');
  const customer = await saleCustomerOf(ctx.db, storeId, input.customer?.user_id);
  const charge = await computePosCharge(ctx.placeAddress, store, products, input, ctx.now, ctx.serviceChargePercent);
  const discountApprovedBy = await discountApprover(ctx.db, storeId, ctx.operator, charge.discountCents, input.manager_pin);
  const { settlement, lines } = settleSale(charge.totalCents, input.tenders, input.allow_partial);
  const order = newPosOrder(input, charge, lines, { storeId, sessionId: session.id, operator: ctx.operator, customer, discountApprovedBy, idempotencyKey: key, requestHash: hash });
  // A dine-in sale left with something to pay is a table's tab: open until it is paid in full (pos-tabs).
  const tab = input.order_type === 'dine_in' ? { open: settlement.remaining_cents > 0, serviceChargePercent: charge.serviceChargePercent } : null;
  return { order, lines, tab, parentId: store.parent?.id ?? null, now: ctx.now, lease: ctx.lease };
}

/**
 * POST /stores/{id}/pos/sales. The Idempotency-Key follows the online orders' rules: the same key and body answer
 * the first sale (also a retry whose checks would now fail, e.g. its session closed since), another body is a 409,
 * and two identical requests racing write once (the second fails on the key, then replays).
 */
export async function createPosSale(ctx: PosSaleContext, storeId: number, body: unknown): Promise<CreatedPosSale> {
  const key = checkIdempotencyKey(ctx.idempotencyKey);
  const input = (await validateBody(posSaleSchema, body)) as PosSaleInput;
  const hash = posRequestHash(input);
  const replay = async (): Promise<CreatedPosSale | null> => {
    const earlier = await replayedOrder(ctx.db, storeId, key, hash);
    return earlier && { order: earlier, replayed: true, announcements: [] };
  };
  // A station's retry (an offline queue flushing) is answered before anything is charged again.
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const written = await writePosSale(ctx.sql, await prepareSale(ctx, storeId, input, key, hash));
    return { ...written, replayed: false };
  } catch (err) {
    const first = await replay();
    if (!first) throw err;
    return first;
  }
}
