import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  ADMIN_USER_MESSAGES,
  deactivationRefusal,
  roleChangeRefusal,
  type AdminUserListItem,
  type RoleChangeFacts,
} from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs, type CapturingMailer } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

let db: TestDb;
let app: FastifyInstance;
let mailer: CapturingMailer;
let admin: string;
let adminId: number;

const ADMIN = 'admin@comanda.app';
const BELLA_OWNER = 'dono@bellanapoli.com.br';
const BELLA_MANAGER = 'gerente@bellanapoli.com.br';
const BELLA_ATTENDANT = 'atendente@bellanapoli.com.br';
const BURGER_ATTENDANT = 'atendente@burgerhouse.com.br';
const ACAI_OWNER = 'dono@acaidapraia.com.br';
const JOAO = 'joao@cliente.com.br';
const CLIENTE = 'cliente@comanda.app';

beforeAll(async () => {
  db = await openTestDb();
  mailer = capturingMailer();
  app = await buildTestApp(db.handle, {}, mailer);
  admin = await loginAs(app, ADMIN);
  adminId = await userIdOf(ADMIN);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function userIdOf(email: string): Promise<number> {
  const [row] = await db.handle.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
  return row!.id;
}
async function storeIdOf(slug: string): Promise<number> {
  const [row] = await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]);
  return row!.id;
}
const membershipsOf = (userId: number) =>
  db.handle.query<{ store_id: number; role: string; branch_id: number | null }>('SELECT store_id, role, branch_id FROM store_memberships WHERE user_id = $1 ORDER BY store_id', [userId]);
const auditOf = (userId: number) =>
  db.handle.query<{ actor_name: string; action: string; summary: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    "SELECT actor_name, action, summary, before, after FROM admin_audit_log WHERE entity = 'user' AND entity_id = $1 ORDER BY id",
    [String(userId)],
  );

