import { and, eq } from 'drizzle-orm';
import { POS_SALE_MESSAGES } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import type { SaleCustomer } from './pos-sale.new-order';

const INT4_MAX = 2_147_483_647;

/**
 * The customer account a sale names (`customer.user_id`, found in the store's customers list): it must be one of
 * this store's customers (an order here), else a 422; its name fills in when the operator typed none.
 */
export async function saleCustomerOf(db: Db, storeId: number, userId: number | null | undefined): Promise<SaleCustomer> {
  if (userId == null) return { userId: null, name: null };
  if (userId > INT4_MAX) throw fieldError('customer.user_id', POS_SALE_MESSAGES.customerUnknown);
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .innerJoin(orders, and(eq(orders.userId, users.id), eq(orders.storeId, storeId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw fieldError('customer.user_id', POS_SALE_MESSAGES.customerUnknown);
  return { userId, name: row.name };
}
