import type { FastifyInstance } from 'fastify';
import { requireRoles } from '../src/auth/require-roles';
import { access } from '../src/auth/route-access';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  // Test-only routes exercising the guards that store-scoped endpoints will use.
  app.get('/api/test/stores/:storeId/ping', { config: { access: access.storeMember('storeId', 'orders.view') } }, async (request) => ({
    ok: true,
    store: request.store?.slug,
  }));
  app.get('/api/test/admin-only', { config: { access: access.superAdmin } }, async () => ({ ok: true }));
  app.get('/api/test/managers', { config: { access: access.signedIn }, preHandler: [requireRoles('store_owner', 'store_admin')] }, async () => ({ ok: true }));
  const rows = await db.handle.query<{ id: number; slug: string }>('SELECT id, slug FROM stores');
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/business-types', () => {
  it('lists the 14 active types in order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/business-types' });
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.map((t: { name: string; slug: string }) => `${t.name}/${t.slug}`)).toEqual([
      'Pizzaria/pizzaria',
      'Restaurante/restaurante',
      'Sorveteria/sorveteria',
      'Hamburgueria/hamburgueria',
      'Bar/bar',
      'Lanchonete/lanchonete',
      'Cafeteria/cafeteria',
      'Padaria/padaria',
      'Açaiteria/acaiteria',
      'Doceria/doceria',
      'Pastelaria/pastelaria',
      'Churrascaria/churrascaria',
      'Delivery de Marmitas/marmitaria',
      'Food Truck/food-truck',
    ]);
    expect(Object.keys(data[0]).sort()).toEqual(['description', 'icon', 'id', 'name', 'slug']);
  });

  it('hides inactive types', async () => {
    await db.handle.query("UPDATE business_types SET is_active = false WHERE slug = 'bar'");
    try {
      const { data } = json(await app.inject({ method: 'GET', url: '/api/business-types' }));
      expect(data).toHaveLength(13);
    } finally {
      await db.handle.query("UPDATE business_types SET is_active = true WHERE slug = 'bar'");
    }
  });
});

describe('GET /api/stores/:slug/check', () => {
  it.each([
    ['pizzaria-bella-napoli', { exists: true, is_branch: false, is_active: true, name: 'Pizzaria Bella Napoli' }],
    ['bella-napoli-moema', { exists: true, is_branch: true, is_active: true, name: 'Bella Napoli - Moema' }],
    ['bella-napoli-centro', { exists: true, is_branch: true, is_active: false, name: 'Bella Napoli - Centro' }],
    ['burger-house', { exists: true, is_branch: false, is_active: true, name: 'Burger House' }],
    ['acai-da-praia', { exists: true, is_branch: false, is_active: true, name: 'Açaí da Praia' }],
    ['nao-existe', { exists: false, is_branch: false, is_active: false, name: null }],
  ])('%s', async (slug, expected) => {
    const res = await app.inject({ method: 'GET', url: `/api/stores/${slug}/check` });
    expect(res.statusCode).toBe(200);
    // The demo stores are published and none is suspended (store-signup.test.ts covers the other cases).
    expect(json(res)).toEqual({ ...expected, slug, is_published: expected.exists, is_suspended: false });
  });
});

describe('requireStoreMember', () => {
  const ping = async (email: string, store: string | number) =>
    app.inject({ method: 'GET', url: `/api/test/stores/${store}/ping`, headers: bearer(await loginAs(app, email)) });

  it('401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/test/stores/${ids['burger-house']}/ping` })).statusCode).toBe(401);
  });

  it.each(['dono@bellanapoli.com.br', 'gerente@bellanapoli.com.br', 'atendente@bellanapoli.com.br'])('%s passes on its store (by id and by slug)', async (email) => {
    const byId = await ping(email, ids['pizzaria-bella-napoli']!);
    expect(byId.statusCode).toBe(200);
    expect(json(byId)).toEqual({ ok: true, store: 'pizzaria-bella-napoli' });
    expect((await ping(email, 'pizzaria-bella-napoli')).statusCode).toBe(200);
  });

  it('staff of the parent store pass on its branches', async () => {
    expect((await ping('gerente@bellanapoli.com.br', ids['bella-napoli-moema']!)).statusCode).toBe(200);
    expect((await ping('atendente@bellanapoli.com.br', 'bella-napoli-centro')).statusCode).toBe(200);
  });

  it('staff of another store → 403', async () => {
    const res = await ping('dono@burgerhouse.com.br', ids['pizzaria-bella-napoli']!);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: 'Esta ação não é autorizada.' });
    expect((await ping('atendente@burgerhouse.com.br', 'bella-napoli-moema')).statusCode).toBe(403);
    expect((await ping('dono@bellanapoli.com.br', 'acai-da-praia')).statusCode).toBe(403);
  });

  it('customers → 403, even one registered from the store', async () => {
    expect((await ping('joao@cliente.com.br', 'pizzaria-bella-napoli')).statusCode).toBe(403);
    expect((await ping('cliente@comanda.app', 'pizzaria-bella-napoli')).statusCode).toBe(403);
  });

  it('super_admin passes everywhere', async () => {
    for (const slug of Object.keys(ids)) expect((await ping('admin@comanda.app', slug)).statusCode).toBe(200);
  });

  it('unknown store → 404', async () => {
    const res = await ping('admin@comanda.app', 'nao-existe');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('a membership limited to a branch covers that branch only', async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Atendente Moema', email: 'moema@bellanapoli.com.br', phone: '11999998888', cep: '04029200', address: 'Av. Ibirapuera',
        number: '2300', district: 'Moema', city: 'São Paulo', state: 'SP', password: 'Comanda@123', password_confirmation: 'Comanda@123',
      },
    });
    const userId = json(reg).data.user.id as number;
    await db.handle.query("UPDATE users SET role = 'attendant' WHERE id = $1", [userId]);
    await db.handle.query("INSERT INTO store_memberships (user_id, store_id, role, branch_id) VALUES ($1, $2, 'attendant', $3)", [
      userId,
      ids['pizzaria-bella-napoli'],
      ids['bella-napoli-moema'],
    ]);
    expect((await ping('moema@bellanapoli.com.br', 'bella-napoli-moema')).statusCode).toBe(200);
    expect((await ping('moema@bellanapoli.com.br', 'pizzaria-bella-napoli')).statusCode).toBe(403);
    expect((await ping('moema@bellanapoli.com.br', 'bella-napoli-centro')).statusCode).toBe(403);
  });
});

describe('requireRoles', () => {
  const call = async (url: string, email: string) => app.inject({ method: 'GET', url, headers: bearer(await loginAs(app, email)) });

  it('lets listed roles through and answers 403 to the others', async () => {
    expect((await call('/api/test/admin-only', 'admin@comanda.app')).statusCode).toBe(200);
    expect((await call('/api/test/admin-only', 'dono@bellanapoli.com.br')).statusCode).toBe(403);
    expect((await call('/api/test/managers', 'gerente@bellanapoli.com.br')).statusCode).toBe(200);
    expect((await call('/api/test/managers', 'atendente@bellanapoli.com.br')).statusCode).toBe(403);
    expect((await call('/api/test/managers', 'cliente@comanda.app')).statusCode).toBe(403);
  });
});
