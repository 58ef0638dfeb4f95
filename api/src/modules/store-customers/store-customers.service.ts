import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { foldText, formatOrderNumber, isRemovedCustomerEmail, type CustomerOrder, type OrderType, type PaymentMethod, type StoreCustomer } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { CUSTOMER_KEY, type CustomerSort } from './store-customers.schema';

type Page = { page: number; per_page: number };
type Meta = { current_page: number; last_page: number; per_page: number; total: number };

const customerKey = sql<string>`COALESCE('u' || ${orders.userId}::text, 'p' || ${orders.customerPhone})`;

/** Lower-cased and without accents, as foldText does for the search term. */
const folded = (column: SQL | unknown) => sql`translate(lower(coalesce(${column}, '')), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`;

/** One row per customer: SQL aggregates over this store's non-cancelled orders (index orders_store_customer_idx). */
function customersOf(db: Db, storeId: number) {
  return db
    .select({
      key: customerKey.as('key'),
      userId: sql<number | null>`max(${orders.userId})`.as('user_id'),
      name: sql<string>`(array_agg(${orders.customerName} ORDER BY ${orders.createdAt} DESC))[1]`.as('name'),
      phone: sql<string>`(array_agg(${orders.customerPhone} ORDER BY ${orders.createdAt} DESC))[1]`.as('phone'),
      // An account's own e-mail, else the last one a guest typed.
      email: sql<string | null>`coalesce(max(${users.email}), (array_agg(${orders.customerEmail} ORDER BY ${orders.customerEmail} IS NULL, ${orders.createdAt} DESC))[1])`.as('email'),
      ordersCount: sql<number>`count(*)::int`.as('orders_count'),
      totalCents: sql<number>`sum(${orders.totalCents})::bigint`.as('total_cents'),
      firstAt: sql<Date>`min(${orders.createdAt})`.as('first_at'),
      lastAt: sql<Date>`max(${orders.createdAt})`.as('last_at'),
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.storeId, storeId), sql`${orders.status} <> 'cancelled'`))
    .groupBy(customerKey)
    .as('c');
}

type Aggregated = { key: string; userId: number | null; name: string; phone: string; email: string | null; ordersCount: number; totalCents: number | string; firstAt: Date | string; lastAt: Date | string };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toCustomer(row: Aggregated): StoreCustomer {
  const totalCents = Number(row.totalCents);
  const count = Number(row.ordersCount);
  return {
    key: row.key,
    user_id: row.userId === null ? null : Number(row.userId),
    name: row.name,
    phone: row.phone,
    // An anonymised account's placeholder is no contact.
    email: isRemovedCustomerEmail(row.email) ? null : row.email,
    orders_count: count,
    total_spent: totalCents / 100,
    average_ticket: count > 0 ? Math.round(totalCents / count) / 100 : 0,
    first_order_at: iso(row.firstAt),
    last_order_at: iso(row.lastAt),
  };
}

function meta(total: number, { page, per_page }: Page): Meta {
  const last = Math.max(1, Math.ceil(total / per_page));
  return { current_page: Math.min(page, last), last_page: last, per_page, total };
}

export type CustomerListQuery = Page & { search: string; sort: string };

function sortOf(sort: string, c: ReturnType<typeof customersOf>): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  const columns = { last_order: c.lastAt, name: c.name, orders: c.ordersCount, total_spent: c.totalCents } satisfies Record<CustomerSort, unknown>;
  return [direction(columns[sort.replace(/^-/, '') as CustomerSort] as unknown as SQL), asc(c.key)];
}

function searchOf(search: string, c: ReturnType<typeof customersOf>): SQL | undefined {
  const term = foldText(search);
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const digits = search.replace(/\D/g, '');
  return sql`(${folded(c.name)} LIKE ${like} OR ${folded(c.email)} LIKE ${like}${digits.length >= 4 ? sql` OR ${c.phone} LIKE ${`%${digits}%`}` : sql``})`;
}

export async function listStoreCustomers(db: Db, storeId: number, query: CustomerListQuery): Promise<{ data: StoreCustomer[]; meta: Meta }> {
  const c = customersOf(db, storeId);
  const where = searchOf(query.search, c);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(c).where(where);
  const paging = meta(Number(total), query);
  const rows = await db
    .select()
    .from(c)
    .where(where)
    .orderBy(...sortOf(query.sort, c))
    .limit(query.per_page)
    .offset((paging.current_page - 1) * query.per_page);
  return { data: rows.map((r) => toCustomer(r as Aggregated)), meta: paging };
}

/** Every customer matching the search, in the list's order, for the CSV export (in batches of 1,000). */
export async function* allStoreCustomers(db: Db, storeId: number, query: Pick<CustomerListQuery, 'search' | 'sort'>): AsyncGenerator<StoreCustomer> {
  const c = customersOf(db, storeId);
  for (let offset = 0; ; offset += 1000) {
    const rows = await db.select().from(c).where(searchOf(query.search, c)).orderBy(...sortOf(query.sort, c)).limit(1000).offset(offset);
    for (const row of rows) yield toCustomer(row as Aggregated);
    if (rows.length < 1000) return;
  }
}

const ordersOfKey = (storeId: number, key: string) => and(eq(orders.storeId, storeId), sql`${customerKey} = ${key}`);

export async function findStoreCustomer(db: Db, storeId: number, key: string, page: Page): Promise<{ data: StoreCustomer & { orders: CustomerOrder[] }; meta: Meta }> {
  if (!CUSTOMER_KEY.test(key)) throw notFound();
  const c = customersOf(db, storeId);
  const [row] = await db.select().from(c).where(sql`${c.key} = ${key}`);
  if (!row) throw notFound();
  const customer = toCustomer(row as Aggregated);
  // The history shows every order, cancelled ones included (the figures above leave them out).
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(ordersOfKey(storeId, key));
  const paging = meta(Number(total), page);
  const history = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, orderType: orders.orderType, paymentMethod: orders.paymentMethod, totalCents: orders.totalCents })
    .from(orders)
    .where(ordersOfKey(storeId, key))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.per_page)
    .offset((paging.current_page - 1) * page.per_page);
  return {
    data: {
      ...customer,
      orders: history.map((o) => ({
        id: o.id,
        display_number: formatOrderNumber(o.number),
        created_at: o.createdAt.toISOString(),
        status: o.status,
        order_type: o.orderType as OrderType,
        payment_method: o.paymentMethod as PaymentMethod,
        total: o.totalCents / 100,
      })),
    },
    meta: paging,
  };
}
