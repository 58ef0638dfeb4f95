import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PosSaleView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderItems, orderPayments, orders, users, type OrderItemRow, type OrderPaymentRow, type OrderRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';

export type Names = Map<number, string>;

const actor = (names: Names, id: number) => ({ id, name: names.get(id) ?? '—' });

/** A sale as the POS reads it back: its items, its payments in every session, what it still owes. */
export function toPosSaleView(order: OrderRow, items: OrderItemRow[], payments: OrderPaymentRow[], names: Names, replayed: boolean): PosSaleView {
  const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return {
    order_id: order.id,
    public_id: order.publicId,
    number: order.number,
    status: order.status,
    order_type: order.orderType,
    table: order.tableLabel,
    created_at: order.createdAt.toISOString(),
    sold_offline_at: order.soldOfflineAt?.toISOString() ?? null,
    operator: order.createdBy === null ? null : actor(names, order.createdBy),
    customer: { name: order.customerName, phone: order.customerPhone || null, cpf: order.cpf },
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      total_cents: item.totalCents,
      option_lines: item.optionLines,
      notes: item.notes,
    })),
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    delivery_fee_cents: order.deliveryFeeCents,
    service_charge_cents: order.serviceChargeCents,
    total_cents: order.totalCents,
    paid_cents: paid,
    remaining_cents: Math.max(0, order.totalCents - paid),
    change_cents: payments.reduce((sum, p) => sum + p.changeCents, 0),
    price_difference_cents: order.priceDifferenceCents,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount_cents: p.amountCents,
      change_cents: p.changeCents,
      register_session_id: p.registerSessionId,
      created_at: p.createdAt.toISOString(),
      created_by: p.createdBy === null ? { id: 0, name: '—' } : actor(names, p.createdBy),
    })),
    replayed,
  };
}

const groupBy = <T>(rows: T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export type SaleParts = { itemsOf: (orderId: number) => OrderItemRow[]; paymentsOf: (orderId: number) => OrderPaymentRow[]; names: Names };

/** The items (by round: a table's tab's rounds in order), payments and people's names of `sales`, in three queries whatever their number. */
export async function salePartsOf(db: Db, sales: OrderRow[]): Promise<SaleParts> {
  const ids = sales.map((s) => s.id);
  const [items, payments] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.round), asc(orderItems.sortOrder), asc(orderItems.id)),
    db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id)),
  ]);
  const people = [...new Set([...sales.map((s) => s.createdBy), ...payments.map((p) => p.createdBy)].filter((id): id is number => id !== null))];
  const names: Names = new Map(people.length ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people))).map((u) => [u.id, u.name]) : []);
  const itemsOf = groupBy(items, (i) => i.orderId);
  const paymentsOf = groupBy(payments, (p) => p.orderId);
  return { itemsOf: (id) => itemsOf.get(id) ?? [], paymentsOf: (id) => paymentsOf.get(id) ?? [], names };
}

/** The views of `sales`, in their order, in three queries whatever their number. */
export async function posSaleViews(db: Db, sales: OrderRow[], replayed = false): Promise<PosSaleView[]> {
  if (sales.length === 0) return [];
  const { itemsOf, paymentsOf, names } = await salePartsOf(db, sales);
  return sales.map((sale) => toPosSaleView(sale, itemsOf(sale.id), paymentsOf(sale.id), names, replayed));
}

/** A POS sale of the store by id; anything else (another store's, an online order) is a 404. */
export async function findPosSale(db: Db, storeId: number, rawOrderId: string | number): Promise<OrderRow> {
  const id = typeof rawOrderId === 'number' ? rawOrderId : idOrNotFound(rawOrderId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, storeId), eq(orders.channel, 'pos')))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function posSaleView(db: Db, order: OrderRow, replayed = false): Promise<PosSaleView> {
  const [view] = await posSaleViews(db, [order], replayed);
  return view!;
}

/** The sales made on a register session of the store, newest first (the session's list, reprints). */
export async function sessionSales(db: Db, storeId: number, sessionId: number): Promise<PosSaleView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.registerSessionId, sessionId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return posSaleViews(db, rows);
}
