import { backfillNormalizedOptions } from '../modules/catalog/stored-options';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { seed } from './seed/seed';

// Arbitrary constant, not migrate.ts's (which it takes inside this one): one node at a time prepares the database.
const STARTUP_LOCK_KEY = 727_002;

/**
 * What a node does to the database before it serves: the migrations, the seed (SEED) and the options backfill.
 * The seed is idempotent but not safe twice at once: two nodes starting together on an empty PostgreSQL database
 * both insert the products (no unique key) and both walk the demo orders through their statuses (one of them
 * then fails: "Em preparo" → "Confirmado"). A session advisory lock makes the nodes take turns; the ones that come
 * later find nothing to do. PGlite belongs to one process: no lock. Resolves with the migrations applied.
 */
export async function prepareDatabase(handle: DbHandle, options: { seed: boolean }): Promise<string[]> {
  const run = async () => {
    const applied = await migrate(handle);
    if (options.seed) await seed(handle);
    await backfillNormalizedOptions(handle);
    return applied;
  };
  if (handle.driver !== 'pg') return run();
  // The lock lives on one connection of its own; the work runs on the pool's other connections.
  return handle.withConnection(async (conn) => {
    await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  });
}
