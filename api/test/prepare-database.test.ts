// Several API nodes starting together on one empty PostgreSQL database (a rollout, the e2e cluster): each runs the
// migrations, the seed and the backfill (main.ts → prepareDatabase), one after the other, and nothing is done twice.
import { randomBytes } from 'node:crypto';
import { openDatabase, quoteIdent, type DbHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { listMigrations } from '../src/db/migrate';

const url = process.env.DATABASE_URL;
// One PGlite belongs to one process: the race only exists on PostgreSQL (CI runs the API tests there too).
const onPostgres = url ? it : it.skip;

async function counts(handle: DbHandle): Promise<Record<string, number>> {
  const [row] = await handle.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM delivery_zones) AS delivery_zones,
            (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM (SELECT 1 FROM products GROUP BY store_id, lower(name) HAVING count(*) > 1) d) AS duplicated_products`,
  );
  return row!;
}

describe('prepareDatabase', () => {
  onPostgres(
    'three nodes at once on an empty database: every one starts, the migrations are applied and the seed written once',
    async () => {
      const schema = `test_prepare_${Date.now()}_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase({ databaseUrl: url });
      await admin.exec(`CREATE SCHEMA ${quoteIdent(schema)}`);
      const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, schema })));
      try {
        const applied = await Promise.all(nodes.map((node) => prepareDatabase(node, { seed: true })));
        // Whoever took the lock first applied them all; the others found nothing left.
        expect(applied.map((versions) => versions.length).sort((a, b) => b - a)).toEqual([listMigrations().length, 0, 0]);

        const once = await counts(nodes[0]!);
        expect(once.duplicated_products).toBe(0);
        // The demo pizzeria's seven orders, not fourteen.
        expect(once.orders).toBe(7);
        // A later start (a restart) changes nothing either.
        await prepareDatabase(nodes[1]!, { seed: true });
        expect(await counts(nodes[0]!)).toEqual(once);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await admin.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
        await admin.close();
      }
    },
    120_000,
  );

  it('on PGlite it migrates and seeds without a lock', async () => {
    const handle = await openDatabase({});
    try {
      expect(await prepareDatabase(handle, { seed: false })).toHaveLength(listMigrations().length);
      expect(await prepareDatabase(handle, { seed: false })).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
