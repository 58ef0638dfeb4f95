import { eq } from 'drizzle-orm';
import { onlyDigits, type ChangePasswordInput, type ProfileInput } from '@comanda/shared/domain';
import type { SessionConfig } from '../../config';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { serializeUserWithBranch, type SerializedUser } from '../users/users.service';
import { endOtherSessions } from './account-sessions.service';
import { ACCOUNT_PROFILE_MESSAGES } from './customer-profile.schema';

/** 422 on current_password unless it is the user's password (the e-mail change asks for it too). */
export async function assertCurrentPassword(user: Pick<UserRow, 'passwordHash'>, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw fieldError('current_password', ACCOUNT_PROFILE_MESSAGES.wrongCurrentPassword);
}

/** Name and phone (stored as digits, as registration stores it); the user as GET /api/user answers. */
export async function updateProfile(db: Db, user: UserRow, input: ProfileInput): Promise<SerializedUser> {
  const [updated] = await db
    .update(users)
    .set({ name: input.name, phone: onlyDigits(input.phone), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('profile update returned nothing');
  return serializeUserWithBranch(db, updated);
}

/** A new password; every session but the one it was changed from ends. */
export async function changePassword(db: Db, user: UserRow, session: { tokenId: number; lifetimes: SessionConfig }, input: ChangePasswordInput): Promise<void> {
  await assertCurrentPassword(user, input.current_password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await endOtherSessions(tx as unknown as Db, user.id, session.tokenId, session.lifetimes);
  });
}
