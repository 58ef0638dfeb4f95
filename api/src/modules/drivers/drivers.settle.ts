import { and, eq, isNull } from 'drizzle-orm';
import { formatBRL, REGISTER_MESSAGES, type SettlementView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { driverCash, drivers, posCashMovements, posRegisterSessions, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { findStoreDriver } from './drivers.write';

export const SETTLE_MESSAGES = {
  sessionRequired: 'Escolha o caixa aberto que recebe o dinheiro',
  nothingToSettle: 'Este entregador não tem dinheiro a acertar',
} as const;

/**
 * The end-of-shift settlement: the cash the driver received at the door (not settled yet) goes into an open register
 * session of the store as one 'acerto' movement, so the drawer's expected cash counts it. Driver cash rows and the
 * session are locked: two settlements of the same cash cannot both happen.
 */
export async function settleDriverCash(db: Db, store: StoreRow, actor: UserRow, driverId: string, body: unknown, now: Date): Promise<SettlementView> {
  const sessionId = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).session_id : undefined;
  if (typeof sessionId !== 'number' || !Number.isInteger(sessionId) || sessionId <= 0) throw fieldError('session_id', SETTLE_MESSAGES.sessionRequired);
  const driver = await findStoreDriver(db, store.id, driverId);
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(posRegisterSessions).where(and(eq(posRegisterSessions.id, sessionId), eq(posRegisterSessions.storeId, store.id))).for('update');
    if (!session) throw fieldError('session_id', SETTLE_MESSAGES.sessionRequired);
    if (session.closedAt) throw fieldError('session_id', REGISTER_MESSAGES.alreadyClosed);
    const open = await tx.select().from(driverCash).where(and(eq(driverCash.driverId, driver.id), isNull(driverCash.settlementId))).for('update');
    if (open.length === 0) throw fieldError('driver', SETTLE_MESSAGES.nothingToSettle);
    const amount = open.reduce((sum, row) => sum + row.amountCents, 0);
    const [movement] = await tx
      .insert(posCashMovements)
      .values({ sessionId: session.id, kind: 'acerto', amountCents: amount, reason: `Acerto de ${driver.name}: ${open.length} ${open.length === 1 ? 'entrega' : 'entregas'} (${formatBRL(amount)})`, driverId: driver.id, createdBy: actor.id, createdAt: now })
      .returning();
    for (const row of open) await tx.update(driverCash).set({ settlementId: movement!.id }).where(eq(driverCash.id, row.id));
    return { driver_id: driver.id, amount: amount / 100, orders: open.length, register_session_id: session.id, movement_id: movement!.id };
  });
}

/** Drivers of the store carrying cash not settled yet (the POS's "Acerto de entregadores"). */
export async function driversWithCash(db: Db, storeId: number): Promise<{ driver_id: number; name: string; cash_in_hand: number; orders: number }[]> {
  const rows = await db
    .select({ driverId: drivers.id, name: drivers.name, amount: driverCash.amountCents })
    .from(driverCash)
    .innerJoin(drivers, eq(drivers.id, driverCash.driverId))
    .where(and(eq(driverCash.storeId, storeId), isNull(driverCash.settlementId)));
  const byDriver = new Map<number, { driver_id: number; name: string; cash_in_hand: number; orders: number }>();
  for (const row of rows) {
    const entry = byDriver.get(row.driverId) ?? { driver_id: row.driverId, name: row.name, cash_in_hand: 0, orders: 0 };
    entry.cash_in_hand = (Math.round(entry.cash_in_hand * 100) + row.amount) / 100;
    entry.orders += 1;
    byDriver.set(row.driverId, entry);
  }
  return [...byDriver.values()].sort((a, b) => a.name.localeCompare(b.name));
}
