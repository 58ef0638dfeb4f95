import { migrate } from '../src/db/migrate';
import { BUSINESS_TYPES } from '../src/db/seed/business-types';
import { DEMO_LOGINS, formatDemoLogins } from '../src/db/seed/demo-logins';
import { seed } from '../src/db/seed/seed';
import { openTestDb, type TestDb } from './helpers/test-db';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

const TABLES = ['business_types', 'stores', 'users', 'store_memberships'];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const [row] = await db.handle.query<{ n: number }>(`SELECT count(*) AS n FROM ${t}`);
    out[t] = row!.n;
  }
  return out;
}

describe('migrations and seed', () => {
  it('migrations run once and are recorded', async () => {
    expect(await migrate(db.handle)).toEqual([]);
    const rows = await db.handle.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows.map((r) => r.version)).toContain('0001_init');
  });

  it('normalises count(*) (bigint) to a number on both drivers', async () => {
    const [row] = await db.handle.query<{ n: unknown }>('SELECT count(*) AS n FROM schema_migrations');
    expect(typeof row!.n).toBe('number');
  });

  it('is idempotent: running it twice gives the same counts', async () => {
    await seed(db.handle);
    const first = await counts();
    expect(first).toEqual({ business_types: 14, stores: 5, users: DEMO_LOGINS.length, store_memberships: 6 });
    await seed(db.handle);
    expect(await counts()).toEqual(first);
  });

  it('seeds the catalogue of spec §1 and the demo stores', async () => {
    const types = await db.handle.query<{ name: string; slug: string }>('SELECT name, slug FROM business_types ORDER BY sort_order');
    expect(types).toEqual(BUSINESS_TYPES.map((t) => ({ name: t.name, slug: t.slug })));

    const stores = await db.handle.query<{ slug: string; parent: string | null; is_active: boolean; delivery_fee_cents: number; min_free_delivery_cents: number | null; min_order_cents: number; type: string }>(
      `SELECT s.slug, p.slug AS parent, s.is_active, s.delivery_fee_cents, s.min_free_delivery_cents, s.min_order_cents, bt.slug AS type
         FROM stores s LEFT JOIN stores p ON p.id = s.parent_id JOIN business_types bt ON bt.id = s.business_type_id ORDER BY s.id`,
    );
    expect(stores).toEqual([
      { slug: 'pizzaria-bella-napoli', parent: null, is_active: true, delivery_fee_cents: 700, min_free_delivery_cents: 8000, min_order_cents: 3000, type: 'pizzaria' },
      expect.objectContaining({ slug: 'bella-napoli-moema', parent: 'pizzaria-bella-napoli', is_active: true }),
      expect.objectContaining({ slug: 'bella-napoli-centro', parent: 'pizzaria-bella-napoli', is_active: false }),
      expect.objectContaining({ slug: 'burger-house', parent: null, type: 'hamburgueria' }),
      expect.objectContaining({ slug: 'acai-da-praia', parent: null, type: 'acaiteria' }),
    ]);
  });

  it('gives staff a membership and their store id; joão is tied to Bella Napoli', async () => {
    const rows = await db.handle.query<{ email: string; role: string; user_store: string | null; member_of: string | null; member_role: string | null }>(
      `SELECT u.email, u.role, us.slug AS user_store, ms.slug AS member_of, m.role AS member_role
         FROM users u LEFT JOIN stores us ON us.id = u.store_id
         LEFT JOIN store_memberships m ON m.user_id = u.id LEFT JOIN stores ms ON ms.id = m.store_id`,
    );
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    for (const login of DEMO_LOGINS) {
      const row = byEmail[login.email]!;
      expect(row.role).toBe(login.role);
      expect(row.user_store).toBe(login.store ?? null);
      const staff = ['store_owner', 'store_admin', 'attendant'].includes(login.role);
      expect(row.member_of).toBe(staff ? login.store : null);
      expect(row.member_role).toBe(staff ? login.role : null);
    }
    expect(byEmail['cliente@comanda.app']!.user_store).toBeNull();
    expect(byEmail['joao@cliente.com.br']!.user_store).toBe('pizzaria-bella-napoli');
  });

  it('formats the demo logins table', () => {
    const table = formatDemoLogins();
    for (const l of DEMO_LOGINS) expect(table).toContain(l.email);
    expect(table).toContain('Comanda@123');
  });
});
