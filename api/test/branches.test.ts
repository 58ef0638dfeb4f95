import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let owner: string;
let manager: string;
let bellaId: number;
let moemaId: number;
const BELLA = 'pizzaria-bella-napoli';

const HOURS = { monday: ['18:00-02:00'], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: ['11:00-15:00', '18:00-23:00'], sunday: [] };
const BODY = {
  name: 'Bella Napoli - Pinheiros',
  slug: 'bella-napoli-pinheiros',
  phone: '(11) 97777-6666',
  whatsapp: '(11) 97777-6666',
  cep: '05422-000',
  address: 'Rua dos Pinheiros',
  number: '100',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5667,
  longitude: -46.6889,
  openingHours: HOURS,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: unknown, token = owner) =>
  app.inject({ method, url: `/api/stores/${BELLA}/branches${path}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const idOf = async (email: string) => (await db.handle.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
const lastActivity = async () =>
  (await db.handle.query<{ entity: string; action: string; summary: string; actor_name: string; changes: Record<string, unknown> | null }>(
    'SELECT entity, action, summary, actor_name, changes FROM activity_log ORDER BY id DESC LIMIT 1',
  ))[0]!;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
  manager = await loginAs(app, 'gerente@bellanapoli.com.br');
  bellaId = json(await app.inject({ url: `/api/stores/${BELLA}` })).data.id;
  moemaId = (await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'bella-napoli-moema'"))[0]!.id;
}, 120_000);
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('branches of a store', () => {
  it('lists the seeded branches by name with its city, state, staff and orders today', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual([
      expect.objectContaining({ slug: 'bella-napoli-centro', is_active: false, city: 'São Paulo' }),
      expect.objectContaining({ id: moemaId, slug: 'bella-napoli-moema', is_active: true, staff_count: 0, orders_today: 0 }),
    ]);
  });

  it('creates a branch with the parent business type and the catalog copied in SQL, and logs it', async () => {
    const res = await call('POST', '', { ...BODY, copy_catalog: true });
    expect(res.statusCode).toBe(201);
    const branch = json(res).data;
    expect(branch).toMatchObject({ name: BODY.name, slug: BODY.slug, phone: '11977776666', cep: '05422000', latitude: -23.5667, is_active: true });
    expect(branch.openingHours.saturday).toEqual(['11:00-15:00', '18:00-23:00']);

    const [types] = await db.handle.query<{ same: boolean }>('SELECT b.business_type_id IS NOT DISTINCT FROM p.business_type_id AS same FROM stores b JOIN stores p ON p.id = b.parent_id WHERE b.id = $1', [branch.id]);
    expect(types!.same).toBe(true);
    const count = async (table: string, storeId: number) => Number((await db.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE store_id = $1`, [storeId]))[0]!.n);
    expect(await count('categories', branch.id)).toBe(await count('categories', bellaId));
    expect(await count('products', branch.id)).toBe(await count('products', bellaId));
    // Every copied product sits in the branch's copy of its category, with its options as they were.
    const [mismatch] = await db.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products bp
       JOIN products pp ON pp.store_id = $2 AND pp.name = bp.name
       LEFT JOIN categories bc ON bc.id = bp.category_id
       LEFT JOIN categories pc ON pc.id = pp.category_id
       WHERE bp.store_id = $1 AND (bc.store_id IS DISTINCT FROM (CASE WHEN pc.id IS NULL THEN NULL ELSE $1 END)
         OR bc.name IS DISTINCT FROM pc.name OR bp.normalized_options IS DISTINCT FROM pp.normalized_options OR bp.price_cents <> pp.price_cents)`,
      [branch.id, bellaId],
    );
    expect(mismatch!.n).toBe(0);
    const storefront = await app.inject({ url: `/api/stores/${BODY.slug}/products` });
    expect(storefront.statusCode).toBe(200);
    expect(json(storefront).data.length).toBeGreaterThan(0);

    expect(await lastActivity()).toMatchObject({ entity: 'branch', action: 'created', actor_name: 'Giuseppe Rossi', summary: expect.stringContaining('cardápio da loja principal') });
  });

  it('creates a branch with an empty catalog unless asked', async () => {
    const res = await call('POST', '', { ...BODY, name: 'Bella Napoli - Vila Mariana', slug: 'bella-napoli-vila-mariana' });
    expect(res.statusCode).toBe(201);
    const [row] = await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [json(res).data.id]);
    expect(row!.n).toBe(0);
  });

  it('refuses a slug taken by any store or given up by one, with the profile message', async () => {
    for (const slug of ['burger-house', 'bella-napoli-moema']) {
      const res = await call('POST', '', { ...BODY, slug });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.slug).toEqual(['Este endereço já está em uso.']);
    }
    await db.handle.query("INSERT INTO store_slug_history (slug, store_id) VALUES ('burger-antigo', (SELECT id FROM stores WHERE slug = 'burger-house'))");
    expect(json(await call('POST', '', { ...BODY, slug: 'burger-antigo' })).errors.slug).toEqual(['Este endereço já está em uso.']);
  });

  it('answers bad input with Portuguese field errors, never a 500', async () => {
    const res = await call('POST', '', { name: '', slug: 'Com Espaço', cep: '1', openingHours: { monday: ['25:00-26:00'] } });
    expect(res.statusCode).toBe(422);
    const { errors } = json(res);
    expect(errors.name).toEqual(['Informe o nome da filial.']);
    expect(errors.slug[0]).toMatch(/letras minúsculas/);
    expect(errors.cep[0]).toMatch(/CEP inválido/);
  });

  it('updates a branch, keeps its old slug leading to it, and logs the diff', async () => {
    const branch = json(await call('GET', `/${moemaId}`)).data;
    const res = await call('PUT', `/${moemaId}`, { ...branch, slug: 'bella-moema', phone: '(11) 95555-4444' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ slug: 'bella-moema', phone: '11955554444' });
    const check = json(await app.inject({ url: '/api/stores/bella-napoli-moema/check' }));
    expect(check).toMatchObject({ exists: true, is_branch: true, slug: 'bella-moema' });
    const entry = await lastActivity();
    expect(entry).toMatchObject({ entity: 'branch', action: 'updated' });
    expect(Object.keys(entry.changes!)).toEqual(expect.arrayContaining(['slug', 'phone']));
    expect(json(await call('PUT', `/${moemaId}`, { ...branch, slug: 'bella-napoli-moema' })).data.slug).toBe('bella-napoli-moema');
  });

  it('deactivates and reactivates: /check says so and the activity log records it', async () => {
    const off = await call('PATCH', `/${moemaId}/active`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(json(await app.inject({ url: '/api/stores/bella-napoli-moema/check' }))).toMatchObject({ is_branch: true, is_active: false });
    expect(await lastActivity()).toMatchObject({ entity: 'branch', action: 'deactivated' });
    expect((await call('PATCH', `/${moemaId}/active`, { is_active: 'talvez' })).statusCode).toBe(422);
    expect((await call('PATCH', `/${moemaId}/active`, { is_active: true })).statusCode).toBe(200);
    expect(json(await app.inject({ url: '/api/stores/bella-napoli-moema/check' })).is_active).toBe(true);
  });

  it('answers 404 for another store branch, the parent itself or a garbage id', async () => {
    const rival = json(await app.inject({ url: '/api/stores/burger-house' })).data.id;
    const [foreign] = await db.handle.query<{ id: number }>("INSERT INTO stores (parent_id, name, slug) VALUES ($1, 'Filial rival', 'filial-rival') RETURNING id", [rival]);
    for (const id of [foreign!.id, bellaId, 'abc']) {
      expect((await call('GET', `/${id}`)).statusCode).toBe(404);
      expect((await call('PATCH', `/${id}/active`, { is_active: false })).statusCode).toBe(404);
      expect((await call('PUT', `/${id}`, BODY)).statusCode).toBe(404);
    }
    const rivalOwner = await loginAs(app, 'dono@burgerhouse.com.br');
    expect((await call('GET', `/${moemaId}`, undefined, rivalOwner)).statusCode).toBe(403);
  });

  it('has no branch of a branch: the routes under a branch answer 404', async () => {
    for (const res of [
      await app.inject({ url: '/api/stores/bella-napoli-moema/branches', headers: bearer(owner) }),
      await app.inject({ method: 'POST', url: '/api/stores/bella-napoli-moema/branches', headers: bearer(owner), payload: { ...BODY, slug: 'filial-da-filial' } }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const [row] = await db.handle.query<{ n: number }>("SELECT count(*)::int AS n FROM stores WHERE slug = 'filial-da-filial'");
    expect(row!.n).toBe(0);
  });

  it('is refused to an attendant (branches.manage)', async () => {
    const attendant = await loginAs(app, 'atendente@bellanapoli.com.br');
    expect((await call('GET', '', undefined, attendant)).statusCode).toBe(403);
  });
});

describe('branch users', () => {
  it('limits an employee of the parent to the branch, lists them, and takes them out again', async () => {
    const attendantId = await idOf('atendente@bellanapoli.com.br');
    const before = json(await call('GET', `/${moemaId}/users`));
    expect(before.data).toEqual([]);
    expect(before.candidates.map((u: { id: number }) => u.id)).toContain(attendantId);
    expect(before.candidates.map((u: { role: string }) => u.role)).not.toContain('store_owner');

    const added = await call('POST', `/${moemaId}/users`, { user_id: attendantId });
    expect(added.statusCode).toBe(201);
    expect(json(await call('GET', `/${moemaId}/users`)).data).toEqual([expect.objectContaining({ id: attendantId, role: 'attendant' })]);
    expect(json(await call('GET', '')).data.find((b: { id: number }) => b.id === moemaId).staff_count).toBe(1);
    expect(await lastActivity()).toMatchObject({ entity: 'branch', summary: expect.stringContaining('só na filial') });
    // Limited to the branch: the attendant now works for Moema and no longer for the main store.
    const [staff] = await db.handle.query<{ main: boolean; branch: boolean }>(
      'SELECT bool_or(store_id = $1) AS main, bool_or(store_id = $2) AS branch FROM store_staff WHERE user_id = $3',
      [bellaId, moemaId, attendantId],
    );
    expect(staff).toEqual({ main: false, branch: true });
    expect(json(await call('POST', `/${moemaId}/users`, { user_id: attendantId })).errors.user_id).toEqual(['Este funcionário já está nesta filial.']);

    expect((await call('DELETE', `/${moemaId}/users/${attendantId}`)).statusCode).toBe(204);
    expect(json(await call('GET', `/${moemaId}/users`)).data).toEqual([]);
    expect((await call('DELETE', `/${moemaId}/users/${attendantId}`)).statusCode).toBe(404);
  });

  it('resolves user_id against the parent own memberships', async () => {
    for (const email of ['dono@burgerhouse.com.br', 'cliente@comanda.app']) {
      const res = await call('POST', `/${moemaId}/users`, { user_id: await idOf(email) });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.user_id).toEqual(['Escolha um funcionário da loja principal.']);
    }
    expect(json(await call('POST', `/${moemaId}/users`, { user_id: await idOf('dono@bellanapoli.com.br') })).errors.user_id).toEqual(['O dono da loja não pode ser limitado a uma filial.']);
    expect(json(await call('POST', `/${moemaId}/users`, { user_id: 'x' })).errors.user_id).toBeDefined();
  });

  it('lets only the owner limit a store_admin', async () => {
    const managerId = await idOf('gerente@bellanapoli.com.br');
    const res = await call('POST', `/${moemaId}/users`, { user_id: managerId }, manager);
    expect(res.statusCode).toBe(422);
    expect((await call('POST', `/${moemaId}/users`, { user_id: managerId })).statusCode).toBe(201);
    expect((await call('DELETE', `/${moemaId}/users/${managerId}`)).statusCode).toBe(204);
  });
});
