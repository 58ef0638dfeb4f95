import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  buildPixCode,
  cartCouponFromRecord,
  changeDue,
  checkoutQuote,
  COUPON_MESSAGES,
  COUPON_NOT_FOUND_MESSAGE,
  couponDiscountCents,
  createOrderSchema,
  deliveryRulesOf,
  formatBRL,
  minOrderNotReachedMessage,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  reaisToCents,
  validateCoupon,
  type CreateOrderInput,
  type OrderAddress,
  type StorePublic,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderCounters, orderIdempotencyKeys, orderItems, orders, orderStatusHistory, type NotificationRow, type OrderHistoryRow, type OrderItemRow, type OrderRow, type UserRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { findCoupon, redeemCoupon, toCouponRecord } from '../coupons/coupons.service';
import { getOrderingStore } from '../stores/stores.service';
import { staffUserIdsOfStore } from '../notifications/notifications.service';
import { notifyStaffOfNewOrder } from './orders.notifications';
import { priceOrderItems, type PricedItem } from './orders.pricing';

export type CreateOrderContext = { db: Db; now: Date; user: UserRow | null; idempotencyKey: string | undefined };

export type CreatedOrder = {
  order: OrderRow;
  store: StorePublic;
  /** Rows as written; empty for a replay (the caller loads the order). */
  items: OrderItemRow[];
  history: OrderHistoryRow[];
  pricedItems: PricedItem[];
  replayed: boolean;
  notifications: NotificationRow[];
};

type Charge = {
  items: PricedItem[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  changeForCents: number | null;
  estimatedTime: string | null;
  deliveryZone: string | null;
};

function checkIdempotencyKey(key: string | undefined): string {
  const value = key?.trim() ?? '';
  if (value === '' || value.length > ORDER_LIMITS.maxIdempotencyKey) throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyRequired);
  return value;
}

const requestHash = (input: CreateOrderInput, userId: number | null) => createHash('sha256').update(JSON.stringify({ input, userId })).digest('hex');

/** Everything the server charges, computed from the store and catalog as they are now; refusals are 422s. */
async function computeCharge(db: Db, store: StorePublic, input: CreateOrderInput, now: Date): Promise<Charge> {
  if (!store.isOpen) throw new HttpError(422, ORDER_MESSAGES.storeClosed, { store: [ORDER_MESSAGES.storeClosed] });
  const orderType = input.order_type as StorePublic['orderTypes'][number];
  if (!store.orderTypes.includes(orderType)) throw fieldError('order_type', ORDER_MESSAGES.orderTypeUnavailable);
  const method = input.payment.method as StorePublic['paymentMethods'][number];
  if (!store.paymentMethods.includes(method)) throw fieldError('payment.method', ORDER_MESSAGES.paymentUnavailable);

  const items = await priceOrderItems(db, store.id, store.businessType?.slug ?? null, input.items);
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);

  let discountCents = 0;
  let couponId: number | null = null;
  let couponCode: string | null = null;
  const code = input.coupon_code?.trim();
  if (code) {
    const row = await findCoupon(db, store.parent ? [store.id, store.parent.id] : [store.id], code);
    if (!row) throw fieldError('coupon_code', COUPON_NOT_FOUND_MESSAGE);
    const record = toCouponRecord(row);
    const error = validateCoupon(record, { subtotalCents, now });
    if (error) throw fieldError('coupon_code', error.message);
    discountCents = couponDiscountCents(cartCouponFromRecord(record), subtotalCents);
    couponId = row.id;
    couponCode = row.code;
  }

  // The checkout's own quote: fee, zone minimum and totals are computed by the same function on both sides.
  const address = orderType === 'delivery' ? input.address! : null;
  const location = address && address.latitude != null && address.longitude != null ? { latitude: address.latitude, longitude: address.longitude } : null;
  const quote = checkoutQuote({ rules: deliveryRulesOf(store), orderType, address: { district: address?.district, location }, subtotalCents, discountCents });
  if (quote.delivery && !quote.delivery.ok) throw fieldError(quote.delivery.reason === 'district' ? 'address.district' : 'address', quote.delivery.message);
  if (!quote.minOrderReached) throw fieldError('items', minOrderNotReachedMessage(quote.minOrderCents));
  const totals = { subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, deliveryFeeCents: quote.deliveryFeeCents, totalCents: quote.totalCents };
  const estimatedTime = quote.delivery?.ok ? quote.delivery.estimatedTime : store.deliveryTime;
  const deliveryZone = quote.delivery?.ok ? quote.delivery.zoneName : null;

  let changeForCents: number | null = null;
  if (method === 'cash' && input.payment.change_for != null && input.payment.change_for > 0) {
    changeForCents = reaisToCents(input.payment.change_for);
    const change = changeDue(totals.totalCents, changeForCents);
    if (!change.ok) throw fieldError('payment.change_for', change.message);
  }
  if (input.expected_total != null && reaisToCents(input.expected_total) !== totals.totalCents) {
    const message = ORDER_MESSAGES.totalChanged(formatBRL(totals.totalCents));
    throw new HttpError(422, message, undefined, { message, errors: { expected_total: [message] }, total: totals.totalCents / 100 });
  }
  return { items, ...totals, couponId, couponCode, changeForCents, estimatedTime, deliveryZone };
}

