import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS } from '../src/db/seed/demo-logins';
import { sha256 } from '../src/lib/crypto';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const USER_KEYS = ['id', 'name', 'email', 'phone', 'role', 'store_id', 'branch_id', 'branch_name', 'cep', 'address', 'number', 'complement', 'district', 'city', 'state', 'current_latitude', 'current_longitude', 'created_at'].sort();

describe('POST /api/login', () => {
  it.each(DEMO_LOGINS.map((l) => [l.email, l.role]))('logs in %s as %s', async (email, role) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Comanda@123' } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.token_type).toBe('Bearer');
    expect(body.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
    expect(body.user.role).toBe(role);
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: '  ADMIN@Comanda.App ', password: 'Comanda@123' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 (not 401) for a wrong password or an unknown e-mail', async () => {
    for (const payload of [
      { email: 'admin@comanda.app', password: 'errada123' },
      { email: 'ninguem@comanda.app', password: 'Comanda@123' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ message: 'Email ou senha inválidos', errors: { email: ['Email ou senha inválidos'] } });
    }
  });

  it('validates required fields in Portuguese', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ email: ['O e-mail é obrigatório'], password: ['A senha é obrigatória'] });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    const [id, secret] = token.split('|') as [string, string];
    const rows = await db.handle.query<{ token_hash: string }>('SELECT token_hash FROM personal_access_tokens WHERE id = $1', [Number(id)]);
    expect(rows[0]?.token_hash).toBe(sha256(secret));
    const dump = JSON.stringify(await db.handle.query('SELECT * FROM personal_access_tokens'));
    expect(dump).not.toContain(secret);
  });
});

describe('authenticated endpoints', () => {
  it('GET /api/user without a token → 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Não autenticado.' });
  });

  it.each(['garbage', 'Bearer ', 'Bearer abc', 'Bearer 1|short', 'Bearer 999999|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Bearer x|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'])(
    'rejects the header %j with 401',
    async (authorization) => {
      const res = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    },
  );

  it('rejects a token whose secret does not match', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    const forged = `${token.split('|')[0]}|${'a'.repeat(40)}`;
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/user returns the bare user; GET /api/me the short form', async () => {
    const token = await loginAs(app, 'joao@cliente.com.br');
    const user = json(await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }));
    expect(user).toMatchObject({ email: 'joao@cliente.com.br', role: 'customer', name: 'João Silva', cep: '04538133' });
    expect(typeof user.store_id).toBe('number');
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);

    const me = json(await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) }));
    expect(user.branch_id).toBeNull();
    expect(me).toEqual({ id: user.id, name: user.name, email: user.email, role: 'customer', store_id: user.store_id, branch_id: null });
  });

  it('staff users carry their store id', async () => {
    const token = await loginAs(app, 'atendente@bellanapoli.com.br');
    const me = json(await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) }));
    const [store] = await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'pizzaria-bella-napoli'");
    expect(me.store_id).toBe(store!.id);
    expect(me.role).toBe('attendant');
  });

  it('POST /api/logout revokes the token', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Logout realizado com sucesso.' });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const [id] = token.split('|');
    expect(await db.handle.query('SELECT id FROM personal_access_tokens WHERE id = $1', [Number(id)])).toHaveLength(0);
  });

  it('POST /api/logout with a JSON content type and an empty body works', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
  });

  it('POST /api/logout without a token → 401', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('POST /api/refresh rotates the token', async () => {
    const token = await loginAs(app, 'dono@burgerhouse.com.br');
    const res = await app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.token_type).toBe('Bearer');
    expect(body.token).not.toBe(token);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const user = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.token) });
    expect(user.statusCode).toBe(200);
    expect(json(user).email).toBe('dono@burgerhouse.com.br');
  });

  it('an expired token → 401', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    await db.handle.query("UPDATE personal_access_tokens SET expires_at = now() - interval '1 minute' WHERE id = $1", [Number(token.split('|')[0])]);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('records last_used_at', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    const [row] = await db.handle.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM personal_access_tokens WHERE id = $1', [Number(token.split('|')[0])]);
    expect(row?.last_used_at).not.toBeNull();
  });
});
