import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FINAL_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  type CustomerOrderListResponse,
  type CustomerOrderStore,
  type CustomerOrderStoreRef,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, stores } from '../../db/schema';
import { validateQuery } from '../../lib/validate-body';
import { customerOrdersQuerySchema } from './orders.list-query';
import { page, placedOnFilters, statusFilters, text, type ListFilters } from './orders.queries';

const storeRefColumns = { id: stores.id, name: stores.name, slug: stores.slug, logo: stores.logo };

/**
 * GET /api/customer/orders: the caller's own orders, newest first. `scope` 'active' = open ones, 'history' =
 * completed or cancelled; `status`, `date_from`/`date_to` as in the store's list; `store_id` one store. Each row
 * carries the store it was placed at.
 */
export async function listCustomerOrders(db: Db, userId: number, rawQuery: ListFilters): Promise<CustomerOrderListResponse> {
  const query = await validateQuery(customerOrdersQuerySchema, rawQuery);
  const where: SQL[] = [eq(orders.userId, userId), ...statusFilters(query), ...placedOnFilters(query)];
  const scope = text(query.scope);
  if (scope === 'active') where.push(inArray(orders.status, [...OPEN_ORDER_STATUSES]));
  if (scope === 'history') where.push(inArray(orders.status, [...FINAL_ORDER_STATUSES]));
  const storeId = text(query.store_id);
  if (storeId) where.push(eq(orders.storeId, Number(storeId)));
  const list = await page(db, where, query, [desc(orders.createdAt), desc(orders.id)]);
  const storeIds = [...new Set(list.data.map((row) => row.store_id))];
  const refs = storeIds.length ? await db.select(storeRefColumns).from(stores).where(inArray(stores.id, storeIds)) : [];
  const byId = new Map<number, CustomerOrderStoreRef>(refs.map((ref) => [ref.id, ref]));
  return { data: list.data.map((row) => ({ ...row, store: byId.get(row.store_id)! })), meta: list.meta };
}

/** GET /api/customer/orders/stores: every store the caller ordered from, the latest ordered from first. */
export async function listCustomerOrderStores(db: Db, userId: number): Promise<CustomerOrderStore[]> {
  const lastOrderedAt = sql<Date | string>`max(${orders.createdAt})`;
  const rows = await db
    .select({ ...storeRefColumns, lastOrderedAt, ordersCount: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.userId, userId))
    .groupBy(stores.id)
    .orderBy(desc(lastOrderedAt), desc(stores.id));
  return rows.map(({ lastOrderedAt: at, ordersCount, ...store }) => ({ ...store, last_ordered_at: new Date(at).toISOString(), orders_count: Number(ordersCount) }));
}
