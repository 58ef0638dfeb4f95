import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionConfig } from '../config';
import type { Db } from '../db/client';
import { personalAccessTokens, users, type UserRow } from '../db/schema';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';

export type IssuedToken = { id: number; plainText: string };

/** Who opened the session, as the user will later recognise it in a list of their sessions. */
export type SessionClient = { userAgent: string | null; ip: string | null };

/** A new session, or the continuation of one (a refresh keeps its start and absolute end). */
export type SessionStart = { startedAt: Date; expiresAt: Date };

// Writing last_used_at on every request would turn reads into writes; once a minute is enough.
const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 86_400_000;
const USER_AGENT_MAX = 512;

export function newSession(lifetimes: SessionConfig, now = new Date()): SessionStart {
  return { startedAt: now, expiresAt: new Date(now.getTime() + lifetimes.absoluteDays * DAY_MS) };
}

/** Sanctum-style `<id>|<40 random chars>`; only the SHA-256 of the random part is stored. */
export async function issueToken(db: Db, userId: number, name: string, session: SessionStart, client: SessionClient): Promise<IssuedToken> {
  const secret = randomToken();
  // The user's sessions that ran out are removed here rather than by a sweeper.
  await db.delete(personalAccessTokens).where(and(eq(personalAccessTokens.userId, userId), lt(personalAccessTokens.expiresAt, sql`now()`)));
  const [row] = await db
    .insert(personalAccessTokens)
    .values({
      userId,
      name,
      tokenHash: sha256(secret),
      expiresAt: session.expiresAt,
      sessionStartedAt: session.startedAt,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: client.ip,
    })
    .returning({ id: personalAccessTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return { id: row.id, plainText: `${row.id}|${secret}` };
}

export type ResolvedToken = { tokenId: number; user: UserRow; session: SessionStart };

export async function resolveToken(db: Db, bearer: string, lifetimes: SessionConfig): Promise<ResolvedToken | undefined> {
  const sep = bearer.indexOf('|');
  if (sep <= 0) return undefined;
  const id = Number(bearer.slice(0, sep));
  const secret = bearer.slice(sep + 1);
  if (!Number.isSafeInteger(id) || id <= 0 || secret.length < 20 || secret.length > 200) return undefined;

  const [row] = await db
    .select({
      token: personalAccessTokens,
      user: users,
      expired: sql<boolean>`(${personalAccessTokens.expiresAt} <= now()
        OR coalesce(${personalAccessTokens.lastUsedAt}, ${personalAccessTokens.createdAt}) <= now() - make_interval(days => ${lifetimes.idleDays}::int))`,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    // A deactivated account (users.deactivated_at, set by the platform admin) has no valid token, whatever
    // is left of its sessions: its tokens are deleted when it is deactivated, and this holds for any issued since.
    .where(and(eq(personalAccessTokens.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row || !safeEqual(row.token.tokenHash, sha256(secret))) return undefined;
  if (row.expired) {
    await revokeToken(db, id);
    return undefined;
  }

  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > LAST_USED_RESOLUTION_MS) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(personalAccessTokens.id, id), or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, new Date(Date.now() - LAST_USED_RESOLUTION_MS)))));
  }
  return { tokenId: id, user: row.user, session: { startedAt: row.token.sessionStartedAt, expiresAt: row.token.expiresAt } };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
}
