import { and, desc, eq, isNull } from 'drizzle-orm';
import { REGISTER_MESSAGES, closingOf, sangriaRefusal, type CashMovementInput, type CloseRegisterInput, type OpenRegisterInput, type RegisterSessionView } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { posCashMovements, posRegisterSessions, type PosRegisterSessionRow, type UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import { idOrNotFound } from '../../lib/parse-id';
import { sessionView } from './pos-register.view';

const alreadyOpen = () => new HttpError(409, REGISTER_MESSAGES.alreadyOpen, { station_id: [REGISTER_MESSAGES.alreadyOpen] });
const alreadyClosed = () => new HttpError(409, REGISTER_MESSAGES.alreadyClosed);

/** The station's open register, or null (the POS then asks for the float). */
export async function currentSession(db: Db, storeId: number, stationId: string): Promise<RegisterSessionView | null> {
  const [row] = await db
    .select()
    .from(posRegisterSessions)
    .where(and(eq(posRegisterSessions.storeId, storeId), eq(posRegisterSessions.stationId, stationId), isNull(posRegisterSessions.closedAt)));
  return row ? sessionView(db, row) : null;
}

export async function openSession(db: Db, storeId: number, actor: UserRow, input: OpenRegisterInput, now: Date): Promise<RegisterSessionView> {
  try {
    const [row] = await db
      .insert(posRegisterSessions)
      .values({ storeId, stationId: input.station_id, stationName: input.station_name, openedBy: actor.id, openedAt: now, openingFloatCents: input.opening_float_cents })
      .returning();
    return sessionView(db, row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyOpen();
    throw err;
  }
}

/** The store's session, locked until the transaction ends (movements and the close are taken one at a time). */
async function lockedSession(tx: Db, storeId: number, rawId: string): Promise<PosRegisterSessionRow> {
  const id = idOrNotFound(rawId);
  const [row] = await tx
    .select()
    .from(posRegisterSessions)
    .where(and(eq(posRegisterSessions.id, id), eq(posRegisterSessions.storeId, storeId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A sangria or suprimento on an open register; a sangria never takes more cash than the drawer should hold. */
export async function addMovement(db: Db, storeId: number, rawId: string, actor: UserRow, input: CashMovementInput, now: Date): Promise<RegisterSessionView> {
  return db.transaction(async (tx) => {
    const row = await lockedSession(tx, storeId, rawId);
    if (row.closedAt) throw alreadyClosed();
    if (input.kind === 'sangria') {
      const current = await sessionView(tx, row);
      const refusal = sangriaRefusal(current.totals, input.amount_cents);
      if (refusal) throw new HttpError(422, refusal, { amount_cents: [refusal] });
    }
    await tx.insert(posCashMovements).values({ sessionId: row.id, kind: input.kind, amountCents: input.amount_cents, reason: input.reason, createdBy: actor.id, createdAt: now });
    return sessionView(tx, row);
  });
}

/** The close after the blind count: the counted amounts and the Z figures are kept as they were at this moment. */
export async function closeSession(db: Db, storeId: number, rawId: string, actor: UserRow, input: CloseRegisterInput, now: Date): Promise<RegisterSessionView> {
  return db.transaction(async (tx) => {
    const row = await lockedSession(tx, storeId, rawId);
    if (row.closedAt) throw alreadyClosed();
    const { totals } = await sessionView(tx, row);
    const [closed] = await tx
      .update(posRegisterSessions)
      .set({ closedAt: now, closedBy: actor.id, counted: input.counted, closing: closingOf(totals, input.counted), closingNotes: input.notes })
      .where(eq(posRegisterSessions.id, row.id))
      .returning();
    return sessionView(tx, closed!);
  });
}

export async function getSession(db: Db, storeId: number, rawId: string): Promise<RegisterSessionView> {
  const id = idOrNotFound(rawId);
  const [row] = await db.select().from(posRegisterSessions).where(and(eq(posRegisterSessions.id, id), eq(posRegisterSessions.storeId, storeId)));
  if (!row) throw notFound();
  return sessionView(db, row);
}

/** The store's last sessions, newest first (the register reports). */
export async function listSessions(db: Db, storeId: number, limit = 50): Promise<RegisterSessionView[]> {
  const rows = await db.select().from(posRegisterSessions).where(eq(posRegisterSessions.storeId, storeId)).orderBy(desc(posRegisterSessions.openedAt), desc(posRegisterSessions.id)).limit(limit);
  return Promise.all(rows.map((row) => sessionView(db, row)));
}
