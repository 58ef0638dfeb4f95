import { and, asc, eq, isNull } from 'drizzle-orm';
import { isEmployeeRole, type Employee, type PendingInvitation } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { employeeInvitations, stores } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { EMPLOYEE_MESSAGES } from '@comanda/shared/domain';

type EmployeeSqlRow = { id: number; name: string; email: string; role: Employee['role']; branch_id: number | null; branch_name: string | null; active: boolean; last_access_at: Date | string | null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The store's own memberships (its branches' staff are listed with their branch), with the last use of any session. */
const EMPLOYEES = `
SELECT u.id, u.name, u.email, m.role, m.branch_id, b.name AS branch_name, m.deactivated_at IS NULL AS active,
  (SELECT max(coalesce(t.last_used_at, t.created_at)) FROM personal_access_tokens t WHERE t.user_id = u.id) AS last_access_at
FROM store_memberships m
JOIN users u ON u.id = m.user_id
LEFT JOIN stores b ON b.id = m.branch_id
WHERE m.store_id = $1::int AND ($2::int IS NULL OR u.id = $2::int)
ORDER BY (m.role = 'store_owner') DESC, m.deactivated_at IS NOT NULL, lower(u.name), u.id`;

export async function listEmployees(db: { query: <T>(text: string, params?: unknown[]) => Promise<T[]> }, storeId: number, userId: number | null = null): Promise<Employee[]> {
  const rows = await db.query<EmployeeSqlRow>(EMPLOYEES, [storeId, userId]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    branch: r.branch_id === null ? null : { id: r.branch_id, name: r.branch_name ?? '' },
    active: r.active,
    last_access_at: iso(r.last_access_at),
  }));
}

export async function listPendingInvitations(db: Db, storeId: number, now: Date): Promise<PendingInvitation[]> {
  const rows = await db
    .select({ invitation: employeeInvitations, branchName: stores.name })
    .from(employeeInvitations)
    .leftJoin(stores, eq(stores.id, employeeInvitations.branchId))
    .where(and(eq(employeeInvitations.storeId, storeId), isNull(employeeInvitations.acceptedAt)))
    .orderBy(employeeInvitations.createdAt);
  // The owner's invitation (a store the platform admin created) is the admin's to manage, not the team's.
  return rows.flatMap(({ invitation: i, branchName }) => {
    const role = i.role;
    return isEmployeeRole(role) ? [{ i, branchName, role }] : [];
  }).map(({ i, branchName, role }) => ({
    id: i.id,
    email: i.email,
    name: i.name,
    role,
    branch: i.branchId === null ? null : { id: i.branchId, name: branchName ?? '' },
    expires_at: i.expiresAt.toISOString(),
    expired: i.expiresAt <= now,
  }));
}

/** A branch id sent by the client: one of this store's own branches, or a 422 on branch_id. */
export async function resolveBranch(db: Db, storeId: number, branchId: number | null): Promise<number | null> {
  if (branchId === null) return null;
  const [branch] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, branchId), eq(stores.parentId, storeId)))
    .limit(1);
  if (!branch) throw fieldError('branch_id', EMPLOYEE_MESSAGES.branchInvalid);
  return branch.id;
}

/** The store's branches, for the "branch" choice of an employee. */
export async function listBranches(db: Db, storeId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.parentId, storeId)).orderBy(asc(stores.name));
}
