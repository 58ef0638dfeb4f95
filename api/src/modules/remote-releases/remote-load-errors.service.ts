import { REMOTE_NAMES, releaseVersionOf, type RemoteLoadErrors, type RemoteName } from '@comanda/shared/domain';
import type { SqlRunner } from '../../db/client';
import { LOAD_ERROR_LIMITS } from './remote-releases.schema';

/** Rows kept per remote: the last KEEP_DAYS days, at most KEEP_ROWS of them. */
export const LOAD_ERRORS_KEEP_DAYS = 7;
export const LOAD_ERRORS_KEEP_ROWS = 1000;
export const RECENT_LOAD_ERRORS = 10;

const DAY_MS = 86_400_000;

type ErrorRow = { remote: RemoteName; version: string | null; entry: string; message: string; user_agent: string | null; created_at: Date | string };

/**
 * Stores one report (its version read from the entry's URL) and keeps the remote's rows bounded: those older than
 * LOAD_ERRORS_KEEP_DAYS and those beyond its newest LOAD_ERRORS_KEEP_ROWS go (both on the (remote, created_at) index).
 */
export async function recordLoadError(
  sql: SqlRunner,
  report: { remote: RemoteName; entry: string; message: string },
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  await sql.query(`INSERT INTO remote_load_errors (remote, version, entry, message, user_agent, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    report.remote,
    releaseVersionOf(report.entry),
    report.entry,
    report.message.slice(0, LOAD_ERROR_LIMITS.storedMessage),
    userAgent ? userAgent.slice(0, LOAD_ERROR_LIMITS.storedUserAgent) : null,
    now.toISOString(),
  ]);
  await sql.query(`DELETE FROM remote_load_errors WHERE remote = $1 AND created_at < $2`, [report.remote, new Date(now.getTime() - LOAD_ERRORS_KEEP_DAYS * DAY_MS).toISOString()]);
  await sql.query(
    `DELETE FROM remote_load_errors WHERE remote = $1 AND id IN (
       SELECT id FROM remote_load_errors WHERE remote = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
    [report.remote, LOAD_ERRORS_KEEP_ROWS],
  );
}

/** Per remote: failures in the 24 hours before `now` and the RECENT_LOAD_ERRORS newest kept. */
export async function loadErrorsByRemote(sql: SqlRunner, now: Date, remotes: readonly RemoteName[] = REMOTE_NAMES): Promise<Record<RemoteName, RemoteLoadErrors>> {
  const [counts, recent] = await Promise.all([
    sql.query<{ remote: RemoteName; n: number }>(`SELECT remote, count(*)::int AS n FROM remote_load_errors WHERE remote = ANY($1::text[]) AND created_at > $2 GROUP BY remote`, [
      remotes,
      new Date(now.getTime() - DAY_MS).toISOString(),
    ]),
    sql.query<ErrorRow>(
      `SELECT r.remote, e.version, e.entry, e.message, e.user_agent, e.created_at
       FROM unnest($1::text[]) AS r(remote)
       CROSS JOIN LATERAL (
         SELECT version, entry, message, user_agent, created_at FROM remote_load_errors
         WHERE remote = r.remote ORDER BY created_at DESC, id DESC LIMIT $2
       ) e
       ORDER BY r.remote, e.created_at DESC`,
      [remotes, RECENT_LOAD_ERRORS],
    ),
  ]);
  const out = Object.fromEntries(remotes.map((remote) => [remote, { last24h: 0, recent: [] as RemoteLoadErrors['recent'] }])) as Record<RemoteName, RemoteLoadErrors>;
  for (const row of counts) out[row.remote].last24h = row.n;
  for (const row of recent) {
    out[row.remote].recent.push({ version: row.version, entry: row.entry, message: row.message, userAgent: row.user_agent, createdAt: new Date(row.created_at).toISOString() });
  }
  return out;
}
