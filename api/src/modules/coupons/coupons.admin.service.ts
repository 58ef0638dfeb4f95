import { and, asc, eq, sql } from 'drizzle-orm';
import { couponInstant, reaisToCents, type CouponWrite, type StoreCoupon } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { coupons, orders, type CouponRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { changedFields, recordActivity } from '../activity/activity-log';
import { COUPON_FORM_MESSAGES } from '@comanda/shared/domain';

type Usage = { orders: number; discountCents: number; revenueCents: number };

const NO_USAGE: Usage = { orders: 0, discountCents: 0, revenueCents: 0 };

function toStoreCoupon(row: CouponRow, usage: Usage = NO_USAGE): StoreCoupon {
  const value = Number(row.value);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'fixed' ? value / 100 : value,
    min_order_value: row.minOrderCents / 100,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
    used_count: row.usedCount,
    usage: { orders: usage.orders, discount_total: usage.discountCents / 100, revenue: usage.revenueCents / 100 },
  };
}

/** The form's shape → the columns (fixed value and money in centavos; dates as São Paulo days). */
function toColumns(input: CouponWrite) {
  return {
    code: input.code,
    description: input.description || null,
    type: input.type,
    value: String(input.type === 'fixed' ? reaisToCents(input.value) : input.value),
    minOrderCents: reaisToCents(input.min_order_value),
    startsAt: couponInstant(input.starts_at, 'start'),
    endsAt: couponInstant(input.ends_at, 'end'),
    usageLimit: input.usage_limit ?? null,
    perCustomerLimit: input.per_customer_limit ?? null,
    firstOrderOnly: input.first_order_only,
    isActive: input.is_active,
  };
}

/** Orders placed with each coupon (cancelled ones excluded): one aggregate over the coupon index. */
async function usageOf(db: Db, storeId: number, couponId?: number): Promise<Map<number, Usage>> {
  const rows = await db
    .select({
      couponId: orders.couponId,
      orders: sql<number>`count(*)::int`,
      discountCents: sql<number>`coalesce(sum(${orders.discountCents}), 0)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    .innerJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(eq(coupons.storeId, storeId), couponId === undefined ? undefined : eq(coupons.id, couponId), sql`${orders.status} <> 'cancelled'`))
    .groupBy(orders.couponId);
  return new Map(rows.map((r) => [r.couponId!, { orders: Number(r.orders), discountCents: Number(r.discountCents), revenueCents: Number(r.revenueCents) }]));
}

export async function listStoreCoupons(db: Db, storeId: number): Promise<StoreCoupon[]> {
  const rows = await db.select().from(coupons).where(eq(coupons.storeId, storeId)).orderBy(asc(sql`upper(${coupons.code})`));
  const usage = await usageOf(db, storeId);
  return rows.map((row) => toStoreCoupon(row, usage.get(row.id)));
}

async function findOwnCoupon(db: Db, storeId: number, id: string | number): Promise<CouponRow> {
  const couponId = Number(id);
  if (!Number.isSafeInteger(couponId) || couponId <= 0) throw notFound();
  const [row] = await db.select().from(coupons).where(and(eq(coupons.storeId, storeId), eq(coupons.id, couponId)));
  if (!row) throw notFound();
  return row;
}

export async function getStoreCoupon(db: Db, storeId: number, id: string): Promise<StoreCoupon> {
  const row = await findOwnCoupon(db, storeId, id);
  return toStoreCoupon(row, (await usageOf(db, storeId, row.id)).get(row.id));
}

async function assertCodeFree(db: Db, storeId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), sql`upper(${coupons.code}) = upper(${code})`, exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`));
  if (taken) throw fieldError('code', COUPON_FORM_MESSAGES.codeTaken);
}

/** A concurrent write with the same code loses on the unique index: the same 422 as the check. */
async function sameCodeAs422<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('code', COUPON_FORM_MESSAGES.codeTaken);
    throw err;
  }
}

const actorOf = (user: UserRow) => ({ id: user.id, name: user.name });

export async function createStoreCoupon(db: Db, storeId: number, user: UserRow, input: CouponWrite): Promise<StoreCoupon> {
  await assertCodeFree(db, storeId, input.code);
  const row = await sameCodeAs422(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(coupons).values({ storeId, ...toColumns(input) }).returning();
      await recordActivity(tx, { storeId, actor: actorOf(user), entity: 'coupon', entityId: created!.id, action: 'created', summary: `Cupom ${created!.code} criado` });
      return created!;
    }),
  );
  return toStoreCoupon(row);
}

const AUDITED = ['code', 'description', 'type', 'value', 'minOrderCents', 'startsAt', 'endsAt', 'usageLimit', 'perCustomerLimit', 'firstOrderOnly', 'isActive'] as const;

export async function updateStoreCoupon(db: Db, storeId: number, user: UserRow, id: string, input: CouponWrite): Promise<StoreCoupon> {
  const before = await findOwnCoupon(db, storeId, id);
  await assertCodeFree(db, storeId, input.code, before.id);
  const columns = toColumns(input);
  const row = await sameCodeAs422(() =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(coupons)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(coupons.id, before.id), eq(coupons.storeId, storeId)))
        .returning();
      const changes = changedFields(before as unknown as Record<string, unknown>, columns, AUDITED);
      if (Object.keys(changes).length > 0) {
        const action = 'isActive' in changes && Object.keys(changes).length === 1 ? (columns.isActive ? 'activated' : 'deactivated') : 'updated';
        await recordActivity(tx, { storeId, actor: actorOf(user), entity: 'coupon', entityId: before.id, action, summary: `Cupom ${updated!.code} alterado`, changes });
      }
      return updated!;
    }),
  );
  return toStoreCoupon(row, (await usageOf(db, storeId, row.id)).get(row.id));
}

/** Orders keep their coupon code (orders.coupon_code); the link to the deleted row becomes null. */
export async function deleteStoreCoupon(db: Db, storeId: number, user: UserRow, id: string): Promise<void> {
  const row = await findOwnCoupon(db, storeId, id);
  await db.transaction(async (tx) => {
    await tx.delete(coupons).where(and(eq(coupons.id, row.id), eq(coupons.storeId, storeId)));
    await recordActivity(tx, { storeId, actor: actorOf(user), entity: 'coupon', entityId: row.id, action: 'deleted', summary: `Cupom ${row.code} excluído` });
  });
}
