import type { FastifyInstance } from 'fastify';
import { access } from '../src/auth/route-access';
import { LruCache } from '../src/lib/lru-cache';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb({ seed: false });
  app = await buildTestApp(db.handle);
  app.get('/api/test/boom', { config: { access: access.public } }, async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('errors on the wire', () => {
  it('GET /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });

  it.each(['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password', '/api/geocode'])('malformed JSON on %s → 400 with a clear message', async (url) => {
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('prototype poisoning is rejected, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' });
    expect(res.statusCode).toBe(400);
  });

  it('an unsupported content type → 415, text/plain → 422', async () => {
    const xml = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(json(xml).message).toBeDefined();
    const text = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/plain' }, payload: 'oi' });
    expect(text.statusCode).toBe(422);
  });

  it('an empty body → 422 with the field errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors)).toEqual(['email', 'password']);
  });

  it('wrong types are validation errors, not 500s', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: { $ne: null }, password: ['x'] } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ email: ['O e-mail é obrigatório'], password: ['A senha é obrigatória'] });
    const reg = await app.inject({ method: 'POST', url: '/api/register', payload: { name: {}, email: [], phone: 11987654321, store_id: 'abc', current_latitude: {} } });
    expect(reg.statusCode).toBe(422);
    expect(json(reg).errors.name).toEqual(['O nome é obrigatório']);
  });

  it('a body over the limit → 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
  });

  it('unexpected errors → 500 without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ message: 'Erro interno do servidor.' });
  });

  it('unknown routes → JSON 404 (static hosting off)', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/users/1' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry and expires entries', async () => {
    const cache = new LruCache<number>(2, 50);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('a')).toBeUndefined();
  });
});
