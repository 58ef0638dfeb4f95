import type { DbHandle, SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { orderItems, orders, orderStatusHistory, type OrderHistoryRow, type OrderItemRow, type OrderRow } from '../../db/schema';
import type { PricedItem } from './orders.pricing';
import { ordersCreated } from '../../observability/metrics';

/** An order as computed and checked, ready to be written. */
export type NewOrder = Pick<
  OrderRow,
  | 'publicId'
  | 'storeId'
  | 'orderType'
  | 'userId'
  | 'customerName'
  | 'customerPhone'
  | 'customerEmail'
  | 'address'
  | 'district'
  | 'latitude'
  | 'longitude'
  | 'tableLabel'
  | 'subtotalCents'
  | 'discountCents'
  | 'deliveryFeeCents'
  | 'deliveryFeeWaivedCents'
  | 'totalCents'
  | 'couponId'
  | 'couponCode'
  | 'paymentMethod'
  | 'changeForCents'
  | 'notes'
  | 'estimatedTime'
  | 'deliveryZone'
> &
  /** A POS sale's (migration 0031); an online order leaves them out: channel 'online', status 'pending', the rest empty. */
  Partial<Pick<OrderRow, 'channel' | 'status' | 'cpf' | 'soldOfflineAt' | 'priceDifferenceCents' | 'serviceChargeCents' | 'createdBy' | 'registerSessionId' | 'discountApprovedBy'>> &
  /** A scheduled order's slot (migration 0042; its status is then 'scheduled'). */
  Partial<Pick<OrderRow, 'scheduledFor' | 'scheduledUntil'>> & {
  items: PricedItem[];
  /** Who the first history entry names (the POS operator); none for an online order (the customer placed it). */
  historyActor?: { id: number; name: string } | null;
  idempotencyKey: string;
  requestHash: string;
  /** The coupon has a per_customer_limit: the use is also counted for userId (never null then). */
  couponPerCustomer: boolean;
};

export type WrittenOrder = { order: OrderRow; items: OrderItemRow[]; history: OrderHistoryRow[] };

/** Why the coupon made the write fail: its uses ran out, or this customer's did. Nothing is written then. */
export type CouponRefusal = { refused: 'exhausted' | 'customer_limit' };

/**
 * The whole order in one statement (one round trip, parsed once per connection): the coupon use (a guarded
 * UPDATE, never past usage_limit), the customer's use of it when it has a per_customer_limit (a guarded
 * upsert of coupon_redemptions, after the coupon row is locked, so concurrent orders of one customer are
 * counted one after the other), the per-store number, the order, its items, the first history entry and
 * the idempotency key. Without the coupon use (or the customer's) no order is written and `order` comes
 * back null; a coupon use without the customer's is rolled back by placeOrder. The coupon row is
 * locked before the counter row (data dependencies fix the order), so concurrent orders cannot deadlock;
 * the counter row stays locked until the statement commits, so numbers have no gaps. A concurrent duplicate
 * waits on the first one's key and then fails with a unique violation.
 */
const WRITE_ORDER: Statement = {
  name: 'orders_write_order',
  text: `
WITH coupon AS (
  UPDATE coupons SET used_count = used_count + 1, updated_at = now()
  WHERE id = $2::int AND (usage_limit IS NULL OR used_count < usage_limit)
  RETURNING id, per_customer_limit
), redemption AS (
  INSERT INTO coupon_redemptions AS r (coupon_id, user_id, uses)
  SELECT coupon.id, $5::int, 1 FROM coupon WHERE $27::boolean AND coupon.per_customer_limit IS NOT NULL
  ON CONFLICT (coupon_id, user_id) DO UPDATE SET uses = r.uses + 1
  WHERE r.uses < (SELECT per_customer_limit FROM coupon)
  RETURNING coupon_id
), counter AS (
  INSERT INTO order_counters AS c (store_id, last_number)
  SELECT $1::int, 1
  WHERE $2::int IS NULL OR (EXISTS (SELECT 1 FROM coupon) AND (NOT $27::boolean OR EXISTS (SELECT 1 FROM redemption)))
  ON CONFLICT (store_id) DO UPDATE SET last_number = c.last_number + 1
  RETURNING last_number
), o AS (
  INSERT INTO orders (public_id, store_id, number, order_type, user_id, customer_name, customer_phone, customer_email,
    address, district, latitude, longitude, table_label, subtotal_cents, discount_cents, delivery_fee_cents, total_cents,
    coupon_id, coupon_code, payment_method, change_for_cents, notes, estimated_time, delivery_zone, delivery_fee_waived_cents,
    channel, status, cpf, sold_offline_at, price_difference_cents, service_charge_cents, created_by, register_session_id, discount_approved_by,
    scheduled_for, scheduled_until)
  SELECT $3::uuid, $1::int, counter.last_number, $4::text, $5::int, $6::text, $7::text, $8::text,
    $9::jsonb, $10::text, $11::float8, $12::float8, $13::text, $14::int, $15::int, $16::int, $17::int,
    $2::int, $18::text, $19::text, $20::int, $21::text, $22::text, $23::text, $28::int,
    $29::text, $30::text, $31::text, $32::timestamptz, $33::int, $34::int, $35::int, $36::int, $37::int,
    $40::timestamptz, $41::timestamptz
  FROM counter
  RETURNING *
), i AS (
  INSERT INTO order_items (order_id, product_id, name, business_type_slug, quantity, unit_price_cents, total_cents,
    selected_options, price_lines, option_lines, notes, sort_order)
  SELECT o.id, x.product_id, x.name, x.business_type_slug, x.quantity, x.unit_price_cents, x.total_cents,
    x.selected_options, x.price_lines, x.option_lines, x.notes, x.sort_order
  FROM o, jsonb_to_recordset($24::jsonb) AS x(product_id int, name text, business_type_slug text, quantity int,
    unit_price_cents int, total_cents int, selected_options jsonb, price_lines jsonb, option_lines jsonb, notes text, sort_order int)
  RETURNING *
), h AS (
  INSERT INTO order_status_history (order_id, status, actor_id, actor_name) SELECT id, status, $38::int, $39::text FROM o RETURNING *
), k AS (
  INSERT INTO order_idempotency_keys (store_id, key, request_hash, order_id) SELECT $1::int, $25::text, $26::text, id FROM o
)
SELECT to_jsonb(o) AS "order",
  (SELECT jsonb_agg(to_jsonb(i) ORDER BY i.sort_order) FROM i) AS items,
  (SELECT jsonb_agg(to_jsonb(h)) FROM h) AS history,
  EXISTS (SELECT 1 FROM coupon) AS coupon_used
FROM (SELECT 1) AS one LEFT JOIN o ON true`,
};

const SET_PIX_CODE: Statement = {
  name: 'orders_set_pix_code',
  text: 'UPDATE orders SET pix_code = $2 WHERE id = $1',
};

type WriteRow = { order: Record<string, unknown> | null; items: Record<string, unknown>[]; history: Record<string, unknown>[]; coupon_used: boolean };

/** The items as the write statements take them (jsonb_to_recordset), numbered from `firstSort`. */
export const orderItemRows = (items: readonly PricedItem[], firstSort = 0) =>
  items.map((item, index) => ({
    product_id: item.productId,
    name: item.name,
    business_type_slug: item.businessTypeSlug,
    quantity: item.quantity,
    unit_price_cents: item.unitPriceCents,
    total_cents: item.totalCents,
    selected_options: item.selectedOptions,
    price_lines: item.priceLines,
    option_lines: item.optionLines,
    notes: item.notes,
    sort_order: firstSort + index,
  }));

function paramsOf(order: NewOrder): unknown[] {
  const items = orderItemRows(order.items);
  return [
    order.storeId,
    order.couponId,
    order.publicId,
    order.orderType,
    order.userId,
    order.customerName,
    order.customerPhone,
    order.customerEmail,
    order.address === null ? null : JSON.stringify(order.address),
    order.district,
    order.latitude,
    order.longitude,
    order.tableLabel,
    order.subtotalCents,
    order.discountCents,
    order.deliveryFeeCents,
    order.totalCents,
    order.couponCode,
    order.paymentMethod,
    order.changeForCents,
    order.notes,
    order.estimatedTime,
    order.deliveryZone,
    JSON.stringify(items),
    order.idempotencyKey,
    order.requestHash,
    order.couponPerCustomer && order.userId !== null,
    order.deliveryFeeWaivedCents,
    order.channel ?? 'online',
    order.status ?? 'pending',
    order.cpf ?? null,
    order.soldOfflineAt?.toISOString() ?? null,
    order.priceDifferenceCents ?? 0,
    order.serviceChargeCents ?? 0,
    order.createdBy ?? null,
    order.registerSessionId ?? null,
    order.discountApprovedBy ?? null,
    order.historyActor?.id ?? null,
    order.historyActor?.name ?? null,
    order.scheduledFor?.toISOString() ?? null,
    order.scheduledUntil?.toISOString() ?? null,
  ];
}

async function writeOrder(sql: Pick<SqlRunner, 'run'>, order: NewOrder): Promise<WrittenOrder | CouponRefusal> {
  const [row] = await sql.run<WriteRow>(WRITE_ORDER, paramsOf(order));
  if (!row?.order) return { refused: row?.coupon_used ? 'customer_limit' : 'exhausted' };
  return {
    order: rowFromJson(orders, row.order),
    items: row.items.map((item) => rowFromJson(orderItems, item)),
    history: row.history.map((entry) => rowFromJson(orderStatusHistory, entry)),
  };
}

/** Thrown inside the transaction to roll back a coupon use that this customer may not have. */
class CouponRefused extends Error {
  constructor(readonly refusal: CouponRefusal) {
    super(refusal.refused);
  }
}

/**
 * Writes the order, or tells why its coupon refused it (nothing written then). `pixCodeFor` (PIX orders)
 * builds the code from the number the write took; `alongside` writes what the order announces
 * (notifications, outbox events). All in the order's transaction: a crash leaves the order with all of them
 * or none, and a per-customer refusal that comes after the coupon's own use was taken rolls that use back.
 */
export async function placeOrder<T>(
  db: Pick<DbHandle, 'transaction'>,
  order: NewOrder,
  pixCodeFor: ((number: number) => string) | null,
  alongside: (tx: SqlRunner, written: WrittenOrder) => Promise<T>,
): Promise<(WrittenOrder & { alongside: T }) | CouponRefusal> {
  try {
    const placed = await db.transaction(async (tx) => {
      const result = await writeOrder(tx, order);
      if ('refused' in result) throw new CouponRefused(result);
      let written: WrittenOrder = result;
      if (pixCodeFor) {
        const pixCode = pixCodeFor(written.order.number);
        await tx.run(SET_PIX_CODE, [written.order.id, pixCode]);
        written = { ...written, order: { ...written.order, pixCode } };
      }
      return { ...written, alongside: await alongside(tx, written) };
    });
    ordersCreated.inc({ channel: order.channel ?? 'online' });
    return placed;
  } catch (err) {
    if (err instanceof CouponRefused) return err.refusal;
    throw err;
  }
}
