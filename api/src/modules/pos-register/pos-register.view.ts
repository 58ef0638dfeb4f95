import { asc, eq, inArray } from 'drizzle-orm';
import { closingOf, registerTotals, type RegisterMovementView, type RegisterSale, type RegisterSessionView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { orderPayments, posCashMovements, stores, users, type PosRegisterSessionRow } from '../../db/schema';

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * What the session took from each sale (its payments into this session, per method, cash net of the change): a sale
 * paid in parts on two stations counts in each for what each took.
 */
async function salesOf(db: Db, sessionId: number): Promise<RegisterSale[]> {
  const payments = await db
    .select({ orderId: orderPayments.orderId, method: orderPayments.method, amountCents: orderPayments.amountCents })
    .from(orderPayments)
    .where(eq(orderPayments.registerSessionId, sessionId));
  const byOrder = new Map<number, RegisterSale>();
  for (const p of payments) {
    const sale = byOrder.get(p.orderId) ?? { taken: {} };
    sale.taken[p.method] = (sale.taken[p.method] ?? 0) + p.amountCents;
    byOrder.set(p.orderId, sale);
  }
  return [...byOrder.values()];
}

/** A session with its movements and figures (the X report while open; the frozen Z figures once closed). */
export async function sessionView(db: Db, row: PosRegisterSessionRow): Promise<RegisterSessionView> {
  const movements = await db.select().from(posCashMovements).where(eq(posCashMovements.sessionId, row.id)).orderBy(asc(posCashMovements.createdAt), asc(posCashMovements.id));
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, row.storeId));
  const names = await namesOf(db, [row.openedBy, ...(row.closedBy ? [row.closedBy] : []), ...movements.map((m) => m.createdBy)]);
  const actor = (id: number) => ({ id, name: names.get(id) ?? '—' });
  const totals = registerTotals(row.openingFloatCents, await salesOf(db, row.id), movements.map((m) => ({ kind: m.kind, amount_cents: m.amountCents })));
  const movementViews: RegisterMovementView[] = movements.map((m) => ({
    id: m.id,
    kind: m.kind,
    amount_cents: m.amountCents,
    reason: m.reason,
    created_at: m.createdAt.toISOString(),
    created_by: actor(m.createdBy),
  }));
  return {
    id: row.id,
    store_name: store?.name ?? '',
    station_id: row.stationId,
    station_name: row.stationName,
    opened_at: row.openedAt.toISOString(),
    opened_by: actor(row.openedBy),
    opening_float_cents: row.openingFloatCents,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy ? actor(row.closedBy) : null,
    closing_notes: row.closingNotes,
    totals,
    closing: row.closing ?? (row.counted ? closingOf(totals, row.counted) : null),
    movements: movementViews,
  };
}
