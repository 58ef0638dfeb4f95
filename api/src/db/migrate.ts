import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbHandle } from './client';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
// Arbitrary constant: serialises migrations when several API nodes start at once on PostgreSQL.
const MIGRATION_LOCK_KEY = 727_001;

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/** Applies pending SQL migrations, each in its own transaction. Returns the versions applied. */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  return handle.withConnection(async (conn) => {
    const locked = handle.driver === 'pg';
    if (locked) await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await conn.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await conn.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
      const applied: string[] = [];
      for (const m of listMigrations(dir)) {
        if (done.has(m.version)) continue;
        const version = m.version.replace(/'/g, "''");
        await conn.exec(`BEGIN;\n${m.sql}\nINSERT INTO schema_migrations (version) VALUES ('${version}');\nCOMMIT;`);
        applied.push(m.version);
      }
      return applied;
    } catch (err) {
      await conn.exec('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      if (locked) await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
