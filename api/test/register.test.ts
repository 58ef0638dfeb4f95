import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let storeIds: Record<string, number>;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
  const rows = await db.handle.query<{ id: number; slug: string }>('SELECT id, slug FROM stores');
  storeIds = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email: `ana${++counter}@exemplo.com.br`,
  phone: '(11) 98765-4321',
  cep: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  password: 'segredo123',
  password_confirmation: 'segredo123',
  role: 'customer',
  store_id: null,
  current_latitude: -23.5613,
  current_longitude: -46.6565,
  ...overrides,
});

const register = (payload: unknown) => app.inject({ method: 'POST', url: '/api/register', payload: payload as Record<string, unknown> });

describe('POST /api/register', () => {
  it('creates a customer and answers 201 { data: { token, user } }', async () => {
    const payload = valid();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { data } = json(res);
    expect(data.token).toMatch(/^\d+\|/);
    expect(data.user).toMatchObject({
      name: 'Ana Souza',
      email: payload.email,
      phone: '11987654321',
      cep: '01310100',
      state: 'SP',
      role: 'customer',
      store_id: null,
      complement: 'Apto 12',
      current_latitude: -23.5613,
      current_longitude: -46.6565,
    });
    expect(data.user).not.toHaveProperty('password');
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(data.token) });
    expect(json(me).id).toBe(data.user.id);
    const [row] = await db.handle.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [data.user.id]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each(['super_admin', 'store_owner', 'store_admin', 'attendant', 'hacker'])('forces role customer when the client sends %s', async (role) => {
    const res = await register(valid({ role }));
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user.role).toBe('customer');
  });

  it('storefront registration stores the store id', async () => {
    const res = await register(valid({ store_id: storeIds['pizzaria-bella-napoli'] }));
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user.store_id).toBe(storeIds['pizzaria-bella-napoli']);
  });

  it('accepts an active branch and rejects an inactive or missing store', async () => {
    expect((await register(valid({ store_id: storeIds['bella-napoli-moema'] }))).statusCode).toBe(201);
    for (const storeId of [storeIds['bella-napoli-centro'], 999999]) {
      const res = await register(valid({ store_id: storeId }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ store_id: ['A loja selecionada é inválida.'] });
    }
  });

  it('rejects a duplicate e-mail, case-insensitively', async () => {
    const res = await register(valid({ email: 'Cliente@Comanda.APP' }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ email: ['Este e-mail já está cadastrado.'] });
    const first = valid();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(valid({ email: first.email.toUpperCase() }));
    expect(json(again).errors.email).toEqual(['Este e-mail já está cadastrado.']);
  });

  it('lists every missing required field with the spec messages', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.errors).toEqual({
      name: ['O nome é obrigatório'],
      email: ['O e-mail é obrigatório'],
      phone: ['O telefone é obrigatório'],
      cep: ['O CEP é obrigatório'],
      address: ['O endereço é obrigatório'],
      number: ['O número é obrigatório'],
      district: ['O bairro é obrigatório'],
      city: ['A cidade é obrigatória'],
      state: ['O estado é obrigatório'],
      password: ['A senha é obrigatória'],
      password_confirmation: ['A confirmação de senha é obrigatória'],
    });
    expect(typeof body.message).toBe('string');
  });

  it.each([
    ['email', { email: 'nao-e-email' }, 'E-mail inválido'],
    ['phone', { phone: '123' }, 'Telefone inválido. Use o formato (99) 99999-9999'],
    ['cep', { cep: '123' }, 'CEP inválido. Use o formato 00000-000'],
    ['password', { password: 'curta', password_confirmation: 'curta' }, 'A senha deve ter no mínimo 8 caracteres'],
    ['password_confirmation', { password_confirmation: 'outra-senha' }, 'As senhas não conferem'],
  ])('validates %s format', async (field, overrides, message) => {
    const res = await register(valid(overrides));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[field]).toEqual([message]);
  });

  it('complement and coordinates are optional', async () => {
    const res = await register(valid({ complement: undefined, current_latitude: null, current_longitude: undefined }));
    expect(res.statusCode).toBe(201);
    expect(json(res).data.user).toMatchObject({ complement: null, current_latitude: null, current_longitude: null });
  });

  it('a non-object JSON body is a 422, not a 500', async () => {
    for (const payload of ['[1,2]', '"texto"', '42', 'null']) {
      const res = await app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(422);
    }
  });
});
