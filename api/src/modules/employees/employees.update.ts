import { and, eq } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES, EMPLOYEE_ROLE_LABELS, updateEmployeeSchema, type EmployeeRole } from '@comanda/shared/domain';
import { revokeAllTokens } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { storeMemberships, users, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { validateBody } from '../../lib/validate-body';
import { changedFields, recordActivity } from '../activity/activity-log';
import { assertMayManageRole } from './employees.invite';
import { resolveBranch } from './employees.queries';

/**
 * Role, branch and active flag of one of the store's employees. Deactivating ends the person's sessions and
 * takes them out of store_staff (the guards refuse them here); reactivating lets them sign in again.
 */
export async function updateEmployee(db: Db, store: StoreRow, actor: UserRow, userId: number, body: unknown, now: Date): Promise<void> {
  const input = await validateBody(updateEmployeeSchema, body);
  const [membership] = await db
    .select({ membership: storeMemberships, name: users.name })
    .from(storeMemberships)
    .innerJoin(users, eq(users.id, storeMemberships.userId))
    .where(and(eq(storeMemberships.userId, userId), eq(storeMemberships.storeId, store.id)))
    .limit(1);
  if (!membership) throw notFound();
  const current = membership.membership;
  if (current.role === 'store_owner') throw fieldError('role', EMPLOYEE_MESSAGES.ownerNotEditable);
  if (userId === actor.id) throw fieldError('role', EMPLOYEE_MESSAGES.notYourself);
  assertMayManageRole(actor, current.role);
  assertMayManageRole(actor, input.role);
  const branchId = await resolveBranch(db, store.id, input.branch_id ?? null);
  const role = input.role as EmployeeRole;

  const before = { role: current.role, branch_id: current.branchId, active: current.deactivatedAt === null };
  const after = { role, branch_id: branchId, active: input.active };
  const changes = changedFields(before, after, ['role', 'branch_id', 'active']);
  if (Object.keys(changes).length === 0) return;
  await db.transaction(async (tx) => {
    const deactivatedAt = input.active ? null : (current.deactivatedAt ?? now);
    await tx.update(storeMemberships).set({ role, branchId, deactivatedAt }).where(eq(storeMemberships.id, current.id));
    if (role !== current.role) await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!input.active && before.active) await revokeAllTokens(tx, userId);
    const action = changes.active ? (input.active ? 'activated' : 'deactivated') : 'updated';
    const verb = { activated: 'reativado(a)', deactivated: 'desativado(a)', updated: `alterado(a) (${EMPLOYEE_ROLE_LABELS[role]})` }[action];
    await recordActivity(tx, { storeId: store.id, actor: { id: actor.id, name: actor.name }, entity: 'employee', entityId: userId, action, summary: `${membership.name} ${verb}`, changes });
  });
}

