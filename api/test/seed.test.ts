import { migrate } from '../src/db/migrate';
import { BUSINESS_TYPES } from '../src/db/seed/business-types';
import { DEMO_CATALOGS } from '../src/db/seed/catalogs';
import { EXTRA_COUPONS, STANDARD_COUPONS } from '../src/db/seed/demo-coupons';
import { DEMO_LOGINS, formatDemoLogins } from '../src/db/seed/demo-logins';
import { DEMO_STORES } from '../src/db/seed/demo-stores';
import { seed } from '../src/db/seed/seed';
import { openTestDb, type TestDb } from './helpers/test-db';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

const TABLES = ['business_types', 'stores', 'users', 'store_memberships', 'categories', 'products', 'coupons'];

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
    expect(rows.map((r) => r.version)).toEqual(expect.arrayContaining(['0001_init', '0002_catalog']));
  });

  it('normalises count(*) (bigint) to a number on both drivers', async () => {
    const [row] = await db.handle.query<{ n: unknown }>('SELECT count(*) AS n FROM schema_migrations');
    expect(typeof row!.n).toBe('number');
  });

  it('is idempotent: running it twice gives the same counts', async () => {
    await seed(db.handle);
    const first = await counts();
    const staff = DEMO_LOGINS.filter((l) => l.store && l.role !== 'customer' && l.role !== 'driver').length;
    const products = DEMO_CATALOGS.reduce((n, c) => n + c.categories.reduce((m, cat) => m + cat.products.length, 0), 0);
    const categories = DEMO_CATALOGS.reduce((n, c) => n + c.categories.length, 0);
    expect(first).toEqual({
      business_types: 14,
      stores: DEMO_STORES.length,
      users: DEMO_LOGINS.length,
      store_memberships: staff,
      categories,
      products,
      coupons: 14 * STANDARD_COUPONS.length + Object.values(EXTRA_COUPONS).flat().length,
    });
    expect(first.stores).toBe(17);
    const versions = await db.handle.query<{ slug: string; catalog_version: number }>('SELECT slug, catalog_version FROM stores ORDER BY id');
    await seed(db.handle);
    expect(await counts()).toEqual(first);
    // Nothing was rewritten: no catalog trigger fired on the second run.
    expect(await db.handle.query('SELECT slug, catalog_version FROM stores ORDER BY id')).toEqual(versions);
  });

  it('seeds the catalogue of spec §1 and the demo stores', async () => {
    const types = await db.handle.query<{ name: string; slug: string }>('SELECT name, slug FROM business_types ORDER BY sort_order');
    expect(types).toEqual(BUSINESS_TYPES.map((t) => ({ name: t.name, slug: t.slug })));

    const stores = await db.handle.query<{ slug: string; parent: string | null; is_active: boolean; delivery_fee_cents: number; min_free_delivery_cents: number | null; min_order_cents: number; type: string }>(
      `SELECT s.slug, p.slug AS parent, s.is_active, s.delivery_fee_cents, s.min_free_delivery_cents, s.min_order_cents, bt.slug AS type
         FROM stores s LEFT JOIN stores p ON p.id = s.parent_id JOIN business_types bt ON bt.id = s.business_type_id ORDER BY s.parent_id IS NOT NULL, s.id`,
    );
    // Parents are inserted before branches.
    expect(stores).toEqual([
      { slug: 'pizzaria-bella-napoli', parent: null, is_active: true, delivery_fee_cents: 700, min_free_delivery_cents: 8000, min_order_cents: 3000, type: 'pizzaria' },
      expect.objectContaining({ slug: 'burger-house', parent: null, type: 'hamburgueria' }),
      expect.objectContaining({ slug: 'acai-da-praia', parent: null, type: 'acaiteria' }),
      ...DEMO_STORES.slice(5).map((s) => expect.objectContaining({ slug: s.slug, parent: null, is_active: true, type: s.businessType })),
      expect.objectContaining({ slug: 'bella-napoli-moema', parent: 'pizzaria-bella-napoli', is_active: true }),
      expect.objectContaining({ slug: 'bella-napoli-centro', parent: 'pizzaria-bella-napoli', is_active: false }),
    ]);
    // One active demo store per business type.
    expect(new Set(stores.filter((s) => s.is_active && !s.parent).map((s) => s.type))).toEqual(new Set(BUSINESS_TYPES.map((t) => t.slug)));
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

  it('re-seeds what is missing without touching edited rows', async () => {
    await db.handle.query("UPDATE products SET price_cents = 1 WHERE name = 'Classic Burger'");
    await db.handle.query("DELETE FROM products WHERE name = 'Bacon Lovers'");
    await db.handle.query("DELETE FROM coupons WHERE code = 'FRETE5' AND store_id = (SELECT id FROM stores WHERE slug = 'burger-house')");
    await seed(db.handle);
    const rows = await db.handle.query<{ name: string; price_cents: number }>(
      "SELECT name, price_cents FROM products WHERE name IN ('Classic Burger', 'Bacon Lovers') ORDER BY name",
    );
    expect(rows).toEqual([
      { name: 'Bacon Lovers', price_cents: 3690 },
      { name: 'Classic Burger', price_cents: 1 },
    ]);
    const [coupon] = await db.handle.query<{ n: number }>("SELECT count(*) AS n FROM coupons WHERE code = 'FRETE5'");
    expect(coupon!.n).toBe(14);
  });

  it('every owner login has a store it owns', async () => {
    const owners = DEMO_LOGINS.filter((l) => l.role === 'store_owner');
    expect(owners).toHaveLength(15);
    // dono@<slug without hyphens>.com.br (the original Bella Napoli account drops 'pizzaria').
    for (const o of owners) expect(o.email).toBe(`dono@${o.store!.replace(/^pizzaria-/, '').replace(/-/g, '')}.com.br`);
    expect(new Set(owners.map((o) => o.store)).size).toBe(15);
  });

  it('seeds the empty store of the back-office e2e with its owner and nothing else', async () => {
    const [store] = await db.handle.query<{ id: number; name: string; is_active: boolean; pix_key: string | null; type: string }>(
      "SELECT s.id, s.name, s.is_active, s.pix_key, bt.slug AS type FROM stores s JOIN business_types bt ON bt.id = s.business_type_id WHERE s.slug = 'nova-loja'",
    );
    expect(store).toMatchObject({ name: 'Nova Loja Demo', is_active: true, pix_key: null, type: 'lanchonete' });
    const countOf = async (table: string, column = 'store_id') => {
      const [row] = await db.handle.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`, [store!.id]);
      return row!.n;
    };
    const tables = ['categories', 'products', 'coupons', 'delivery_zones', 'orders'];
    expect(Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countOf(t)])))).toEqual(Object.fromEntries(tables.map((t) => [t, 0])));
    expect(await countOf('stores', 'parent_id')).toBe(0);
    const staff = await db.handle.query<{ email: string; role: string }>(
      'SELECT u.email, m.role FROM store_memberships m JOIN users u ON u.id = m.user_id WHERE m.store_id = $1',
      [store!.id],
    );
    expect(staff).toEqual([{ email: 'dono@novaloja.com.br', role: 'store_owner' }]);
  });

  it('formats the demo logins table', () => {
    const table = formatDemoLogins();
    for (const l of DEMO_LOGINS) expect(table).toContain(l.email);
    expect(table).toContain('Comanda@123');
  });
});
