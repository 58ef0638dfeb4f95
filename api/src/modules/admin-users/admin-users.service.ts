import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  ADMIN_USER_MESSAGES,
  deactivationRefusal,
  isRemovedCustomerEmail,
  isStoreRole,
  roleChangeRefusal,
  roleLabelOf,
  type AdminRuleRefusal,
  type AdminUserDeactivateInput,
  type AdminUserRoleInput,
  type Role,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { passwordResetTokens, personalAccessTokens, storeMemberships, stores, users, type UserRow } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';
import { recordAdminAction } from '../admin-audit/record-admin-action';
import { requestPasswordReset, type PasswordResetDeps } from '../password-reset/password-reset.service';

type Actor = { id: number; name: string };

/** What the audit log keeps of an account before and after a change. */
type AccountSnapshot = {
  role: string;
  store_id: number | null;
  deactivated_at: string | null;
  memberships: { store_id: number; role: string; branch_id: number | null; active: boolean }[];
};

const refused = (refusal: AdminRuleRefusal) => fieldError(refusal.field, refusal.message);

/** The account, locked for the rest of the transaction (two admins acting on it at once act one after the other). */
async function lockedUser(tx: Db, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Active super_admin accounts, with their rows locked: two admins demoting or deactivating each other at once
 * cannot both pass the "last administrator" rule.
 */
async function activeSuperAdmins(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

async function snapshotOf(tx: Db, user: UserRow): Promise<AccountSnapshot> {
  const memberships = await tx
    .select({ store_id: storeMemberships.storeId, role: storeMemberships.role, branch_id: storeMemberships.branchId, deactivatedAt: storeMemberships.deactivatedAt })
    .from(storeMemberships)
    .where(eq(storeMemberships.userId, user.id))
    .orderBy(asc(storeMemberships.storeId));
  return {
    role: user.role,
    store_id: user.storeId,
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    memberships: memberships.map(({ deactivatedAt, ...m }) => ({ ...m, active: deactivatedAt === null })),
  };
}

/** The facts the role rules need about the chosen store (locked: one owner per store holds under concurrency). */
async function storeFacts(tx: Db, storeId: number | null, branchId: number | null, role: Role, targetId: number) {
  if (storeId === null) return { store: null, currentOwner: null, branchValid: branchId === null };
  const [store] = await tx.select({ id: stores.id, name: stores.name, parentId: stores.parentId }).from(stores).where(eq(stores.id, storeId)).limit(1).for('update');
  if (!store) return { store: null, currentOwner: null, branchValid: branchId === null };
  let currentOwner: { id: number; name: string } | null = null;
  if (role === 'store_owner') {
    const [owner] = await tx
      .select({ id: users.id, name: users.name })
      .from(storeMemberships)
      .innerJoin(users, eq(users.id, storeMemberships.userId))
      .where(and(eq(storeMemberships.storeId, store.id), eq(storeMemberships.role, 'store_owner'), isNull(storeMemberships.deactivatedAt), ne(users.id, targetId)))
      .limit(1);
    currentOwner = owner ?? null;
  }
  let branchValid = branchId === null;
  if (branchId !== null) {
    const [branch] = await tx.select({ id: stores.id }).from(stores).where(and(eq(stores.id, branchId), eq(stores.parentId, store.id))).limit(1);
    branchValid = branch !== undefined;
  }
  return { store: { id: store.id, name: store.name, isBranch: store.parentId !== null }, currentOwner, branchValid };
}

export type RoleChangeResult = { changed: boolean };

/**
 * PUT /admin/users/:id/role, by the rules of shared/domain (roleChangeRefusal). A store role is held at the chosen
 * store only: its membership is created or updated (active, with the chosen branch), the memberships of other stores
 * end and users.store_id names it. Customer and super_admin end every membership (users.store_id = null).
 * The account's sessions go on: every request reads the role afresh.
 */
export async function changeUserRole(db: Db, actor: Actor, id: number, input: AdminUserRoleInput): Promise<RoleChangeResult> {
  return db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    const role = input.role as Role;
    const atStore = isStoreRole(role);
    const storeId = atStore ? (input.store_id ?? null) : null;
    const branchId = atStore ? (input.branch_id ?? null) : null;
    const superAdmins = await activeSuperAdmins(tx);
    const facts = await storeFacts(tx, storeId, branchId, role, target.id);
    const refusal = roleChangeRefusal({
      actorId: actor.id,
      target: { id: target.id, role: target.role, deactivated: target.deactivatedAt !== null },
      to: { role, storeId, branchId },
      activeSuperAdmins: superAdmins,
      ...facts,
    });
    if (refusal) throw refused(refusal);

    const before = await snapshotOf(tx, target);
    const intended: AccountSnapshot['memberships'] = storeId === null ? [] : [{ store_id: storeId, role, branch_id: branchId, active: true }];
    const storeOfAccount = atStore ? storeId : role === target.role ? target.storeId : null;
    if (before.role === role && before.store_id === storeOfAccount && JSON.stringify(before.memberships) === JSON.stringify(intended)) return { changed: false };

    const now = new Date();
    if (storeId === null) {
      await tx.delete(storeMemberships).where(eq(storeMemberships.userId, target.id));
    } else {
      await tx.delete(storeMemberships).where(and(eq(storeMemberships.userId, target.id), ne(storeMemberships.storeId, storeId)));
      await tx
        .insert(storeMemberships)
        .values({ userId: target.id, storeId, role, branchId })
        .onConflictDoUpdate({ target: [storeMemberships.userId, storeMemberships.storeId], set: { role, branchId, deactivatedAt: null } });
    }
    const [updated] = await tx.update(users).set({ role, storeId: storeOfAccount, updatedAt: now }).where(eq(users.id, target.id)).returning();
    const after = await snapshotOf(tx, updated!);
    const where = facts.store ? ` na loja ${facts.store.name}` : '';
    const ended = before.memberships.filter((m) => m.store_id !== storeId).length;
    await recordAdminAction(tx, {
      actor,
      action: 'role_changed',
      entity: 'user',
      entityId: target.id,
      summary: `Perfil de ${target.name} (${target.email}) alterado de ${roleLabelOf(target.role)} para ${roleLabelOf(role)}${where}${ended > 0 ? `; ${ended} vínculo(s) com loja encerrado(s)` : ''}`,
      before,
      after,
    });
    return { changed: true };
  });
}