const list = (query = '') => app.inject({ url: `/api/admin/users${query}`, headers: bearer(admin) });
const get = (id: number | string) => app.inject({ url: `/api/admin/users/${id}`, headers: bearer(admin) });
const changeRole = (id: number, payload: Record<string, unknown>, token = admin) => app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers: bearer(token), payload });
const act = (id: number, action: 'deactivate' | 'reactivate' | 'password-reset', payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${id}/${action}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const login = (email: string, password = 'Comanda@123') => app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

function expect422(res: LightMyRequestResponse, field: string, message: string): void {
  expect({ status: res.statusCode, errors: json(res).errors?.[field] }).toEqual({ status: 422, errors: [message] });
}

describe('GET /api/admin/users', () => {
  it('lists every account with role, stores (memberships and the account’s store), last login and creation', async () => {
    const res = await list('?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = json<{ data: AdminUserListItem[]; meta: { total: number; per_page: number; current_page: number; last_page: number } }>(res);
    const [{ n }] = (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM users')) as [{ n: number }];
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: n });
    const owner = body.data.find((u) => u.email === BELLA_OWNER)!;
    expect(owner).toMatchObject({ role: 'store_owner', role_label: 'Proprietário', status: 'ativo', deactivated_at: null });
    expect(owner.stores).toEqual([expect.objectContaining({ name: 'Pizzaria Bella Napoli', slug: 'pizzaria-bella-napoli', role: 'store_owner', source: 'membership', active: true })]);
    // João registered at Bella Napoli's storefront: that store shows as the account's, without a membership role.
    const joao = body.data.find((u) => u.email === JOAO)!;
    expect(joao.stores).toEqual([expect.objectContaining({ slug: 'pizzaria-bella-napoli', role: null, source: 'account' })]);
    // The admin signed in in beforeAll: its last login is known; an account that never signed in has none.
    expect(body.data.find((u) => u.email === ADMIN)!.last_login_at).not.toBeNull();
    const signedIn = new Set((await db.handle.query<{ user_id: number }>('SELECT DISTINCT user_id FROM personal_access_tokens')).map((r) => r.user_id));
    for (const user of body.data) expect({ id: user.id, seen: user.last_login_at !== null }).toEqual({ id: user.id, seen: signedIn.has(user.id) });
    expect(typeof owner.created_at).toBe('string');
  });

  it('searches name (accents folded), e-mail and phone', async () => {
    const emails = async (query: string) => json<{ data: AdminUserListItem[] }>(await list(query)).data.map((u) => u.email);
    expect(await emails('?search=joao%20silva')).toEqual([JOAO]);
    expect(await emails('?search=BURGERHOUSE')).toEqual(expect.arrayContaining(['dono@burgerhouse.com.br', BURGER_ATTENDANT]));
    expect(await emails('?search=BURGERHOUSE')).toHaveLength(2);
    const [{ phone }] = (await db.handle.query<{ phone: string }>('SELECT phone FROM users WHERE email = $1', [ADMIN])) as [{ phone: string }];
    expect(await emails(`?search=${encodeURIComponent(`(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`)}`)).toContain(ADMIN);
    expect(await emails('?search=100%25')).toEqual([]);
  });

  it('filters by role and status, pages and sorts', async () => {
    const owners = json<{ data: AdminUserListItem[]; meta: { total: number } }>(await list('?role=store_owner&per_page=100'));
    expect(owners.data.length).toBeGreaterThan(10);
    expect(owners.data.every((u) => u.role === 'store_owner')).toBe(true);
    expect(json(await list('?status=desativado')).data).toEqual([]);
    expect(json(await list('?status=ativo')).meta.total).toBe(json(await list('')).meta.total);

    const byName = json<{ data: AdminUserListItem[] }>(await list('?sort=name&direction=asc&per_page=100')).data.map((u) => u.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page1 = json(await list('?sort=email&direction=asc&per_page=5&page=1'));
    const page2 = json(await list('?sort=email&direction=asc&per_page=5&page=2'));
    expect(page1.data).toHaveLength(5);
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(page2.meta.total / 5) });
    expect(page2.data[0].email > page1.data[4].email).toBe(true);
    const recent = json<{ data: AdminUserListItem[] }>(await list('?sort=last_login_at&direction=desc&per_page=1')).data;
    expect(recent[0]!.last_login_at).not.toBeNull();
  });

  it('bad filters are a 422 with Portuguese messages', async () => {
    const res = await list('?role=rei&status=sumido&per_page=0&sort=idade');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      role: [ADMIN_USER_MESSAGES.roleInvalid],
      status: [ADMIN_USER_MESSAGES.statusInvalid],
      per_page: [ADMIN_USER_MESSAGES.pageInvalid],
      sort: [ADMIN_USER_MESSAGES.sortInvalid],
    });
  });
});

