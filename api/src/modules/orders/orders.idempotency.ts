import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ORDER_LIMITS, ORDER_MESSAGES, type CreateOrderInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderIdempotencyKeys, orders, type OrderRow } from '../../db/schema';
import { fieldError, HttpError } from '../../lib/http-error';

/** Visible ASCII only: the key is stored and compared as text (a UUID is what the storefront sends). */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${ORDER_LIMITS.maxIdempotencyKey}}$`);

export function checkIdempotencyKey(key: string | undefined): string {
  const value = key?.trim() ?? '';
  if (value === '') throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyRequired);
  if (!IDEMPOTENCY_KEY.test(value)) throw fieldError('idempotency_key', ORDER_MESSAGES.idempotencyKeyInvalid);
  return value;
}

export const requestHash = (input: CreateOrderInput, userId: number | null) => createHash('sha256').update(JSON.stringify({ input, userId })).digest('hex');

async function findByKey(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select({ requestHash: orderIdempotencyKeys.requestHash, order: orders })
    .from(orderIdempotencyKeys)
    .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
    .where(and(eq(orderIdempotencyKeys.storeId, storeId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** The order an earlier request with this key placed (null if none did); 409 if that request was a different one. */
export async function replayedOrder(db: Db, storeId: number, key: string, hash: string): Promise<OrderRow | null> {
  const existing = await findByKey(db, storeId, key);
  if (!existing?.order) return null;
  if (existing.requestHash !== hash) throw new HttpError(409, ORDER_MESSAGES.idempotencyKeyReused);
  return existing.order;
}
