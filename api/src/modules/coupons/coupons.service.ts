import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cartCouponFromRecord,
  COUPON_NOT_FOUND_MESSAGE,
  couponDiscountCents,
  reaisToCents,
  validateCoupon,
  hasPerCustomerLimit,
  needsSignedInCustomer,
  type CouponRecord,
  type CouponRedeemer,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, orders, type CouponRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { findPublicStore } from '../stores/stores.service';
import type { CouponValidationResponse } from './coupons.schema';

/**
 * The column convention (value: percentage points, or centavos for 'fixed'; money in centavos) →
 * the shared domain's CouponRecord (fixed value and minimum in reais).
 */
export function toCouponRecord(row: CouponRow): CouponRecord {
  const value = Number(row.value);
  return {
    code: row.code,
    type: row.type,
    value: row.type === 'fixed' ? value / 100 : value,
    min_order_value: row.minOrderCents / 100,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
  };
}

/**
 * A coupon of the store, matched case-insensitively. A branch also accepts its parent store's
 * coupons; its own coupon wins when both have the code.
 */
export async function findCoupon(db: Db, storeIds: number[], code: string): Promise<CouponRow | undefined> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(inArray(coupons.storeId, storeIds), sql`upper(${coupons.code}) = upper(${code.trim()})`));
  return rows.sort((a, b) => storeIds.indexOf(a.storeId) - storeIds.indexOf(b.storeId))[0];
}

/**
 * Who redeems `row`: a guest, or a signed-in customer with the uses counted so far (read only when the
 * coupon has a per-customer limit) and, for a first-order coupon, the earlier non-cancelled orders at the
 * coupon's store. The order write enforces the per-customer limit atomically; this is for messages.
 */
export async function couponRedeemer(db: Db, row: CouponRow, userId: number | null): Promise<CouponRedeemer> {
  if (userId === null) return { kind: 'guest' };
  if (!needsSignedInCustomer({ per_customer_limit: row.perCustomerLimit, first_order_only: row.firstOrderOnly })) return { kind: 'customer', uses: 0 };
  let uses = 0;
  if (hasPerCustomerLimit({ per_customer_limit: row.perCustomerLimit })) {
    const [used] = await db
      .select({ uses: couponRedemptions.uses })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.userId, userId)));
    uses = used?.uses ?? 0;
  }
  let earlierOrders = 0;
  if (row.firstOrderOnly) {
    const [earlier] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.storeId, row.storeId), eq(orders.userId, userId), sql`${orders.status} <> 'cancelled'`));
    earlierOrders = Number(earlier?.n ?? 0);
  }
  return { kind: 'customer', uses, earlierOrders };
}

/**
 * POST /api/stores/{slug}/coupons/validate: the rules and the discount come from the shared cart
 * domain (validateCoupon, couponDiscountCents), so the storefront and the API agree. Any failure is a
 * 422 on `code`; a coupon with a per-customer limit asks a guest to sign in and tells a signed-in
 * customer who used it up.
 */
export async function validateStoreCoupon(
  db: Db,
  slug: string,
  input: { code: string; subtotal: number },
  now: Date,
  userId: number | null,
): Promise<CouponValidationResponse> {
  const store = await findPublicStore(db, { slug });
  const storeIds = store.parent ? [store.store.id, store.parent.id] : [store.store.id];
  const row = await findCoupon(db, storeIds, input.code);
  if (!row) throw fieldError('code', COUPON_NOT_FOUND_MESSAGE);
  const record = toCouponRecord(row);
  const subtotalCents = reaisToCents(input.subtotal);
  const error = validateCoupon(record, { subtotalCents, now, redeemer: await couponRedeemer(db, row, userId) });
  if (error) throw fieldError('code', error.message);
  const discountCents = couponDiscountCents(cartCouponFromRecord(record), subtotalCents);
  return {
    valid: true,
    coupon: { code: row.code, type: row.type, value: Number(record.value) },
    discount: discountCents / 100,
  };
}