describe('hostile input from the admin', () => {
  it('is a 4xx with { message }, never a 500, and changes nothing', async () => {
    const cliente = await userIdOf(CLIENTE);
    const before = await db.handle.query('SELECT id, role, store_id, deactivated_at FROM users ORDER BY id');
    const bodies: unknown[] = [[], null, 'texto', { role: {} }, { role: ['attendant'] }, { role: 'attendant', store_id: [] }, { role: 'attendant', store_id: '1e9999' }, { role: 'attendant', store_id: 1.5, branch_id: -1 }, { constructor: 'x', toString: 1 }];
    for (const payload of bodies) {
      const res = await app.inject({ method: 'PUT', url: `/api/admin/users/${cliente}/role`, headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect({ payload, status: res.statusCode < 500 && res.statusCode >= 400, message: typeof json(res).message }).toEqual({ payload, status: true, message: 'string' });
    }
    for (const payload of [{ reason: { a: 1 } }, { reason: ['x'] }, []]) {
      const res = await app.inject({ method: 'POST', url: `/api/admin/users/${adminId}/deactivate`, headers: bearer(admin), payload: payload as Record<string, unknown> });
      expect(res.statusCode).toBe(422);
    }
    for (const query of ['?page=abc', '?per_page=1e9', `?search=${'x'.repeat(200)}`, '?sort=__proto__', '?direction=sideways', '?role=constructor']) {
      const res = await list(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
    }
    // Keys the query does not know (what a qs-style client sends for arrays) are ignored.
    for (const query of ['?page[]=1', '?search[a]=1']) expect((await list(query)).statusCode).toBe(200);
    for (const id of ['-1', '0', '1.5', '2147483648']) expect((await app.inject({ method: 'POST', url: `/api/admin/users/${id}/reactivate`, headers: bearer(admin) })).statusCode).toBe(404);
    expect(await db.handle.query('SELECT id, role, store_id, deactivated_at FROM users ORDER BY id')).toEqual(before);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('details: memberships with branch, orders, sessions and the audit entries about the user', async () => {
    const res = await get(await userIdOf(BELLA_ATTENDANT));
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toMatchObject({ email: BELLA_ATTENDANT, role: 'attendant', status: 'ativo', audit: [], active_sessions: 0 });
    expect(data.stores).toEqual([expect.objectContaining({ slug: 'pizzaria-bella-napoli', role: 'attendant', branch: null, source: 'membership' })]);
    // Orders: an account with orders, counted as the database counts them.
    const { product, selection } = withSelection((await productsOf(app, 'pizzaria-bella-napoli')).find((p) => p.business_type_options)!);
    const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: selection }]), { token: await loginAs(app, JOAO) });
    expect(placed.statusCode).toBe(201);
    const [buyer] = await db.handle.query<{ user_id: number; total: number; recent: number }>(
      "SELECT user_id, count(*)::int AS total, count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS recent FROM orders WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY count(*) DESC LIMIT 1",
    );
    expect(buyer).toBeDefined();
    expect(json(await get(buyer!.user_id)).data.orders).toEqual({ total: buyer!.total, last_30_days: buyer!.recent });
    const token = await loginAs(app, BELLA_ATTENDANT);
    expect(json(await get(await userIdOf(BELLA_ATTENDANT))).data.active_sessions).toBe(1);
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
  });

  it('an unknown or malformed id is a 404', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await get('abc')).statusCode).toBe(404);
    expect((await get('99999999999')).statusCode).toBe(404);
  });

  it('only the platform admin reaches it', async () => {
    const owner = await loginAs(app, BELLA_OWNER);
    expect((await app.inject({ url: '/api/admin/users', headers: bearer(owner) })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await changeRole(await userIdOf(CLIENTE), { role: 'super_admin' }, owner)).statusCode).toBe(403);
  });
});

