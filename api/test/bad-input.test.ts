import type { FastifyInstance } from 'fastify';
import type { Product } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

// Regression tests for the 500s of the fuzz run in issue 8: each must be a 422 with Portuguese, dotted field keys.

let db: TestDb;
let app: FastifyInstance;
let ownerToken: string;
let bellaId: number;
let pizza: Product;
/** A Tuesday 20:00 in São Paulo: the demo stores are open. */
const now = new Date('2026-11-24T20:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, capturingMailer(), { now: () => now });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  ownerToken = await loginAs(app, 'dono@bellanapoli.com.br');
  bellaId = json(await app.inject({ method: 'GET', url: '/api/stores/pizzaria-bella-napoli' })).data.id;
  pizza = (await productsOf(app, 'pizzaria-bella-napoli')).find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const line = (overrides: Record<string, unknown> = {}) => ({ product_id: pizza.id, quantity: 1, selected_options: withSelection(pizza).selection, ...overrides });
const order = (overrides: Record<string, unknown> = {}) => ({ ...PICKUP_CASH([line()]), ...overrides });
const orderCount = async () => (await db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;

/** A 422 whose errors name `field` (dotted) with a Portuguese message. */
function expect422(res: { statusCode: number; body: string }, field: string) {
  expect(res.statusCode).toBe(422);
  const body = JSON.parse(res.body) as { message: string; errors: Record<string, string[]> };
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors)).toContain(field);
  for (const [key, messages] of Object.entries(body.errors)) {
    expect(key).not.toMatch(/\[/);
    for (const message of messages) expect(message).not.toMatch(/ must | is a required field|must be a `/);
  }
  return body;
}

describe('NUL characters and lone surrogates', () => {
  it.each([
    ['customer.name', () => order({ customer: { name: 'Ma\u0000ria', phone: '(11) 98888-7777' } })],
    ['notes', () => order({ notes: 'sem cebola\u0000' })],
    ['notes', () => order({ notes: 'sem cebola \ud800' })],
    ['items.0.notes', () => order({ items: [line({ notes: '\udfff' })] })],
    ['items.0.selected_options.observacao', () => order({ items: [line({ selected_options: { observacao: 'a\u0000b' } })] })],
  ])('POST /orders with a bad %s → 422 on that field, nothing stored', async (field, body) => {
    const before = await orderCount();
    expect422(await placeOrder(app, 'pizzaria-bella-napoli', body()), field);
    expect(await orderCount()).toBe(before);
  });

  it('in object keys too', async () => {
    expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ items: [line({ selected_options: { 'a\u0000': 1 } })] })), 'items.0.selected_options');
  });

  it('in a registration, a saved address and a login', async () => {
    const reg = await app.inject({ method: 'POST', url: '/api/register', payload: { name: 'Jo\u0000ão', email: 'joao@example.com' } });
    expect422(reg, 'name');
    const saved = await app.inject({ method: 'POST', url: '/api/customer/addresses', headers: bearer(ownerToken), payload: { ...BELA_VISTA, complement: 'apto\u0000 1' } });
    expect422(saved, 'complement');
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: '\ud800@x.com', password: 'x' } });
    expect422(login, 'email');
  });

  it('in a query string and a path parameter', async () => {
    const search = await app.inject({ method: 'GET', url: `/api/stores/${bellaId}/orders?search=%00`, headers: bearer(ownerToken) });
    expect422(search, 'search');
    const slug = await app.inject({ method: 'GET', url: '/api/stores/bella%00napoli/check' });
    expect422(slug, 'slug');
  });
});

describe('URLs that are not valid UTF-8', () => {
  it.each(['/api/stores/%ED%A0%80', '/api/stores/%FF/orders', '/api/orders/track/a%ED%A0%80b'])('%s → 400 with a Portuguese { message }', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: 'Endereço (URL) inválido.' });
  });

  it('a key that is not a plain name is not echoed as an error key', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { state: { '<[': 'Ma\u0000ria' } } });
    expect(Object.keys(expect422(res, 'state').errors)).toEqual(['state']);
  });
});

describe('numbers are numbers', () => {
  it.each([2 ** 53, 1e308, '1e9999', 'Infinity', [100], true])('expected_total %p → 422', async (value) => {
    expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ expected_total: value })), 'expected_total');
  });

  it('a literal beyond double range (1e400 parses as Infinity) → 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/pizzaria-bella-napoli/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1e400' },
      payload: JSON.stringify(order()).replace(/}$/, ',"expected_total":1e400}'),
    });
    expect422(res, 'expected_total');
  });

  it('an array is not coerced to its first number: quantity [3,4] → 422, not 3 charged', async () => {
    const before = await orderCount();
    const body = expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ items: [line({ quantity: [3, 4] })] })), 'items.0.quantity');
    expect(body.errors['items.0.quantity']).toEqual(['Quantidade entre 1 e 99']);
    expect(await orderCount()).toBe(before);
  });

  it.each([[[1]], ['2e3'], ['0x10'], [{}]])('product_id %p → 422', async (value) => {
    expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ items: [line({ product_id: value })] })), 'items.0.product_id');
  });

  it('a numeric string is still read as the number', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/stores/pizzaria-bella-napoli/coupons/validate`, payload: { code: 'NAOEXISTE', subtotal: '50.00' } });
    expect(res.statusCode).not.toBe(500);
    expect(json(res).errors?.subtotal).toBeUndefined();
  });
});

