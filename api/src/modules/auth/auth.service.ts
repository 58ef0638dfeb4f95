import { and, eq } from 'drizzle-orm';
import { onlyDigits, type RegistrationInput } from '@comanda/shared/domain';
import { issueToken, newSession, revokeToken, type SessionClient } from '../../auth/tokens';
import type { SessionConfig } from '../../config';
import type { Db } from '../../db/client';
import { personalAccessTokens, stores, users, type UserRow } from '../../db/schema';
import { fieldError, unauthenticated } from '../../lib/http-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { findUserByEmail, serializeUser, serializeUserWithBranch, type SerializedUser } from '../users/users.service';
import { AUTH_API_MESSAGES } from './auth.schema';
import { isUniqueViolation } from '../../lib/db-errors';

/** Where a new session comes from and how long it may live. */
export type SessionContext = { lifetimes: SessionConfig; client: SessionClient };

export type LoginResult = { token: string; token_type: 'Bearer'; user: SerializedUser };

const invalidCredentials = () => fieldError('email', AUTH_API_MESSAGES.invalidCredentials);

export async function login(db: Db, email: string, password: string, session: SessionContext): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await burnPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  // Said only to whoever knows the password: a wrong one gets the usual answer, deactivated or not.
  if (user.deactivatedAt !== null) throw fieldError('email', AUTH_API_MESSAGES.accountDeactivated);
  const token = await issueToken(db, user.id, 'login', newSession(session.lifetimes), session.client);
  return { token: token.plainText, token_type: 'Bearer', user: await serializeUserWithBranch(db, user) };
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export async function register(db: Db, input: RegistrationInput, session: SessionContext): Promise<{ token: string; user: SerializedUser }> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw fieldError('email', AUTH_API_MESSAGES.emailTaken);

  const storeId = input.store_id ?? null;
  if (storeId !== null) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.isActive, true)))
      .limit(1);
    if (!store) throw fieldError('store_id', AUTH_API_MESSAGES.storeInvalid);
  }

  let user: UserRow | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({
        name: input.name,
        email,
        phone: onlyDigits(input.phone),
        passwordHash: await hashPassword(input.password),
        // Public registration only creates customers, whatever the client sends.
        role: 'customer',
        storeId,
        cep: onlyDigits(input.cep),
        address: input.address,
        number: input.number,
        complement: emptyToNull(input.complement),
        district: input.district,
        city: input.city,
        state: input.state.toUpperCase(),
        latitude: input.current_latitude ?? null,
        longitude: input.current_longitude ?? null,
      })
      .returning();
  } catch (err) {
    // Two registrations racing for the same e-mail: the unique index decides.
    if (isUniqueViolation(err)) throw fieldError('email', AUTH_API_MESSAGES.emailTaken);
    throw err;
  }
  if (!user) throw new Error('user insert returned nothing');
  const token = await issueToken(db, user.id, 'register', newSession(session.lifetimes), session.client);
  // Public registration creates a customer: no membership, so no branch.
  return { token: token.plainText, user: serializeUser(user, null) };
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

/**
 * Rotation: a new token for the same user and session (same start, same absolute end); the one used for the
 * call stops working. The response carries the user too (with its branch), as login does.
 */
export async function refresh(db: Db, user: UserRow, tokenId: number, client: SessionClient): Promise<{ token: string; token_type: 'Bearer'; user: SerializedUser }> {
  const token = await db.transaction(async (tx) => {
    const [current] = await tx
      .delete(personalAccessTokens)
      .where(eq(personalAccessTokens.id, tokenId))
      .returning({ startedAt: personalAccessTokens.sessionStartedAt, expiresAt: personalAccessTokens.expiresAt });
    if (!current) throw unauthenticated();
    return issueToken(tx as unknown as Db, user.id, 'refresh', current, client);
  });
  return { token: token.plainText, token_type: 'Bearer', user: await serializeUserWithBranch(db, user) };
}

