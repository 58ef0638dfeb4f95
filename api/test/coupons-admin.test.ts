// The store's coupons in the back office: CRUD with the shared schema, code unique per store, usage
// figures from the orders, the activity log, and the first-order-only rule on the order path.
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

const NOW = new Date('2026-11-24T20:00:00-03:00');
const SLUG = 'burger-house';
let db: TestDb;
let app: FastifyInstance;
let owner: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => NOW });
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = owner) =>
  app.inject({ method, url: `/api/stores/${SLUG}/coupons${path}`, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });

const BODY = { code: 'Lanche15', description: '15% no lanche', type: 'percentage', value: 15, min_order_value: 30, starts_at: '2026-11-01', ends_at: '2026-12-31', usage_limit: 100, per_customer_limit: null, first_order_only: false, is_active: true };

async function orderWith(code: string, token?: string) {
  const { product, selection } = withSelection((await productsOf(app, SLUG))[0]!);
  return placeOrder(app, SLUG, { ...PICKUP_CASH([{ product_id: product.id, quantity: 3, selected_options: selection }]), coupon_code: code }, { token });
}

describe('coupons in the back office', () => {
  let id: number;

  it('creates a coupon: money in reais on the wire, centavos in the table, dates as São Paulo days; logs who did it', async () => {
    const res = await api('POST', '', BODY);
    expect(res.statusCode).toBe(201);
    const coupon = json(res).data;
    id = coupon.id;
    expect(coupon).toMatchObject({ code: 'Lanche15', type: 'percentage', value: 15, min_order_value: 30, usage_limit: 100, first_order_only: false, used_count: 0 });
    expect(coupon.starts_at).toBe('2026-11-01T03:00:00.000Z');
    expect(coupon.ends_at).toBe('2027-01-01T02:59:59.999Z');
    const [row] = await db.handle.query<{ min_order_cents: number }>('SELECT min_order_cents FROM coupons WHERE id = $1', [id]);
    expect(row!.min_order_cents).toBe(3000);
    const [log] = await db.handle.query<{ actor_name: string; action: string; entity: string }>("SELECT actor_name, action, entity FROM activity_log WHERE entity = 'coupon' AND entity_id = $1", [String(id)]);
    expect(log).toEqual({ actor_name: 'Rafael Costa', action: 'created', entity: 'coupon' });
  });

  it('refuses a code the store already has, in any case, with a 422 on code', async () => {
    const res = await api('POST', '', { ...BODY, code: 'lanche15' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.code).toEqual(['Já existe um cupom com este código nesta loja.']);
    // Another store may use the same code.
    const bella = await loginAs(app, 'dono@bellanapoli.com.br');
    const other = await app.inject({ method: 'POST', url: '/api/stores/pizzaria-bella-napoli/coupons', headers: bearer(bella), payload: BODY });
    expect(other.statusCode).toBe(201);
  });

  it('validates with the shared schema: Portuguese messages per field, never a 500', async () => {
    const res = await api('POST', '', { code: 'x y', type: 'percentage', value: 150, starts_at: '2026-12-10', ends_at: '2026-12-01', usage_limit: 0 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      code: ['Use de 3 a 32 letras, números, - ou _ (sem espaços nem acentos).'],
      value: ['O percentual não pode passar de 100%.'],
      ends_at: ['O fim da validade deve ser depois do início.'],
      usage_limit: ['O limite deve ser um número inteiro maior que zero.'],
    });
    const fixed = await api('POST', '', { ...BODY, code: 'FIXO', type: 'fixed', value: 0 });
    expect(json(fixed).errors.value).toEqual(['O desconto deve ser maior que zero.']);
  });

  it('edits a coupon and records the changed fields; a fixed value is stored in centavos', async () => {
    const res = await api('PUT', `/${id}`, { ...BODY, type: 'fixed', value: 7.5 });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ type: 'fixed', value: 7.5 });
    const [log] = await db.handle.query<{ action: string; changes: Record<string, { from: unknown; to: unknown }> }>(
      "SELECT action, changes FROM activity_log WHERE entity = 'coupon' AND entity_id = $1 AND action = 'updated'",
      [String(id)],
    );
    expect(log!.changes).toEqual({ type: { from: 'percentage', to: 'fixed' }, value: { from: '15.00', to: '750' } });
  });

  it('lists the store’s coupons with usage figures from the non-cancelled orders placed with them', async () => {
    await db.handle.query("UPDATE coupons SET min_order_cents = 0, ends_at = NULL, type = 'fixed', value = 500 WHERE id = $1", [id]);
    expect((await orderWith('LANCHE15')).statusCode).toBe(201);
    const res = await api('GET', '');
    expect(res.statusCode).toBe(200);
    const list = json(res).data as { id: number; code: string; usage: { orders: number; discount_total: number; revenue: number } }[];
    expect(list.map((c) => c.code)).toContain('SMASH7');
    const mine = list.find((c) => c.id === id)!;
    expect(mine.usage.orders).toBe(1);
    expect(mine.usage.discount_total).toBe(5);
    expect(mine.usage.revenue).toBeGreaterThan(0);
    expect(json(await api('GET', `/${id}`)).data.usage).toEqual(mine.usage);
  });

  it('another store’s coupon id is a 404 here, for reading, editing and deleting', async () => {
    const [bellas] = await db.handle.query<{ id: number }>("SELECT c.id FROM coupons c JOIN stores s ON s.id = c.store_id WHERE s.slug = 'pizzaria-bella-napoli' LIMIT 1");
    expect((await api('GET', `/${bellas!.id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/${bellas!.id}`, BODY)).statusCode).toBe(404);
    expect((await api('DELETE', `/${bellas!.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/abc')).statusCode).toBe(404);
  });

  it('an attendant may not manage coupons', async () => {
    const attendant = await loginAs(app, 'atendente@burgerhouse.com.br');
    expect((await api('GET', '', undefined, attendant)).statusCode).toBe(403);
  });

  it('deletes a coupon; the orders keep their coupon code', async () => {
    expect((await api('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await api('GET', `/${id}`)).statusCode).toBe(404);
    const [order] = await db.handle.query<{ coupon_code: string; coupon_id: number | null }>("SELECT coupon_code, coupon_id FROM orders WHERE coupon_code = 'Lanche15'");
    expect(order).toEqual({ coupon_code: 'Lanche15', coupon_id: null });
  });
});

describe('first order only', () => {
  beforeAll(async () => {
    expect((await api('POST', '', { ...BODY, code: 'PRIMEIRO', min_order_value: 0, ends_at: null, usage_limit: null, first_order_only: true })).statusCode).toBe(201);
  });

  it('a guest is asked to sign in', async () => {
    const res = await orderWith('PRIMEIRO');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.coupon_code).toEqual(['Entre na sua conta para usar este cupom.']);
  });

  it('a signed-in customer uses it on the first order at the store, not on the next', async () => {
    const token = await loginAs(app, 'cliente@comanda.app');
    expect((await orderWith('PRIMEIRO', token)).statusCode).toBe(201);
    const again = await orderWith('PRIMEIRO', token);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.coupon_code).toEqual(['Este cupom vale só para o primeiro pedido nesta loja.']);
    const validate = await app.inject({ method: 'POST', url: `/api/stores/${SLUG}/coupons/validate`, headers: bearer(token), payload: { code: 'primeiro', subtotal: 50 } });
    expect(json(validate).errors.code).toEqual(['Este cupom vale só para o primeiro pedido nesta loja.']);
  });
});