/** POST /admin/users/:id/deactivate: the account stops signing in and every token it holds is deleted, at once. */
export async function deactivateUser(db: Db, actor: Actor, id: number, input: AdminUserDeactivateInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    const refusal = deactivationRefusal({
      actorId: actor.id,
      target: { id: target.id, role: target.role, deactivated: target.deactivatedAt !== null },
      activeSuperAdmins: await activeSuperAdmins(tx),
    });
    if (refusal) throw refused(refusal);
    const revoked = await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, target.id)).returning({ id: personalAccessTokens.id });
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    const reason = input.reason === '' ? null : input.reason;
    await recordAdminAction(tx, {
      actor,
      action: 'deactivated',
      entity: 'user',
      entityId: target.id,
      summary: `Conta de ${target.name} (${target.email}) desativada${reason ? ` — motivo: ${reason}` : ''}; ${revoked.length} sessão(ões) encerrada(s)`,
      before: { deactivated_at: null, sessions: revoked.length },
      after: { deactivated_at: now.toISOString(), sessions: 0, reason },
    });
  });
}

/** POST /admin/users/:id/reactivate: the account signs in again (its old sessions stay ended). */
export async function reactivateUser(db: Db, actor: Actor, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    if (target.deactivatedAt === null) throw fieldError('user', ADMIN_USER_MESSAGES.alreadyActive);
    if (isRemovedCustomerEmail(target.email)) throw fieldError('user', ADMIN_USER_MESSAGES.removedAccount);
    await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, target.id));
    await recordAdminAction(tx, {
      actor,
      action: 'reactivated',
      entity: 'user',
      entityId: target.id,
      summary: `Conta de ${target.name} (${target.email}) reativada`,
      before: { deactivated_at: target.deactivatedAt.toISOString() },
      after: { deactivated_at: null },
    });
  });
}

/**
 * POST /admin/users/:id/password-reset: the same token and e-mail as "Esqueci minha senha" (a mail.send job
 * written with the token), in the transaction of the audit entry. Refused for a deactivated account: it could
 * not sign in with the new password (a reset never reactivates).
 */
export async function sendPasswordReset(deps: PasswordResetDeps, actor: Actor, id: number): Promise<{ email: string }> {
  return deps.db.transaction(async (tx) => {
    const target = await lockedUser(tx, id);
    if (target.deactivatedAt !== null) throw fieldError('user', ADMIN_USER_MESSAGES.deactivatedReset);
    const pendingLinks = async () =>
      Number((await tx.select({ n: count() }).from(passwordResetTokens).where(and(sql`lower(${passwordResetTokens.email}) = ${target.email.toLowerCase()}`, isNull(passwordResetTokens.usedAt))))[0]?.n ?? 0);
    const before = { unused_reset_links: await pendingLinks() };
    await requestPasswordReset({ ...deps, db: tx }, target.email);
    await recordAdminAction(tx, {
      actor,
      action: 'password_reset_sent',
      entity: 'user',
      entityId: target.id,
      summary: `Link de redefinição de senha enviado para ${target.email}`,
      // Only the newest link works: the ones sent before stop working.
      before,
      after: { unused_reset_links: await pendingLinks(), email: target.email, link_valid_minutes: deps.ttlMinutes },
    });
    return { email: target.email };
  });
}
