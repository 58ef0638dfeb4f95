import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CHANGE_TTL_HOURS, emailConfirmationLink, type ChangeEmailInput } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { emailChanges, users, type UserRow } from '../../db/schema';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError } from '../../lib/http-error';
import { enqueueMail } from '../../mail/mail-job';
import { findUserByEmail, serializeUserWithBranch, type SerializedUser } from '../users/users.service';
import { EMAIL_CHANGE_MAIL, ACCOUNT_PROFILE_MESSAGES } from './customer-profile.schema';
import { assertCurrentPassword } from './customer-profile.service';

export type EmailChangeDeps = { db: Db; appUrl: string; now: () => Date };

const HOUR_MS = 3_600_000;
const emailTaken = () => fieldError('email', ACCOUNT_PROFILE_MESSAGES.emailTaken);
const invalidToken = () => fieldError('token', ACCOUNT_PROFILE_MESSAGES.invalidEmailToken);

async function assertAddressFree(db: Db, email: string, userId: number): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw emailTaken();
}

/**
 * Mails a confirmation link to the new address (a mail.send job written with the pending change, as the password
 * reset does); nothing changes until the link is used. Returns the address the link went to.
 */
export async function requestEmailChange(deps: EmailChangeDeps, user: UserRow, input: ChangeEmailInput): Promise<string> {
  // The password first: without it, this says nothing about which addresses have an account.
  await assertCurrentPassword(user, input.current_password);
  const email = input.email.trim().toLowerCase();
  await assertAddressFree(deps.db, email, user.id);
  const token = randomToken();
  const now = deps.now();
  const text = EMAIL_CHANGE_MAIL.confirmText(user.name, emailConfirmationLink(deps.appUrl, token), EMAIL_CHANGE_TTL_HOURS);
  await deps.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
    await tx.insert(emailChanges).values({ userId: user.id, newEmail: email, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS), createdAt: now });
    await enqueueMail(tx as unknown as Db, { to: email, subject: EMAIL_CHANGE_MAIL.confirmSubject, text });
  });
  return email;
}

/**
 * The link's token, used by the user who asked (signed in): the account takes the new address (now verified) and the
 * old address is told. A token of another user, unknown, expired (app clock) or already used is a 422 on `token`.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, user: UserRow, token: string): Promise<SerializedUser> {
  const now = deps.now();
  const pending = await deps.db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)));
  const hash = sha256(token);
  const change = pending.find((row) => safeEqual(row.tokenHash, hash));
  if (!change) throw invalidToken();
  // Someone may have registered the address since the link was sent.
  await assertAddressFree(deps.db, change.newEmail, user.id);

  let updated: UserRow | null;
  try {
    updated = await deps.db.transaction(async (tx) => {
      // The used_at guard makes the link single-use even when opened twice at once.
      const used = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      if (used.length === 0) return null;
      const [row] = await tx.update(users).set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      if (user.email.toLowerCase() !== change.newEmail) {
        await enqueueMail(tx as unknown as Db, { to: user.email, subject: EMAIL_CHANGE_MAIL.changedSubject, text: EMAIL_CHANGE_MAIL.changedText(user.name, change.newEmail) });
      }
      return row ?? null;
    });
  } catch (err) {
    // Two accounts racing for the address: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  if (!updated) throw invalidToken();
  return serializeUserWithBranch(deps.db, updated);
}
