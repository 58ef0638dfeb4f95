import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  EMPLOYEE_MESSAGES,
  EMPLOYEE_ROLE_LABELS,
  INVITATION_ROLE_LABELS,
  acceptInvitationSchema,
  inviteEmployeeSchema,
  mayManageEmployeeRole,
  type EmployeeRole,
  type InvitationPreview,
} from '@comanda/shared/domain';
import { issueToken, newSession, type SessionClient } from '../../auth/tokens';
import type { SessionConfig } from '../../config';
import type { Db } from '../../db/client';
import { employeeInvitations, storeMemberships, stores, users, type StoreRow, type UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { validateBody } from '../../lib/validate-body';
import { enqueueMail } from '../../mail/mail-job';
import { recordActivity } from '../activity/activity-log';
import { assertWithinPlanLimit } from '../plan-limits/plan-limits';
import { branchOf, findUserByEmail, serializeUser, type SerializedUser } from '../users/users.service';
import { linkDriverAccount } from '../drivers/drivers.write';
import { addedToStoreMail, invitationLink, invitationMail } from './employees.mail';
import { assertNoPendingInvitation, invitationExpiryFrom, issueInvitation } from './invitation-issue';
import { resolveBranch } from './employees.queries';

export type InviteContext = { db: Db; store: StoreRow; actor: UserRow; now: Date; appUrl: string };


/** Only the owner (store_admins.manage) invites, edits or removes a store_admin. */
export function assertMayManageRole(actor: Pick<UserRow, 'role'>, role: string): void {
  if (!mayManageEmployeeRole(actor.role, role)) throw fieldError('role', EMPLOYEE_MESSAGES.onlyOwnerManagesAdmins);
}

/**
 * Invites by e-mail: a new address gets an invitation (a link to set a password); an existing account is
 * added to the team at once and told so. The mail is a job written with the invitation.
 */
export async function inviteEmployee(ctx: InviteContext, body: unknown): Promise<{ status: 'invited' | 'added'; message: string }> {
  const input = await validateBody(inviteEmployeeSchema, body);
  const role = input.role as EmployeeRole;
  assertMayManageRole(ctx.actor, role);
  const branchId = await resolveBranch(ctx.db, ctx.store.id, input.branch_id ?? null);
  const existing = await findUserByEmail(ctx.db, input.email);
  const actor = { id: ctx.actor.id, name: ctx.actor.name };
  const where = branchId === null ? '' : ' (filial)';

  if (existing) {
    if (existing.role === 'store_owner' || existing.role === 'super_admin') throw fieldError('email', EMPLOYEE_MESSAGES.cannotInvite);
    const [member] = await ctx.db
      .select({ id: storeMemberships.id })
      .from(storeMemberships)
      .where(and(eq(storeMemberships.userId, existing.id), eq(storeMemberships.storeId, ctx.store.id)))
      .limit(1);
    if (member) throw fieldError('email', EMPLOYEE_MESSAGES.alreadyStaff);
    await ctx.db.transaction(async (tx) => {
      await assertWithinPlanLimit(tx, ctx.store.id, 'employees', ctx.now);
      await tx.insert(storeMemberships).values({ userId: existing.id, storeId: ctx.store.id, role, branchId });
      // A customer account becomes staff of this store (the storefront it registered at is not its store); a staff
      // account keeps working for its other stores.
      const storeId = existing.role === 'customer' ? ctx.store.id : (existing.storeId ?? ctx.store.id);
      await tx.update(users).set({ role, storeId, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await recordActivity(tx, { storeId: ctx.store.id, actor, entity: 'employee', entityId: existing.id, action: 'created', summary: `${existing.name} adicionado(a) como ${EMPLOYEE_ROLE_LABELS[role]}${where}` });
      await enqueueMail(tx, addedToStoreMail(existing.email, existing.name, ctx.store.name, role, `${ctx.appUrl}/login`));
    });
    return { status: 'added', message: EMPLOYEE_MESSAGES.added };
  }

  await ctx.db.transaction(async (tx) => {
    await assertWithinPlanLimit(tx, ctx.store.id, 'employees', ctx.now);
    await assertNoPendingInvitation(tx, ctx.store.id, input.email);
    const invitation = await issueInvitation(tx, { store: ctx.store, email: input.email, name: input.name || null, role, branchId, invitedBy: ctx.actor.id, now: ctx.now, appUrl: ctx.appUrl });
    await recordActivity(tx, { storeId: ctx.store.id, actor, entity: 'employee', entityId: `convite:${invitation.id}`, action: 'invited', summary: `Convite enviado para ${input.email} como ${EMPLOYEE_ROLE_LABELS[role]}${where}` });
  });
  return { status: 'invited', message: EMPLOYEE_MESSAGES.invited };
}

/** A new link (the old one stops working) and a new expiry, mailed again. */
export async function resendInvitation(ctx: InviteContext, invitationId: number): Promise<void> {
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(employeeInvitations)
      .set({ tokenHash: sha256(token), expiresAt: invitationExpiryFrom(ctx.now) })
      .where(and(eq(employeeInvitations.id, invitationId), eq(employeeInvitations.storeId, ctx.store.id), isNull(employeeInvitations.acceptedAt), ne(employeeInvitations.role, 'store_owner')))
      .returning();
    if (!invitation) throw notFound();
    assertMayManageRole(ctx.actor, invitation.role);
    await recordActivity(tx, { storeId: ctx.store.id, actor: { id: ctx.actor.id, name: ctx.actor.name }, entity: 'employee', entityId: `convite:${invitation.id}`, action: 'invited', summary: `Convite reenviado para ${invitation.email}` });
    await enqueueMail(tx, invitationMail(invitation.email, ctx.store.name, invitation.role, invitationLink(ctx.appUrl, token)));
  });
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function cancelInvitation(ctx: Pick<InviteContext, 'db' | 'store' | 'actor'>, invitationId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(employeeInvitations)
      .where(and(eq(employeeInvitations.id, invitationId), eq(employeeInvitations.storeId, ctx.store.id), isNull(employeeInvitations.acceptedAt), ne(employeeInvitations.role, 'store_owner')))
      .for('update');
    if (!invitation) throw notFound();
    assertMayManageRole(ctx.actor, invitation.role);
    await tx.delete(employeeInvitations).where(eq(employeeInvitations.id, invitation.id));
    await recordActivity(tx, { storeId: ctx.store.id, actor: { id: ctx.actor.id, name: ctx.actor.name }, entity: 'employee', entityId: `convite:${invitation.id}`, action: 'deleted', summary: `Convite para ${invitation.email} revogado` });
  });
}

