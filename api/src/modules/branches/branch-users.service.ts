import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { BRANCH_MESSAGES, EMPLOYEE_MESSAGES, roleMay, type BranchUser } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { storeMemberships, users, type StoreRow, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { recordActivity } from '../activity/activity-log';
import { parseId } from '../../lib/parse-id';
import { findBranch } from './branches.service';

const memberColumns = { id: users.id, name: users.name, email: users.email, role: storeMemberships.role, branchId: storeMemberships.branchId };

/** The parent's active employees (never its owner): those limited to `branchId` and those who could be. */
export async function listBranchUsers(db: Db, parent: StoreRow, rawBranchId: string): Promise<{ data: BranchUser[]; candidates: BranchUser[] }> {
  const branch = await findBranch(db, parent, rawBranchId);
  const rows = await db
    .select(memberColumns)
    .from(storeMemberships)
    .innerJoin(users, eq(users.id, storeMemberships.userId))
    .where(and(eq(storeMemberships.storeId, parent.id), isNull(storeMemberships.deactivatedAt), ne(storeMemberships.role, 'store_owner')))
    .orderBy(asc(users.name), asc(users.id));
  const toUser = ({ branchId: _b, ...user }: (typeof rows)[number]): BranchUser => user;
  return { data: rows.filter((r) => r.branchId === branch.id).map(toUser), candidates: rows.filter((r) => r.branchId !== branch.id).map(toUser) };
}

/** `user_id` sent by the client: an active employee of the parent (not its owner), or a 422 on user_id. */
async function employeeOf(tx: Db, parent: StoreRow, userId: number, actor: Pick<UserRow, 'role'>) {
  const [member] = await tx
    .select(memberColumns)
    .from(storeMemberships)
    .innerJoin(users, eq(users.id, storeMemberships.userId))
    .where(and(eq(storeMemberships.storeId, parent.id), eq(storeMemberships.userId, userId), isNull(storeMemberships.deactivatedAt)))
    .for('update', { of: storeMemberships });
  if (!member) throw fieldError('user_id', BRANCH_MESSAGES.userNotEmployee);
  if (member.role === 'store_owner') throw fieldError('user_id', BRANCH_MESSAGES.ownerNotLimited);
  if (member.role === 'store_admin' && !roleMay(actor.role, 'store_admins.manage')) throw fieldError('user_id', EMPLOYEE_MESSAGES.onlyOwnerManagesAdmins);
  return member;
}

/** Limits an employee of the parent to this branch (they then work only there). */
export async function addBranchUser(db: Db, parent: StoreRow, rawBranchId: string, userId: number, actor: UserRow): Promise<BranchUser> {
  return db.transaction(async (tx) => {
    const branch = await findBranch(tx, parent, rawBranchId);
    const member = await employeeOf(tx, parent, userId, actor);
    if (member.branchId === branch.id) throw fieldError('user_id', BRANCH_MESSAGES.userAlreadyInBranch);
    await tx.update(storeMemberships).set({ branchId: branch.id }).where(and(eq(storeMemberships.storeId, parent.id), eq(storeMemberships.userId, userId)));
    await recordActivity(tx, {
      storeId: parent.id,
      actor: { id: actor.id, name: actor.name },
      entity: 'branch',
      entityId: branch.id,
      action: 'updated',
      summary: `${member.name} passou a trabalhar só na filial ${branch.name}`,
      changes: { branch_id: { from: member.branchId, to: branch.id } },
    });
    return { id: member.id, name: member.name, email: member.email, role: member.role };
  });
}

/**
 * Takes an employee out of the branch: the membership is no longer limited to it, so they work for the main
 * store again (and its branches), as before they were added. To take their access away, deactivate them.
 */
export async function removeBranchUser(db: Db, parent: StoreRow, rawBranchId: string, rawUserId: string, actor: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const branch = await findBranch(tx, parent, rawBranchId);
    const userId = parseId(rawUserId);
    if (userId === null) throw notFound();
    const [member] = await tx
      .select(memberColumns)
      .from(storeMemberships)
      .innerJoin(users, eq(users.id, storeMemberships.userId))
      .where(and(eq(storeMemberships.storeId, parent.id), eq(storeMemberships.userId, userId), eq(storeMemberships.branchId, branch.id)));
    if (!member) throw notFound();
    if (member.role === 'store_admin' && !roleMay(actor.role, 'store_admins.manage')) throw fieldError('user_id', EMPLOYEE_MESSAGES.onlyOwnerManagesAdmins);
    await tx.update(storeMemberships).set({ branchId: null }).where(and(eq(storeMemberships.storeId, parent.id), eq(storeMemberships.userId, userId)));
    await recordActivity(tx, {
      storeId: parent.id,
      actor: { id: actor.id, name: actor.name },
      entity: 'branch',
      entityId: branch.id,
      action: 'updated',
      summary: `${member.name} deixou a filial ${branch.name}`,
      changes: { branch_id: { from: branch.id, to: null } },
    });
  });
}