describe('role rules (shared/domain)', () => {
  const facts = (over: Partial<RoleChangeFacts> = {}): RoleChangeFacts => ({
    actorId: 1,
    target: { id: 2, role: 'customer', deactivated: false },
    to: { role: 'attendant', storeId: 10, branchId: null },
    activeSuperAdmins: 2,
    store: { id: 10, name: 'Loja', isBranch: false },
    currentOwner: null,
    branchValid: true,
    ...over,
  });

  it('allows a valid change and refuses each broken rule with its field', () => {
    expect(roleChangeRefusal(facts())).toBeNull();
    expect(roleChangeRefusal(facts({ actorId: 2 }))).toEqual({ field: 'role', message: ADMIN_USER_MESSAGES.notYourselfRole });
    expect(roleChangeRefusal(facts({ target: { id: 2, role: 'customer', deactivated: true } }))).toEqual({ field: 'role', message: ADMIN_USER_MESSAGES.deactivatedRole });
    // The last active super_admin cannot be demoted (through the API the acting admin is another active one, so
    // only this pure rule can show it).
    const lastAdmin = facts({ target: { id: 2, role: 'super_admin', deactivated: false }, to: { role: 'customer', storeId: null, branchId: null }, activeSuperAdmins: 1, store: null });
    expect(roleChangeRefusal(lastAdmin)).toEqual({ field: 'role', message: ADMIN_USER_MESSAGES.lastSuperAdmin });
    expect(roleChangeRefusal({ ...lastAdmin, activeSuperAdmins: 2 })).toBeNull();
    expect(roleChangeRefusal(facts({ to: { role: 'attendant', storeId: null, branchId: null }, store: null }))).toEqual({ field: 'store_id', message: ADMIN_USER_MESSAGES.storeRequired });
    expect(roleChangeRefusal(facts({ store: null }))).toEqual({ field: 'store_id', message: ADMIN_USER_MESSAGES.storeInvalid });
    expect(roleChangeRefusal(facts({ store: { id: 10, name: 'Filial', isBranch: true } }))).toEqual({ field: 'store_id', message: ADMIN_USER_MESSAGES.storeIsBranch });
    expect(roleChangeRefusal(facts({ to: { role: 'store_owner', storeId: 10, branchId: null }, currentOwner: { id: 3, name: 'Ana' } }))).toEqual({
      field: 'store_id',
      message: ADMIN_USER_MESSAGES.storeHasOwner('Loja', 'Ana'),
    });
    expect(roleChangeRefusal(facts({ to: { role: 'store_owner', storeId: 10, branchId: null }, currentOwner: { id: 2, name: 'A própria' } }))).toBeNull();
    expect(roleChangeRefusal(facts({ to: { role: 'store_owner', storeId: 10, branchId: 11 } }))).toEqual({ field: 'branch_id', message: ADMIN_USER_MESSAGES.ownerNoBranch });
    expect(roleChangeRefusal(facts({ to: { role: 'attendant', storeId: 10, branchId: 99 }, branchValid: false }))).toEqual({ field: 'branch_id', message: ADMIN_USER_MESSAGES.branchInvalid });
    expect(roleChangeRefusal(facts({ to: { role: 'customer', storeId: null, branchId: null }, store: null }))).toBeNull();
  });

  it('deactivation: not oneself, not twice, not the last active super_admin', () => {
    const target = { id: 2, role: 'super_admin', deactivated: false };
    expect(deactivationRefusal({ actorId: 1, target, activeSuperAdmins: 2 })).toBeNull();
    expect(deactivationRefusal({ actorId: 2, target, activeSuperAdmins: 2 })?.message).toBe(ADMIN_USER_MESSAGES.notYourselfDeactivate);
    expect(deactivationRefusal({ actorId: 1, target: { ...target, deactivated: true }, activeSuperAdmins: 2 })?.message).toBe(ADMIN_USER_MESSAGES.alreadyDeactivated);
    expect(deactivationRefusal({ actorId: 1, target, activeSuperAdmins: 1 })?.message).toBe(ADMIN_USER_MESSAGES.lastSuperAdmin);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('refuses, per field and in Portuguese: own role, bad role, no store, unknown store, a branch, a store with an owner, an owner limited to a branch, a foreign branch', async () => {
    const cliente = await userIdOf(CLIENTE);
    const bella = await storeIdOf('pizzaria-bella-napoli');
    const moema = await storeIdOf('bella-napoli-moema');
    const burger = await storeIdOf('burger-house');
    const before = await db.handle.query('SELECT role, store_id FROM users WHERE id = $1', [cliente]);
    expect422(await changeRole(adminId, { role: 'customer' }), 'role', ADMIN_USER_MESSAGES.notYourselfRole);
    expect422(await changeRole(cliente, { role: 'rei' }), 'role', ADMIN_USER_MESSAGES.roleInvalid);
    expect422(await changeRole(cliente, {}), 'role', ADMIN_USER_MESSAGES.roleRequired);
    expect422(await changeRole(cliente, { role: 'attendant' }), 'store_id', ADMIN_USER_MESSAGES.storeRequired);
    expect422(await changeRole(cliente, { role: 'attendant', store_id: 'abc' }), 'store_id', ADMIN_USER_MESSAGES.storeInvalid);
    expect422(await changeRole(cliente, { role: 'attendant', store_id: 999_999 }), 'store_id', ADMIN_USER_MESSAGES.storeInvalid);
    expect422(await changeRole(cliente, { role: 'attendant', store_id: moema }), 'store_id', ADMIN_USER_MESSAGES.storeIsBranch);
    expect422(await changeRole(cliente, { role: 'store_owner', store_id: bella }), 'store_id', ADMIN_USER_MESSAGES.storeHasOwner('Pizzaria Bella Napoli', 'Giuseppe Rossi'));
    expect422(await changeRole(cliente, { role: 'store_owner', store_id: bella, branch_id: moema }), 'branch_id', ADMIN_USER_MESSAGES.ownerNoBranch);
    expect422(await changeRole(cliente, { role: 'attendant', store_id: burger, branch_id: moema }), 'branch_id', ADMIN_USER_MESSAGES.branchInvalid);
    expect((await changeRole(999_999, { role: 'customer' })).statusCode).toBe(404);
    // Nothing changed and nothing was audited.
    expect(await db.handle.query('SELECT role, store_id FROM users WHERE id = $1', [cliente])).toEqual(before);
    expect(await membershipsOf(cliente)).toEqual([]);
    expect(await auditOf(cliente)).toEqual([]);
  });

  it('customer → attendant of a store (limited to a branch) creates the membership; the new staff works there at once', async () => {
    const cliente = await userIdOf(CLIENTE);
    const bella = await storeIdOf('pizzaria-bella-napoli');
    const moema = await storeIdOf('bella-napoli-moema');
    const token = await loginAs(app, CLIENTE);
    expect((await app.inject({ url: `/api/stores/${moema}/orders`, headers: bearer(token) })).statusCode).toBe(403);

    const res = await changeRole(cliente, { role: 'attendant', store_id: bella, branch_id: moema });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(ADMIN_USER_MESSAGES.roleChanged);
    expect(json(res).data).toMatchObject({ role: 'attendant', stores: [expect.objectContaining({ id: bella, role: 'attendant', branch: { id: moema, name: expect.any(String) } })] });
    expect(await membershipsOf(cliente)).toEqual([{ store_id: bella, role: 'attendant', branch_id: moema }]);
    // The same token: every request reads the role afresh.
    expect((await app.inject({ url: `/api/stores/${moema}/orders`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/stores/${bella}/orders`, headers: bearer(token) })).statusCode).toBe(403);

    const [entry] = await auditOf(cliente);
    expect(entry).toMatchObject({ actor_name: 'Admin Comanda', action: 'role_changed' });
    expect(entry!.summary).toContain('de Cliente para Atendente na loja Pizzaria Bella Napoli');
    expect(entry!.before).toMatchObject({ role: 'customer', memberships: [] });
    expect(entry!.after).toMatchObject({ role: 'attendant', store_id: bella, memberships: [{ store_id: bella, role: 'attendant', branch_id: moema, active: true }] });

    // The same role at the same store and branch again: nothing to do, nothing audited.
    const again = await changeRole(cliente, { role: 'attendant', store_id: bella, branch_id: moema });
    expect(json(again).message).toBe(ADMIN_USER_MESSAGES.unchanged);
    expect(await auditOf(cliente)).toHaveLength(1);
  });

  it('staff → staff of another store ends the first membership; staff → customer ends them all', async () => {
    const attendant = await userIdOf(BURGER_ATTENDANT);
    const burger = await storeIdOf('burger-house');
    const acai = await storeIdOf('acai-da-praia');
    expect(await membershipsOf(attendant)).toEqual([{ store_id: burger, role: 'attendant', branch_id: null }]);
    expect((await changeRole(attendant, { role: 'store_admin', store_id: acai })).statusCode).toBe(200);
    expect(await membershipsOf(attendant)).toEqual([{ store_id: acai, role: 'store_admin', branch_id: null }]);
    expect((await db.handle.query('SELECT role, store_id FROM users WHERE id = $1', [attendant]))[0]).toEqual({ role: 'store_admin', store_id: acai });
    expect((await auditOf(attendant)).at(-1)!.summary).toContain('1 vínculo(s) com loja encerrado(s)');

    const token = await loginAs(app, BURGER_ATTENDANT);
    expect((await app.inject({ url: `/api/stores/${acai}/orders`, headers: bearer(token) })).statusCode).toBe(200);
    const res = await changeRole(attendant, { role: 'customer', store_id: acai });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ role: 'customer', stores: [] });
    expect(await membershipsOf(attendant)).toEqual([]);
    expect((await db.handle.query('SELECT role, store_id FROM users WHERE id = $1', [attendant]))[0]).toEqual({ role: 'customer', store_id: null });
    expect((await app.inject({ url: `/api/stores/${acai}/orders`, headers: bearer(token) })).statusCode).toBe(403);
    expect((await auditOf(attendant)).at(-1)).toMatchObject({ action: 'role_changed', before: { role: 'store_admin' }, after: { role: 'customer', memberships: [] } });
  });

  it('one owner per store: the owner is demoted first, then another account can own the store', async () => {
    const acai = await storeIdOf('acai-da-praia');
    const owner = await userIdOf(ACAI_OWNER);
    const joao = await userIdOf(JOAO);
    expect422(await changeRole(joao, { role: 'store_owner', store_id: acai }), 'store_id', expect.stringContaining('já tem um proprietário') as unknown as string);
    expect((await changeRole(owner, { role: 'customer' })).statusCode).toBe(200);
    const res = await changeRole(joao, { role: 'store_owner', store_id: acai });
    expect(res.statusCode).toBe(200);
    expect(await membershipsOf(joao)).toEqual([{ store_id: acai, role: 'store_owner', branch_id: null }]);
    expect422(await changeRole(owner, { role: 'store_owner', store_id: acai }), 'store_id', ADMIN_USER_MESSAGES.storeHasOwner('Açaí da Praia', 'João Silva'));
  });

  it('promotes to super_admin (memberships end) and back', async () => {
    const manager = await userIdOf(BELLA_MANAGER);
    expect((await changeRole(manager, { role: 'super_admin' })).statusCode).toBe(200);
    expect(await membershipsOf(manager)).toEqual([]);
    const token = await loginAs(app, BELLA_MANAGER);
    expect((await app.inject({ url: '/api/admin/users?per_page=1', headers: bearer(token) })).statusCode).toBe(200);
    // Two active admins now: either may demote the other, never themselves.
    expect422(await changeRole(manager, { role: 'customer' }, token), 'role', ADMIN_USER_MESSAGES.notYourselfRole);
    const bella = await storeIdOf('pizzaria-bella-napoli');
    expect((await changeRole(manager, { role: 'store_admin', store_id: bella })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/admin/users?per_page=1', headers: bearer(token) })).statusCode).toBe(403);
    expect(await membershipsOf(manager)).toEqual([{ store_id: bella, role: 'store_admin', branch_id: null }]);
  });
});

describe('deactivate / reactivate', () => {
  it('deactivating ends every session at once and refuses the sign-in with a clear message; a reset does not reactivate', async () => {
    const attendant = await userIdOf(BELLA_ATTENDANT);
    const token = await loginAs(app, BELLA_ATTENDANT);
    const second = await loginAs(app, BELLA_ATTENDANT);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);

    expect422(await act(adminId, 'deactivate'), 'user', ADMIN_USER_MESSAGES.notYourselfDeactivate);
    expect422(await act(attendant, 'deactivate', { reason: 'x'.repeat(501) }), 'reason', ADMIN_USER_MESSAGES.reasonTooLong);
    const res = await act(attendant, 'deactivate', { reason: 'Saiu da empresa' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: ADMIN_USER_MESSAGES.deactivated, data: { status: 'desativado', active_sessions: 0 } });
    expect(json(res).data.deactivated_at).not.toBeNull();

    // Old tokens: 401 at once, everywhere.
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/me', headers: bearer(second) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(second) })).statusCode).toBe(401);
    expect(await db.handle.query('SELECT id FROM personal_access_tokens WHERE user_id = $1', [attendant])).toEqual([]);
    // Sign-in: the right password is told the account is deactivated; a wrong one gets the usual answer.
    expect422(await login(BELLA_ATTENDANT), 'email', ACCOUNT_DEACTIVATED_MESSAGE);
    expect422(await login(BELLA_ATTENDANT, 'errada123'), 'email', 'Email ou senha inválidos');
    expect422(await act(attendant, 'deactivate'), 'user', ADMIN_USER_MESSAGES.alreadyDeactivated);
    expect422(await act(attendant, 'password-reset'), 'user', ADMIN_USER_MESSAGES.deactivatedReset);
    expect422(await changeRole(attendant, { role: 'customer' }), 'role', ADMIN_USER_MESSAGES.deactivatedRole);
    expect(json(await list('?status=desativado')).data.map((u: AdminUserListItem) => u.email)).toEqual([BELLA_ATTENDANT]);

    // "Esqueci minha senha" answers as always, but a deactivated account gets no link.
    mailer.sent.length = 0;
    expect((await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: BELLA_ATTENDANT } })).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(mailer.sent.filter((m) => m.to.toLowerCase() === BELLA_ATTENDANT)).toEqual([]);

    const [entry] = await auditOf(attendant);
    expect(entry).toMatchObject({ action: 'deactivated', before: { deactivated_at: null, sessions: 2 }, after: { sessions: 0, reason: 'Saiu da empresa' } });
    expect(entry!.summary).toContain('motivo: Saiu da empresa');
  });

  it('reactivating lets the account sign in again; old tokens stay dead', async () => {
    const attendant = await userIdOf(BELLA_ATTENDANT);
    const res = await act(attendant, 'reactivate');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: ADMIN_USER_MESSAGES.reactivated, data: { status: 'ativo', deactivated_at: null } });
    expect((await login(BELLA_ATTENDANT)).statusCode).toBe(200);
    expect422(await act(attendant, 'reactivate'), 'user', ADMIN_USER_MESSAGES.alreadyActive);
    expect((await act(999_999, 'reactivate')).statusCode).toBe(404);
    expect((await auditOf(attendant)).map((e) => e.action)).toEqual(['deactivated', 'reactivated']);
    expect((await auditOf(attendant))[1]).toMatchObject({ before: { deactivated_at: expect.any(String) }, after: { deactivated_at: null } });
    // The details show the admin's actions about the user, newest first.
    expect(json(await get(attendant)).data.audit.map((e: { action: string }) => e.action)).toEqual(['reactivated', 'deactivated']);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('sends the reset e-mail through the jobs outbox; the link sets a new password', async () => {
    const owner = await userIdOf(BELLA_OWNER);
    mailer.sent.length = 0;
    const res = await act(owner, 'password-reset');
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(ADMIN_USER_MESSAGES.resetSent(BELLA_OWNER));
    // Written as a mail.send job with the token; the job runner sends it.
    await app.jobs.runDue();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: BELLA_OWNER, subject: 'Redefinição de senha — Comanda' });
    const link = new URL(/Link de redefinição de senha: (\S+)/.exec(mailer.sent[0]!.text)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://comanda.test/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: 'OutraSenha@2', password_confirmation: 'OutraSenha@2' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(BELLA_OWNER, 'OutraSenha@2')).statusCode).toBe(200);
    const [entry] = await auditOf(owner);
    expect(entry).toMatchObject({ action: 'password_reset_sent', before: { unused_reset_links: 0 }, after: { unused_reset_links: 1, email: BELLA_OWNER } });
    expect((await act(999_999, 'password-reset')).statusCode).toBe(404);
  });
});