describe('deep nesting', () => {
  it('selected_options nested 5,000 deep → 422', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const payload = JSON.stringify(order({ items: [line({ selected_options: '<deep>' })] })).replace('"<deep>"', deep);
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/pizzaria-bella-napoli/orders',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-deep' },
      payload,
    });
    const body = expect422(res, 'items.0.selected_options');
    expect(body.errors['items.0.selected_options']![0]).toMatch(/aninhad/);
  });

  it('an array 5,000 deep anywhere in a body → 422', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}` });
    expect422(res, 'email');
  });
});

describe('dates in query strings', () => {
  it.each(['date_from', 'date_to', 'changed_on'])('%s=2026-02-30 → 422 on that key', async (key) => {
    const res = await app.inject({ method: 'GET', url: `/api/stores/${bellaId}/orders?${key}=2026-02-30`, headers: bearer(ownerToken) });
    const body = expect422(res, key);
    expect(body.errors[key]).toEqual(['Data inválida. Use o formato AAAA-MM-DD.']);
  });

  it.each(['__proto__=x', '__proto__=2026-02-30&page=2', 'constructor=x', '__proto__[page]=1'])('a query key like %s is not a 500', async (query) => {
    for (const url of [`/api/customer/orders?${query}`, `/api/stores/${bellaId}/orders?${query}`]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(ownerToken) });
      expect(res.statusCode).toBe(200);
    }
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf'])('a body key named %s is not a 500', async (key) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"${key}": 1, "email": "x@y.z", "password": "errada"}` });
    expect([401, 422]).toContain(res.statusCode);
    const nested = await placeOrder(app, 'pizzaria-bella-napoli', order({ customer: { [key]: 1, name: 'Maria', phone: '(11) 98888-7777' }, payment: { method: 'bitcoin' } }));
    expect(nested.statusCode).toBe(422);
  });

  it('a real date still filters', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/stores/${bellaId}/orders?date_from=2024-02-29&date_to=2026-12-31`, headers: bearer(ownerToken) });
    expect(res.statusCode).toBe(200);
  });
});

describe('Portuguese messages, dotted keys', () => {
  it('an item that is not an object', async () => {
    const body = expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ items: ['x', line()] })), 'items.0');
    expect(body.errors['items.0']![0]).toMatch(/objeto/);
  });

  it('every key of one response uses the same dotted format', async () => {
    const body = expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ items: [line({ product_id: 'x', quantity: 'y' })] })), 'items.0.quantity');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['items.0.product_id', 'items.0.quantity']));
  });

  it('a yup default message (min without a message) is Portuguese', async () => {
    const email = `${'a'.repeat(60)}@${'b'.repeat(150)}.com`;
    const body = expect422(await placeOrder(app, 'pizzaria-bella-napoli', order({ customer: { name: 'Maria', phone: '(11) 98888-7777', email } })), 'customer.email');
    expect(body.errors['customer.email']).toContain('O campo customer.email deve ter no máximo 200 caracteres.');
  });
});

describe('headers the routes read', () => {
  it.each([
    'Bearer 99999999999999|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    'Bearer 1|short',
    'Bearer ' + 'x'.repeat(5000),
    'Basic dXNlcjpwYXNz',
    'Bearer 0|abcdefghijklmnopqrstuvwxyz0123456789ABCD',
  ])('Authorization #%# → 401, never 500', async (authorization) => {
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Não autenticado.' });
  });

  it.each(['x'.repeat(101), ' ', 'chave com espaço', 'chave\u00e9'])('Idempotency-Key %p → 422 on idempotency_key', async (key) => {
    const res = await placeOrder(app, 'pizzaria-bella-napoli', order(), { key });
    expect422(res, 'idempotency_key');
  });
});
