import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personalAccessTokens, users, type UserRow } from '../db/schema';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';

export type IssuedToken = { id: number; plainText: string };

// Writing last_used_at on every request would turn reads into writes; once a minute is enough.
const LAST_USED_RESOLUTION_MS = 60_000;

/** Sanctum-style `<id>|<40 random chars>`; only the SHA-256 of the random part is stored. */
export async function issueToken(db: Db, userId: number, name = 'auth', expiresAt: Date | null = null): Promise<IssuedToken> {
  const secret = randomToken();
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, name, tokenHash: sha256(secret), expiresAt })
    .returning({ id: personalAccessTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { id: row.id, plainText: `${row.id}|${secret}` };
}

export type ResolvedToken = { tokenId: number; user: UserRow };

export async function resolveToken(db: Db, bearer: string): Promise<ResolvedToken | undefined> {
  const sep = bearer.indexOf('|');
  if (sep <= 0) return undefined;
  const id = Number(bearer.slice(0, sep));
  const secret = bearer.slice(sep + 1);
  if (!Number.isSafeInteger(id) || id <= 0 || secret.length < 20 || secret.length > 200) return undefined;

  const [row] = await db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(and(eq(personalAccessTokens.id, id), or(isNull(personalAccessTokens.expiresAt), gt(personalAccessTokens.expiresAt, sql`now()`))))
    .limit(1);
  if (!row || !safeEqual(row.token.tokenHash, sha256(secret))) return undefined;

  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(personalAccessTokens.id, id), or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, new Date(Date.now() - LAST_USED_RESOLUTION_MS)))));
  }
  return { tokenId: id, user: row.user };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
}
