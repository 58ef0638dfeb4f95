import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, isOrderStatus, isOrderType, OPEN_ORDER_STATUSES, type Order, type OrderListResponse } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory, stores, type OrderRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { validateQuery } from '../../lib/validate-body';
import { storeOrdersQuerySchema } from './orders.list-query';
import { itemsPreview, toOrder, toOrderSummary } from './orders.serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^\d{1,10}$/;

export const parseOrderId = (value: string): number | null => (ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

/** One order with items, history and store, as the wire `Order`. */
export async function loadOrder(db: Db, order: OrderRow): Promise<Order> {
  const [items, history, [store]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.sortOrder), asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id)),
    db.select({ id: stores.id, name: stores.name, slug: stores.slug, phone: stores.phone, whatsapp: stores.whatsapp }).from(stores).where(eq(stores.id, order.storeId)),
  ]);
  return toOrder(order, store!, items, history);
}

export async function findOrderByPublicId(db: Db, publicId: string): Promise<OrderRow> {
  if (!UUID.test(publicId)) throw notFound();
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** An order of one of `storeIds` (a store and its branches); anything else is a 404, never a hint that it exists. */
export async function findStoreOrder(db: Db, storeIds: number[], orderId: string): Promise<OrderRow> {
  const id = parseOrderId(orderId);
  if (id === null) throw notFound();
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), inArray(orders.storeId, storeIds))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findCustomerOrder(db: Db, userId: number, orderId: string): Promise<OrderRow> {
  const id = parseOrderId(orderId);
  if (id === null) throw notFound();
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export type ListFilters = Record<string, unknown>;

/** A query value as text ('' when absent). */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const positiveInt = (value: unknown, fallback: number, max: number) => {
  const n = Number(text(value) || NaN);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** Store-local day boundaries: '2026-11-24' → that midnight in São Paulo, as a timestamptz expression. */
const localMidnight = (date: string) => sql`((${date})::date::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE})`;

/** `status`: one status or a comma list ('open' = every open one); unknown values are ignored. */
export function statusFilters(query: ListFilters): SQL[] {
  const where: SQL[] = [];
  const statuses = text(query.status).split(',').map((s) => s.trim()).filter(isOrderStatus);
  if (statuses.length > 0) where.push(inArray(orders.status, statuses));
  if (text(query.status) === 'open') where.push(inArray(orders.status, [...OPEN_ORDER_STATUSES]));
  return where;
}

/** `date_from` / `date_to`: days placed, store time (America/Sao_Paulo), inclusive; validated by the query schema. */
export function placedOnFilters(query: ListFilters): SQL[] {
  const where: SQL[] = [];
  const from = text(query.date_from);
  if (from) where.push(gte(orders.createdAt, localMidnight(from)));
  const to = text(query.date_to);
  if (to) where.push(lt(orders.createdAt, sql`(${localMidnight(to)} + interval '1 day')`));
  return where;
}

/** Filters of GET /api/stores/{id}/orders, validated (dates: real days or a 422); unknown values are ignored. */
function storeFilters(storeIds: number[], query: ListFilters): SQL[] {
  const where: SQL[] = [inArray(orders.storeId, storeIds), ...statusFilters(query)];
  const type = text(query.order_type);
  if (isOrderType(type)) where.push(eq(orders.orderType, type));
  where.push(...placedOnFilters(query));
  const changedOn = text(query.changed_on);
  if (changedOn) {
    where.push(gte(orders.updatedAt, localMidnight(changedOn)), lt(orders.updatedAt, sql`(${localMidnight(changedOn)} + interval '1 day')`));
  }
  const search = text(query.search).slice(0, 100);
  if (search !== '') {
    const digits = search.replace(/\D/g, '');
    const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    where.push(
      or(
        ilike(orders.customerName, `%${escaped}%`),
        ...(number !== null ? [eq(orders.number, number)] : []),
        ...(digits.length >= 4 ? [sql`${orders.customerPhone} LIKE ${`%${digits}%`}`] : []),
      )!,
    );
  }
  return where;
}

/** One page of orders matching `where`, newest first by `order`, as list rows. */
export async function page(db: Db, where: SQL[], query: ListFilters, order: SQL[]): Promise<OrderListResponse> {
  const perPage = positiveInt(query.per_page, 20, 100);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(and(...where));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(positiveInt(query.page, 1, 1_000_000), lastPage);
  const rows = await db.select().from(orders).where(and(...where)).orderBy(...order).limit(perPage).offset((current - 1) * perPage);
  const items = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity, businessTypeSlug: orderItems.businessTypeSlug, selectedOptions: orderItems.selectedOptions })
        .from(orderItems)
        .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.sortOrder), asc(orderItems.id))
    : [];
  const byOrder = new Map<number, typeof items>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return {
    data: rows.map((row) => {
      const own = byOrder.get(row.id) ?? [];
      return toOrderSummary(row, own.reduce((n, i) => n + i.quantity, 0), itemsPreview(own));
    }),
    meta: { current_page: current, last_page: lastPage, per_page: perPage, total: Number(total) },
  };
}

export async function listStoreOrders(db: Db, storeIds: number[], rawQuery: ListFilters): Promise<OrderListResponse> {
  const query = await validateQuery(storeOrdersQuerySchema, rawQuery);
  return page(db, storeFilters(storeIds, query), query, [desc(orders.createdAt), desc(orders.id)]);
}

/** A store row and its branches: the ids whose orders its staff see. */
export async function storeAndBranchIds(db: Db, storeId: number, branchFilter: unknown): Promise<number[]> {
  const branches = await db.select({ id: stores.id }).from(stores).where(eq(stores.parentId, storeId));
  const ids = [storeId, ...branches.map((b) => b.id)];
  const wanted = Number(text(branchFilter) || NaN);
  return Number.isInteger(wanted) && ids.includes(wanted) ? [wanted] : ids;
}
