import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { SESSION_MESSAGES, type AccountSession, type EndedSessions } from '@comanda/shared/domain';
import type { SessionConfig } from '../../config';
import type { Db } from '../../db/client';
import { personalAccessTokens as tokens } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-error';

/** The session still signs in: before its absolute end and used within the idle lifetime (what resolveToken checks). */
const stillValid = (lifetimes: SessionConfig) =>
  sql<boolean>`(${tokens.expiresAt} > now() AND coalesce(${tokens.lastUsedAt}, ${tokens.createdAt}) > now() - make_interval(days => ${lifetimes.idleDays}::int))`;

const lastUse = sql`coalesce(${tokens.lastUsedAt}, ${tokens.createdAt})`;

/** The user's unexpired sessions, the most recently used first; `current` marks the one of this request. */
export async function listSessions(db: Db, userId: number, currentTokenId: number, lifetimes: SessionConfig): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: tokens.id, userAgent: tokens.userAgent, ip: tokens.ip, startedAt: tokens.sessionStartedAt, lastUsedAt: tokens.lastUsedAt, createdAt: tokens.createdAt })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), stillValid(lifetimes)))
    .orderBy(desc(lastUse), desc(tokens.id));
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.userAgent,
    ip: row.ip,
    // When the user signed in on that device (a token refresh keeps it).
    created_at: row.startedAt.toISOString(),
    // A token not used since it was issued was last used when it was issued.
    last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === currentTokenId,
  }));
}

/**
 * Ends another of the user's sessions; another user's id is a 404. The session of this very request is refused
 * (signing out here is POST /api/logout): a stray id can never sign the caller out.
 */
export async function endSession(db: Db, userId: number, sessionId: number, currentTokenId: number): Promise<void> {
  if (sessionId === currentTokenId) throw fieldError('id', SESSION_MESSAGES.isCurrent);
  const ended = await db
    .delete(tokens)
    .where(and(eq(tokens.id, sessionId), eq(tokens.userId, userId)))
    .returning({ id: tokens.id });
  if (ended.length === 0) throw notFound();
}

/**
 * Ends every session of the user but `keepTokenId`; expired leftovers go too. The count is of the sessions that
 * still signed in (what the user saw in the list).
 */
export async function endOtherSessions(db: Db, userId: number, keepTokenId: number, lifetimes: SessionConfig): Promise<EndedSessions> {
  const ended = await db
    .delete(tokens)
    .where(and(eq(tokens.userId, userId), ne(tokens.id, keepTokenId)))
    .returning({ id: tokens.id, valid: stillValid(lifetimes) });
  return { ended: ended.filter((row) => row.valid).length };
}
