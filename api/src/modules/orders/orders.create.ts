import type { FastifyBaseLogger } from 'fastify';
import { buildPixCode, COUPON_MESSAGES, createOrderSchema, type StorePublic } from '@comanda/shared/domain';
import type { Db, DbHandle } from '../../db/client';
import type { OrderHistoryRow, OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { rememberDeliveryAddress } from '../customer-addresses/customer-addresses.service';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { scheduleEscalation } from '../order-escalation/escalation.service';
import { schedulePixCharge } from '../pix/pix-charge.schedule';
import { assertOrdersThisMonthWithinPlan } from '../plan-limits/orders-month-limit';
import { announceNewOrder } from './orders.announcements';
import { computeCharge, type Charge } from './orders.charge';
import { loadOrderingContext } from './orders.context';
import { checkIdempotencyKey, replayedOrder, requestHash } from './orders.idempotency';
import { newOrder } from './orders.new-order';
import { scheduleRelease } from './orders.scheduled-release';
import type { PricedItem } from './orders.pricing';
import { placeOrder, type NewOrder, type WrittenOrder } from './orders.write';

/** `sql` runs the fixed statements of placing an order; `db` the rest (coupon lookup, replays). */
export type CreateOrderContext = {
  db: Db;
  sql: DbHandle;
  now: Date;
  user: UserRow | null;
  idempotencyKey: string | undefined;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Where a delivery address is (the client's coordinates are never trusted). */
  placeAddress: DeliveryPlacer;
  /** The outbox lease the order's events are written with (the caller delivers them after the commit). */
  lease: OutboxLease;
};

export type CreatedOrder = {
  order: OrderRow;
  store: StorePublic;
  /** Rows as written; empty for a replay (the caller loads the order). */
  items: OrderItemRow[];
  history: OrderHistoryRow[];
  pricedItems: PricedItem[];
  replayed: boolean;
  /** Outbox events written with the order; none for a replay (the first request's are delivered already or by the dispatcher). */
  announcements: QueuedEvent[];
};

const pixCodeFor = (order: NewOrder, store: StorePublic, pixKey: string | null) =>
  order.paymentMethod === 'pix'
    ? (number: number) =>
        buildPixCode({ key: pixKey ?? '', merchantName: store.name, merchantCity: store.city ?? '', amountCents: order.totalCents, txid: `PED${number}` })
    : null;

/** Writes the order with, in its transaction, its escalation jobs and the events announcing it; a coupon the write refuses is a 422. */
async function writeOrder(ctx: CreateOrderContext, store: StorePublic, pixKey: string | null, order: NewOrder): Promise<WrittenOrder & { alongside: QueuedEvent[] }> {
  const result = await placeOrder(ctx.sql, order, pixCodeFor(order, store, pixKey), async (tx, w) => {
    // The store's new-order escalation (alert, auto-cancel) as jobs in the order's transaction; a scheduled order's
    // starts when its release job moves it into 'pending'.
    if (w.order.status === 'scheduled') await scheduleRelease(tx, w.order, store.scheduling?.leadMinutes ?? 0, ctx.now);
    else await scheduleEscalation(tx, w.order, ctx.now);
    // A store with an "API Pix" provider: the dynamic charge and its expiry, as jobs in the order's transaction.
    const placed = order.paymentMethod === 'pix' ? await schedulePixCharge(tx, w.order, ctx.now) : w.order;
    return { placed, events: await announceNewOrder(tx, placed, w.items, store.parent?.id ?? null, ctx.lease) };
  });
  if ('refused' in result) throw fieldError('coupon_code', COUPON_MESSAGES[result.refused]);
  return { ...result, order: result.alongside.placed, alongside: result.alongside.events };
}

/** The order is taken: failing to save its address for the customer is logged, never turned into an error. */
async function rememberAddress(ctx: CreateOrderContext, order: OrderRow): Promise<void> {
  if (order.userId === null || order.orderType !== 'delivery' || !order.address) return;
  await rememberDeliveryAddress(ctx.sql, order.userId, order.address, ctx.now).catch((err: unknown) => {
    ctx.log.error({ err, orderId: order.id }, 'order placed, but its address was not saved for the customer');
  });
}

/**
 * POST /api/stores/{slug}/orders: reads the store and the products in one statement, charges with the
 * shared engine, writes the order in one statement (orders.write.ts) and, in the same transaction, the
 * staff's notifications and the events announcing it (transactional outbox). A
 * duplicate (same key) fails on the first one's key once that commits and answers the first order
 * (replay); a retry whose charge would now fail (its own coupon use, the store just closed, the plan's
 * orders of the month used up) is answered the same way.
 */
export async function createOrder(ctx: CreateOrderContext, slug: string, body: unknown): Promise<CreatedOrder> {
  const key = checkIdempotencyKey(ctx.idempotencyKey);
  const input = await validateBody(createOrderSchema, body);
  const { store, pixKey, products } = await loadOrderingContext(ctx.sql, slug, [...new Set(input.items.map((item) => item.product_id))], ctx.now);
  const userId = ctx.user?.id ?? null;
  const hash = requestHash(input, userId);
  const replayOrRethrow = async (err: unknown): Promise<CreatedOrder> => {
    const earlier = await replayedOrder(ctx.db, store.id, key, hash);
    if (!earlier) throw err;
    return { order: earlier, store, items: [], history: [], pricedItems: [], replayed: true, announcements: [] };
  };

  let charge: Charge;
  try {
    await assertOrdersThisMonthWithinPlan(ctx.sql, store.id, ctx.now);
    charge = await computeCharge(ctx.db, ctx.placeAddress, store, products, input, ctx.now, userId);
  } catch (err) {
    return replayOrRethrow(err);
  }
  const order = newOrder(input, charge, { storeId: store.id, userId, idempotencyKey: key, requestHash: hash });
  let written: WrittenOrder & { alongside: QueuedEvent[] };
  try {
    written = await writeOrder(ctx, store, pixKey, order);
  } catch (err) {
    // A duplicate that lost the race fails on the key (or on the coupon the first one used up): answer the first.
    return replayOrRethrow(err);
  }

  const { alongside: announcements, ...placed } = written;
  await rememberAddress(ctx, placed.order);
  return { ...placed, store, pricedItems: charge.items, replayed: false, announcements };
}
