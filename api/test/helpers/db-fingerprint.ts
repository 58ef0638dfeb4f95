import { quoteIdent, type DbHandle } from '../../src/db/client';

/** Tables whose rows change on every authenticated read (last_used_at): only their row count is compared. */
const COUNT_ONLY = new Set(['personal_access_tokens']);

async function tablesOf(handle: DbHandle): Promise<{ name: string; hasUserId: boolean }[]> {
  const rows = await handle.query<{ name: string; has_user_id: boolean }>(
    `SELECT t.table_name AS name,
            EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'user_id') AS has_user_id
     FROM information_schema.tables t
     WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY t.table_name`,
  );
  return rows.map((r) => ({ name: r.name, hasUserId: r.has_user_id }));
}

/**
 * The state of every table (row count and a hash of its rows, which covers updated_at and any other
 * column): equal fingerprints before and after a request mean the request changed nothing.
 */
export async function dbFingerprint(handle: DbHandle): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { name } of await tablesOf(handle)) {
    const table = quoteIdent(name);
    const hash = COUNT_ONLY.has(name) ? `''` : `md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))`;
    const [row] = await handle.query<{ n: number; h: string }>(`SELECT count(*)::int AS n, ${hash} AS h FROM ${table} t`);
    result[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return result;
}

/** The same, limited to one user's rows (their account and every table with a user_id). */
export async function userFingerprint(handle: DbHandle, userId: number): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const { name, hasUserId } of await tablesOf(handle)) {
    if (!hasUserId && name !== 'users') continue;
    const table = quoteIdent(name);
    const hash = COUNT_ONLY.has(name) ? `''` : `md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))`;
    const where = name === 'users' ? 't.id = $1' : 't.user_id = $1';
    const [row] = await handle.query<{ n: number; h: string }>(`SELECT count(*)::int AS n, ${hash} AS h FROM ${table} t WHERE ${where}`, [userId]);
    result[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return result;
}