function addressOf(input: CreateOrderInput): OrderAddress | null {
  if (input.order_type !== 'delivery' || !input.address) return null;
  const a = input.address;
  return {
    cep: a.cep.replace(/\D/g, ''),
    address: a.address,
    number: a.number,
    complement: a.complement || null,
    district: a.district,
    city: a.city,
    state: a.state.toUpperCase(),
    reference: a.reference || null,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  };
}

async function findByKey(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select({ requestHash: orderIdempotencyKeys.requestHash, order: orders })
    .from(orderIdempotencyKeys)
    .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
    .where(and(eq(orderIdempotencyKeys.storeId, storeId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  return row;
}

async function replay(db: Db, store: StorePublic, key: string, hash: string): Promise<CreatedOrder | null> {
  const existing = await findByKey(db, store.id, key);
  if (!existing?.order) return null;
  if (existing.requestHash !== hash) throw new HttpError(409, ORDER_MESSAGES.idempotencyKeyReused);
  return { order: existing.order, store, items: [], history: [], pricedItems: [], replayed: true, notifications: [] };
}

/**
 * The next per-store number, taken as the last statement of the order's transaction: the counter row is
 * locked from here to the commit only, so concurrent orders of one store queue for one statement, not for
 * the whole order. The PIX code carries the number, so it is written in the same statement.
 */
async function assignNumber(tx: Db, storeId: number, orderId: number, pixCodeFor: (number: number) => string | null): Promise<OrderRow> {
  const [counter] = await tx
    .insert(orderCounters)
    .values({ storeId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderCounters.storeId, set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
    .returning({ number: orderCounters.lastNumber });
  const number = counter!.number;
  const [order] = await tx.update(orders).set({ number, pixCode: pixCodeFor(number) }).where(eq(orders.id, orderId)).returning();
  return order!;
}

/**
 * POST /api/stores/{slug}/orders. One transaction writes the coupon use (a guarded UPDATE: never past
 * usage_limit), the order, its items, the first history entry, the idempotency key and, last, the next
 * per-store number. A duplicate (same key) waits on the key row of the first and, once that commits, fails
 * on it, rolls back and answers the first order (replay); a retry whose charge would now fail (its own
 * coupon use, the store just closed) is answered the same way.
 */
export async function createOrder(ctx: CreateOrderContext, slug: string, body: unknown): Promise<CreatedOrder> {
  const key = checkIdempotencyKey(ctx.idempotencyKey);
  const input = await validateBody(createOrderSchema, body);
  const { store, pixKey } = await getOrderingStore(ctx.db, slug, ctx.now);
  const hash = requestHash(input, ctx.user?.id ?? null);
  let charge: Charge;
  try {
    charge = await computeCharge(ctx.db, store, input, ctx.now);
  } catch (err) {
    const earlier = await replay(ctx.db, store, key, hash);
    if (earlier) return earlier;
    throw err;
  }
  const address = addressOf(input);
  const publicId = randomUUID();
  const staff = await staffUserIdsOfStore(ctx.db, store.id);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      if (charge.couponId !== null && !(await redeemCoupon(tx, charge.couponId))) throw fieldError('coupon_code', COUPON_MESSAGES.exhausted);
      const [row] = await tx
        .insert(orders)
        .values({
          publicId,
          storeId: store.id,
          number: sql`NULL`,
          orderType: input.order_type as OrderRow['orderType'],
          userId: ctx.user?.id ?? null,
          customerName: input.customer.name,
          customerPhone: input.customer.phone.replace(/\D/g, ''),
          customerEmail: input.customer.email || null,
          address,
          district: address?.district ?? null,
          latitude: address?.latitude ?? null,
          longitude: address?.longitude ?? null,
          tableLabel: input.order_type === 'dine_in' ? input.table || null : null,
          subtotalCents: charge.subtotalCents,
          discountCents: charge.discountCents,
          deliveryFeeCents: charge.deliveryFeeCents,
          totalCents: charge.totalCents,
          couponId: charge.couponId,
          couponCode: charge.couponCode,
          paymentMethod: input.payment.method as OrderRow['paymentMethod'],
          changeForCents: charge.changeForCents,
          notes: input.notes || null,
          estimatedTime: charge.estimatedTime,
          deliveryZone: charge.deliveryZone,
        })
        .returning({ id: orders.id });
      const orderId = row!.id;
      const items = await tx
        .insert(orderItems)
        .values(charge.items.map((item, index) => ({ ...item, orderId, sortOrder: index })))
        .returning();
      const history = await tx.insert(orderStatusHistory).values({ orderId, status: 'pending', actorId: null, actorName: null }).returning();
      await tx.insert(orderIdempotencyKeys).values({ storeId: store.id, key, requestHash: hash, orderId });
      const order = await assignNumber(tx, store.id, orderId, (number) =>
        input.payment.method === 'pix'
          ? buildPixCode({ key: pixKey ?? '', merchantName: store.name, merchantCity: store.city ?? '', amountCents: charge.totalCents, txid: `PED${number}` })
          : null,
      );
      return { order, items, history };
    });
    const notifications = await notifyStaffOfNewOrder(ctx.db, created.order, staff);
    return { ...created, store, pricedItems: charge.items, replayed: false, notifications };
  } catch (err) {
    // A duplicate that lost the race fails on the key (or on the coupon the first one used up): answer the first.
    const again = await replay(ctx.db, store, key, hash);
    if (again) return again;
    throw err;
  }
}

