import { randomBytes } from 'node:crypto';
import { openDatabase, quoteIdent, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed/seed';

export type TestDb = { handle: DbHandle; close(): Promise<void> };

/**
 * A fresh, migrated (and by default seeded) database for one test file: an in-memory PGlite, or,
 * when DATABASE_URL is set, a throw-away schema in that PostgreSQL database.
 */
export async function openTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  let dropSchema = async () => {};
  let handle: DbHandle;
  if (url) {
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.close();
    handle = await openDatabase({ databaseUrl: url, schema });
    dropSchema = async () => {
      const a = await openDatabase({ databaseUrl: url });
      await a.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await a.close();
    };
  } else {
    handle = await openDatabase({});
  }
  await migrate(handle);
  if (options.seed !== false) await seed(handle);
  return {
    handle,
    async close() {
      await handle.close();
      await dropSchema();
    },
  };
}