async function openInvitation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invitation: employeeInvitations, storeName: stores.name, storeSlug: stores.slug })
    .from(employeeInvitations)
    .innerJoin(stores, eq(stores.id, employeeInvitations.storeId))
    .where(and(eq(employeeInvitations.tokenHash, sha256(token)), isNull(employeeInvitations.acceptedAt), gt(employeeInvitations.expiresAt, now)))
    .limit(1);
  if (!row) throw new HttpError(404, EMPLOYEE_MESSAGES.invitationInvalid);
  return row;
}

export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const { invitation, storeName, storeSlug } = await openInvitation(db, token, now);
  return { email: invitation.email, name: invitation.name, role: invitation.role, store: { name: storeName, slug: storeSlug } };
}

/** Creates the account with the invited role, joins the team and signs in (single use, under a row lock). */
export async function acceptInvitation(
  db: Db,
  token: string,
  body: unknown,
  session: { now: Date; lifetimes: SessionConfig; client: SessionClient },
): Promise<{ token: string; token_type: 'Bearer'; user: SerializedUser }> {
  const input = await validateBody(acceptInvitationSchema, body);
  const { invitation } = await openInvitation(db, token, session.now);
  if (await findUserByEmail(db, invitation.email)) throw fieldError('email', EMPLOYEE_MESSAGES.accountExists);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(employeeInvitations)
      .set({ acceptedAt: session.now })
      .where(and(eq(employeeInvitations.id, invitation.id), isNull(employeeInvitations.acceptedAt)))
      .returning();
    if (!claimed) throw new HttpError(404, EMPLOYEE_MESSAGES.invitationInvalid);
    const [user] = await tx.insert(users).values({ name: input.name, email: claimed.email, passwordHash, role: claimed.role, storeId: claimed.storeId, emailVerifiedAt: session.now }).returning();
    // A driver is no staff member: the account becomes the store's driver row (drivers), not a membership.
    if (claimed.role === 'driver') await linkDriverAccount(tx, claimed.id, user!.id);
    else await tx.insert(storeMemberships).values({ userId: user!.id, storeId: claimed.storeId, role: claimed.role, branchId: claimed.branchId });
    await recordActivity(tx, { storeId: claimed.storeId, actor: { id: user!.id, name: user!.name }, entity: 'employee', entityId: user!.id, action: 'created', summary: `${user!.name} aceitou o convite (${INVITATION_ROLE_LABELS[claimed.role]})` });
    const issued = await issueToken(tx, user!.id, 'invitation', newSession(session.lifetimes, session.now), session.client);
    // store_id stays the store the membership belongs to; branch_id tells the client which branch it is limited to.
    return { token: issued.plainText, token_type: 'Bearer' as const, user: serializeUser(user!, await branchOf(tx, user!)) };
  });
}
