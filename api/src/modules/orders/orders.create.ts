import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  buildPixCode,
  cartCouponFromRecord,
  changeDue,
  COUPON_MESSAGES,
  COUPON_NOT_FOUND_MESSAGE,
  couponDiscountCents,
  couponOrderTypeError,
  createOrderSchema,
  formatBRL,
  hasPerCustomerLimit,
  isFreeDeliveryCoupon,
  MAX_ORDER_TOTAL_CENTS,
  minOrderNotReachedMessage,
  ORDER_LIMITS,
  onlyDigits,
  ORDER_MESSAGES,
  QUANTITY_MESSAGES,
  reaisToCents,
  storedOrderAddress,
  validateCoupon,
  type CreateOrderInput,
  type OrderAddress,
  type PlacedAddress,
  type StorePublic,
} from '@comanda/shared/domain';
import type { Db, DbHandle } from '../../db/client';
import { orderIdempotencyKeys, orders, type OrderHistoryRow, type OrderItemRow, type OrderRow, type UserRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { couponRedeemer, findCoupon, toCouponRecord } from '../coupons/coupons.service';
import { rememberDeliveryAddress } from '../customer-addresses/customer-addresses.service';
import { chargeDelivery } from '../delivery-address/delivery-charge';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import type { OutboxLease, QueuedEvent } from '../../outbox/outbox-events';
import { scheduleEscalation } from '../order-escalation/escalation.service';
import { announceNewOrder } from './orders.announcements';
import { loadOrderingContext, type OrderableProduct } from './orders.context';
import { priceOrderItems, type PricedItem } from './orders.pricing';
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

type Charge = {
  items: PricedItem[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  /** The fee a free-delivery coupon waived. */
  deliveryFeeWaivedCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  /** The coupon counts this customer's uses (the write enforces per_customer_limit). */
  couponPerCustomer: boolean;
  changeForCents: number | null;
  estimatedTime: string | null;
  deliveryZone: string | null;
  /** The delivery address as the server placed it; null for pickup and dine-in. */
  placed: PlacedAddress | null;
};

/** Visible ASCII only: the key is stored and compared as text (a UUID is what the storefront sends). */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${ORDER_LIMITS.maxIdempotencyKey}}$`);

function checkIdempotencyKey(key: string | undefined): string {
  const value = key?.trim() ?? '';
  if (value === '') throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY.test(value)) throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyInvalid);
  return value;
}

const requestHash = (input: CreateOrderInput, userId: number | null) => createHash('sha256').update(JSON.stringify({ input, userId })).digest('hex');

/** Everything the server charges, computed from the store and catalog as they are now; refusals are 422s. */
async function computeCharge(
  db: Db,
  placeAddress: DeliveryPlacer,
  store: StorePublic,
  products: Map<number, OrderableProduct>,
  input: CreateOrderInput,
  now: Date,
  userId: number | null,
): Promise<Charge> {
  if (store.ordersPaused) throw new HttpError(422, store.ordersPaused.text, { store: [store.ordersPaused.text] });
  if (!store.isOpen) throw new HttpError(422, ORDER_MESSAGES.storeClosed, { store: [ORDER_MESSAGES.storeClosed] });
  const orderType = input.order_type as StorePublic['orderTypes'][number];
  if (!store.orderTypes.includes(orderType)) throw fieldError('order_type', ORDER_MESSAGES.orderTypeUnavailable);
  const method = input.payment.method as StorePublic['paymentMethods'][number];
  if (!store.paymentMethods.includes(method)) throw fieldError('payment.method', ORDER_MESSAGES.paymentUnavailable);

  const items = priceOrderItems(products, store.businessType?.slug ?? null, input.items, store.quantityLimits);
  const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);

  let discountCents = 0;
  let couponId: number | null = null;
  let couponCode: string | null = null;
  let couponPerCustomer = false;
  let freeDelivery = false;
  const code = input.coupon_code?.trim();
  if (code) {
    const row = await findCoupon(db, store.parent ? [store.id, store.parent.id] : [store.id], code);
    if (!row) throw fieldError('coupon_code', COUPON_NOT_FOUND_MESSAGE);
    const record = toCouponRecord(row);
    const error = validateCoupon(record, { subtotalCents, now, redeemer: await couponRedeemer(db, row, userId) });
    if (error) throw fieldError('coupon_code', error.message);
    const coupon = cartCouponFromRecord(record);
    const typeError = couponOrderTypeError(coupon, orderType);
    if (typeError) throw fieldError('coupon_code', typeError);
    discountCents = couponDiscountCents(coupon, subtotalCents);
    freeDelivery = isFreeDeliveryCoupon(coupon);
    couponId = row.id;
    couponCode = row.code;
    couponPerCustomer = hasPerCustomerLimit(record);
  }

  // The checkout's own quote on the address as the server places it: the same code answers POST /delivery-quote.
  const address = orderType === 'delivery' ? input.address! : null;
  const { quote, placed } = await chargeDelivery(placeAddress, { store, orderType, address, subtotalCents, discountCents, freeDelivery, now });
  if (!quote.minOrderReached) throw fieldError('items', minOrderNotReachedMessage(quote.minOrderCents));
  const totals = { subtotalCents: quote.subtotalCents, discountCents: quote.discountCents, deliveryFeeCents: quote.deliveryFeeCents, deliveryFeeWaivedCents: quote.waivedDeliveryFeeCents, totalCents: quote.totalCents };
  if (!Number.isSafeInteger(totals.totalCents) || totals.totalCents > MAX_ORDER_TOTAL_CENTS) throw fieldError('items', QUANTITY_MESSAGES.orderTotal());
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
  return { items, ...totals, couponId, couponCode, couponPerCustomer, changeForCents, estimatedTime, deliveryZone, placed };
}

/** Stored with the server's district, city, state and point, never the client's coordinates. */
const addressOf = (input: CreateOrderInput, placed: PlacedAddress | null): OrderAddress | null =>
  input.order_type === 'delivery' && input.address && placed
    ? storedOrderAddress({
        ...input.address,
        district: placed.district,
        city: placed.city,
        state: placed.state,
        latitude: placed.location?.latitude ?? null,
        longitude: placed.location?.longitude ?? null,
      })
    : null;

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
  return { order: existing.order, store, items: [], history: [], pricedItems: [], replayed: true, announcements: [] };
}

/**
 * POST /api/stores/{slug}/orders: reads the store and the products in one statement, charges with the
 * shared engine, writes the order in one statement (orders.write.ts) and, in the same transaction, the
 * staff's notifications and the events announcing it (transactional outbox). A
 * duplicate (same key) fails on the first one's key once that commits and answers the first order
 * (replay); a retry whose charge would now fail (its own coupon use, the store just closed) is answered
 * the same way.
 */
export async function createOrder(ctx: CreateOrderContext, slug: string, body: unknown): Promise<CreatedOrder> {
  const key = checkIdempotencyKey(ctx.idempotencyKey);
  const input = await validateBody(createOrderSchema, body);
  const { store, pixKey, products } = await loadOrderingContext(ctx.sql, slug, [...new Set(input.items.map((item) => item.product_id))], ctx.now);
  const hash = requestHash(input, ctx.user?.id ?? null);
  let charge: Charge;
  try {
    charge = await computeCharge(ctx.db, ctx.placeAddress, store, products, input, ctx.now, ctx.user?.id ?? null);
  } catch (err) {
    const earlier = await replay(ctx.db, store, key, hash);
    if (earlier) return earlier;
    throw err;
  }
  const address = addressOf(input, charge.placed);
  const order: NewOrder = {
    publicId: randomUUID(),
    storeId: store.id,
    orderType: input.order_type as OrderRow['orderType'],
    userId: ctx.user?.id ?? null,
    customerName: input.customer.name,
    customerPhone: onlyDigits(input.customer.phone),
    customerEmail: input.customer.email || null,
    address,
    district: address?.district ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    tableLabel: input.order_type === 'dine_in' ? input.table || null : null,
    subtotalCents: charge.subtotalCents,
    discountCents: charge.discountCents,
    deliveryFeeCents: charge.deliveryFeeCents,
    deliveryFeeWaivedCents: charge.deliveryFeeWaivedCents,
    totalCents: charge.totalCents,
    couponId: charge.couponId,
    couponCode: charge.couponCode,
    couponPerCustomer: charge.couponPerCustomer,
    paymentMethod: input.payment.method as OrderRow['paymentMethod'],
    changeForCents: charge.changeForCents,
    notes: input.notes || null,
    estimatedTime: charge.estimatedTime,
    deliveryZone: charge.deliveryZone,
    items: charge.items,
    idempotencyKey: key,
    requestHash: hash,
  };
  const pixCodeFor =
    order.paymentMethod === 'pix'
      ? (number: number) =>
          buildPixCode({ key: pixKey ?? '', merchantName: store.name, merchantCity: store.city ?? '', amountCents: charge.totalCents, txid: `PED${number}` })
      : null;
  let written: WrittenOrder & { alongside: QueuedEvent[] };
  try {
    const result = await placeOrder(ctx.sql, order, pixCodeFor, async (tx, w) => {
      // The store's new-order escalation (alert, auto-cancel) as jobs in the order's transaction.
      await scheduleEscalation(tx, w.order, ctx.now);
      return announceNewOrder(tx, w.order, w.items, store.parent?.id ?? null, ctx.lease);
    });
    if ('refused' in result) throw fieldError('coupon_code', COUPON_MESSAGES[result.refused]);
    written = result;
  } catch (err) {
    // A duplicate that lost the race fails on the key (or on the coupon the first one used up): answer the first.
    const again = await replay(ctx.db, store, key, hash);
    if (again) return again;
    throw err;
  }
  // The order is taken: failing to save its address for the customer is logged, never turned into an error.
  const { alongside: announcements, ...placed } = written;
  const { order: placedOrder } = placed;
  if (placedOrder.userId !== null && placedOrder.orderType === 'delivery' && placedOrder.address) {
    await rememberDeliveryAddress(ctx.sql, placedOrder.userId, placedOrder.address, ctx.now).catch((err: unknown) => {
      ctx.log.error({ err, orderId: placedOrder.id }, 'order placed, but its address was not saved for the customer');
    });
  }
  return { ...placed, store, pricedItems: charge.items, replayed: false, announcements };
}
