import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMPLOYEE_MESSAGES, INVITATION_TTL_DAYS, type InvitationRole } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { employeeInvitations } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/http-error';
import { enqueueMail } from '../../mail/mail-job';
import { invitationLink, invitationMail } from './employees.mail';

export const invitationExpiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

/** One pending invitation per e-mail and store (the link would be ambiguous): a second is a 422 on the e-mail. */
export async function assertNoPendingInvitation(tx: Db, storeId: number, email: string): Promise<void> {
  const [pending] = await tx
    .select({ id: employeeInvitations.id })
    .from(employeeInvitations)
    .where(and(eq(employeeInvitations.storeId, storeId), sql`lower(${employeeInvitations.email}) = ${email.toLowerCase()}`, isNull(employeeInvitations.acceptedAt)))
    .limit(1);
  if (pending) throw fieldError('email', EMPLOYEE_MESSAGES.alreadyInvited);
}

export type NewInvitation = {
  store: { id: number; name: string };
  email: string;
  name: string | null;
  role: InvitationRole;
  branchId: number | null;
  invitedBy: number;
  now: Date;
  appUrl: string;
};

/** In the caller's transaction: the invitation row (only the token's hash is kept) and its mail job; returns its id and link. */
export async function issueInvitation(tx: Db, invite: NewInvitation): Promise<{ id: number; link: string }> {
  const token = randomToken();
  const [invitation] = await tx
    .insert(employeeInvitations)
    .values({ storeId: invite.store.id, email: invite.email, name: invite.name, role: invite.role, branchId: invite.branchId, tokenHash: sha256(token), invitedBy: invite.invitedBy, expiresAt: invitationExpiryFrom(invite.now) })
    .returning({ id: employeeInvitations.id });
  const link = invitationLink(invite.appUrl, token);
  await enqueueMail(tx, invitationMail(invite.email, invite.store.name, invite.role, link));
  return { id: invitation!.id, link };
}
