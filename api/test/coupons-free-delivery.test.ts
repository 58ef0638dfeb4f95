// Free-delivery coupons (migration 0020): written without a value, answered by validate, the order's fee
// waived by the server's pricing (stored as delivery_fee_cents 0 and the waived fee), pickup refused, and
// the minimum, limits and first-order rule of every coupon.
import type { FastifyInstance } from 'fastify';
import type { Order } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

/** A Tuesday 20:00 in São Paulo: the demo stores are open. */
const NOW = new Date('2026-11-24T20:00:00-03:00');
const SLUG = 'pizzaria-bella-napoli';
let db: TestDb;
let app: FastifyInstance;
let owner: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => NOW });
  owner = await loginAs(app, 'dono@bellanapoli.com.br');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const BODY = { code: 'FreteGratis', description: 'Entrega grátis', type: 'free_delivery', min_order_value: 0, usage_limit: 1, per_customer_limit: null, first_order_only: false, is_active: true };

const createCoupon = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/stores/${SLUG}/coupons`, headers: bearer(owner), payload });

async function oneItem() {
  const products = await productsOf(app, SLUG);
  const { product, selection } = withSelection(products.find((p) => p.business_type_options && Object.keys(p.business_type_options).length > 0)!);
  return [{ product_id: product.id, quantity: 1, selected_options: selection }];
}

const delivery = async (extra: Record<string, unknown> = {}) => ({ ...PICKUP_CASH(await oneItem()), order_type: 'delivery', address: BELA_VISTA, ...extra });

describe('free-delivery coupons', () => {
  it('are written without a value (stored as 0) and the table refuses a value', async () => {
    const res = await createCoupon({ ...BODY, value: 12 });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ code: 'FreteGratis', type: 'free_delivery', value: 0 });
    const [row] = await db.handle.query<{ value: string }>("SELECT value FROM coupons WHERE code = 'FreteGratis'");
    expect(Number(row!.value)).toBe(0);
    await expect(db.handle.query("UPDATE coupons SET value = 5 WHERE code = 'FreteGratis'")).rejects.toThrow(/coupons_value_check/);
    await expect(db.handle.query("UPDATE coupons SET value = 0 WHERE code = 'FRETE5'")).rejects.toThrow(/coupons_value_check/);
  });

  it('validate answers the type with no discount on the items', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/stores/${SLUG}/coupons/validate`, payload: { code: 'fretegratis', subtotal: 50 } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ valid: true, coupon: { code: 'FreteGratis', type: 'free_delivery', value: 0 }, discount: 0 });
  });

  it('refuses pickup with a clear message', async () => {
    const res = await placeOrder(app, SLUG, { ...PICKUP_CASH(await oneItem()), coupon_code: 'FRETEGRATIS' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ coupon_code: ['Este cupom é de frete grátis: escolha Delivery.'] });
  });

  it('waives the delivery fee: stored fee 0, the waived fee kept for the ticket, total = subtotal; then the limit is reached', async () => {
    const plain = json<{ data: Order }>(await placeOrder(app, SLUG, await delivery())).data;
    expect(plain.delivery_fee).toBeGreaterThan(0);

    const res = await placeOrder(app, SLUG, await delivery({ coupon_code: 'fretegratis', expected_total: plain.subtotal }));
    expect(res.statusCode).toBe(201);
    const order = json<{ data: Order }>(res).data;
    expect(order).toMatchObject({ subtotal: plain.subtotal, discount: 0, delivery_fee: 0, delivery_fee_waived: plain.delivery_fee, total: plain.subtotal, coupon_code: 'FreteGratis' });
    const [row] = await db.handle.query<{ delivery_fee_cents: number; delivery_fee_waived_cents: number; discount_cents: number }>(
      'SELECT delivery_fee_cents, delivery_fee_waived_cents, discount_cents FROM orders WHERE public_id = $1',
      [order.public_id],
    );
    expect(row).toEqual({ delivery_fee_cents: 0, delivery_fee_waived_cents: Math.round(plain.delivery_fee * 100), discount_cents: 0 });

    const again = await placeOrder(app, SLUG, await delivery({ coupon_code: 'FRETEGRATIS' }));
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.coupon_code).toEqual(['Este cupom atingiu o limite de usos.']);
  });

  it('keeps the minimum order and the first-order rule', async () => {
    expect((await createCoupon({ ...BODY, code: 'FRETE1000', min_order_value: 1000, usage_limit: null })).statusCode).toBe(201);
    const below = await placeOrder(app, SLUG, await delivery({ coupon_code: 'FRETE1000' }));
    expect(json(below).errors.coupon_code).toEqual(['Pedido mínimo para este cupom: R$\u00a01.000,00.']);

    expect((await createCoupon({ ...BODY, code: 'FRETEPRIMEIRO', first_order_only: true, usage_limit: null })).statusCode).toBe(201);
    const guest = await placeOrder(app, SLUG, await delivery({ coupon_code: 'FRETEPRIMEIRO' }));
    expect(json(guest).errors.coupon_code).toEqual(['Entre na sua conta para usar este cupom.']);
  });
});
