import { and, eq, isNull } from 'drizzle-orm';
import { discountNeedsApproval, POS_SALE_MESSAGES, roleMay } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { posManagerPins, storeStaff, users, type UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';

const PIN = /^\d{4,6}$/;

/** PUT /stores/{id}/pos/manager-pin: the caller's own PIN at this store (argon2, like passwords), replacing any earlier one. */
export async function setManagerPin(db: Db, storeId: number, manager: UserRow, pin: string, now: Date): Promise<{ updated_at: string }> {
  const pinHash = await hashPassword(pin);
  await db
    .insert(posManagerPins)
    .values({ storeId, userId: manager.id, pinHash, updatedAt: now })
    .onConflictDoUpdate({ target: [posManagerPins.storeId, posManagerPins.userId], set: { pinHash, updatedAt: now } });
  return { updated_at: now.toISOString() };
}

/** The manager whose PIN this is: an active member of the store whose role gives discounts (pos.discount); null if none. */
async function managerWithPin(db: Db, storeId: number, pin: string): Promise<number | null> {
  if (!PIN.test(pin)) return null;
  const rows = await db
    .select({ userId: posManagerPins.userId, pinHash: posManagerPins.pinHash, role: users.role })
    .from(posManagerPins)
    .innerJoin(users, eq(users.id, posManagerPins.userId))
    .innerJoin(storeStaff, and(eq(storeStaff.storeId, posManagerPins.storeId), eq(storeStaff.userId, posManagerPins.userId)))
    .where(and(eq(posManagerPins.storeId, storeId), isNull(users.deactivatedAt)));
  for (const row of rows) if (roleMay(row.role, 'pos.discount') && (await verifyPassword(row.pinHash, pin))) return row.userId;
  return null;
}

/**
 * Who approved a sale's discount: the operator when their role gives discounts, else the manager whose PIN was typed
 * (a 422 on manager_pin without one, or with a PIN of no manager of this store); null without a discount.
 */
export async function discountApprover(db: Db, storeId: number, operator: UserRow, discountCents: number, pin: string | null | undefined): Promise<number | null> {
  if (discountCents <= 0) return null;
  if (!discountNeedsApproval(operator.role)) return operator.id;
  const typed = pin?.trim() ?? '';
  if (typed === '') throw fieldError('manager_pin', POS_SALE_MESSAGES.pinRequired);
  const manager = await managerWithPin(db, storeId, typed);
  if (manager === null) throw fieldError('manager_pin', POS_SALE_MESSAGES.pinWrong);
  return manager;
}
