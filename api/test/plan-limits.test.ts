// Plans in the back office: the one place that checks limits and gated features, against the store's
// subscription at the app's clock. A lapsed trial leaves the gated features read-only; orders keep coming.
import type { FastifyInstance } from 'fastify';
import { ENTITLEMENT_MESSAGES } from '@comanda/shared/domain';
import { PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

const SLUG = 'burger-house';
let clock = new Date('2026-11-24T20:00:00-03:00');
let db: TestDb;
let app: FastifyInstance;
let owner: string;
let storeId: number;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => clock });
  owner = await loginAs(app, 'dono@burgerhouse.com.br');
  storeId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const sql = (text: string, params: unknown[] = []) => db.handle.query(text, params);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/stores/${storeId}${url}`, headers: bearer(owner), ...(payload ? { payload } : {}) });
const newProduct = (name: string) => call('POST', '/catalog/products', { name, price: 25 });
const newCoupon = (code: string) => call('POST', '/coupons', { code, type: 'fixed', value: 5, min_order_value: 0, is_active: true });
const productCount = async () => Number((await sql('SELECT count(*)::int AS n FROM products WHERE store_id = $1', [storeId]))[0]!.n);

/** Moves the store to a plan made for the test. */
async function onPlan(slug: string, limits: Record<string, number | null>, features: string[], subscription: Record<string, unknown> = {}) {
  await sql(`INSERT INTO plans (name, slug, price_monthly_cents, price_yearly_cents, limits, features) VALUES ($1, $1, 1990, 19900, $2::jsonb, $3::text[]) ON CONFLICT (slug) DO UPDATE SET limits = EXCLUDED.limits, features = EXCLUDED.features`, [slug, JSON.stringify(limits), features]);
  const row = { status: 'active', trial_ends_at: null, current_period_end: '2027-11-24T00:00:00Z', ...subscription };
  await sql(`UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE slug = $1), status = $2, trial_ends_at = $3, current_period_end = $4 WHERE store_id = $5`, [slug, row.status, row.trial_ends_at, row.current_period_end, storeId]);
}

describe('the seed', () => {
  it('has the launch plans, and every demo store (not its branches) pays for one', async () => {
    const plans = await sql('SELECT slug, price_monthly_cents FROM plans ORDER BY price_monthly_cents');
    expect(plans.map((p) => p.slug)).toEqual(['essencial', 'profissional', 'rede']);
    const [missing] = await sql(`SELECT count(*)::int AS n FROM stores s LEFT JOIN subscriptions sub ON sub.store_id = s.id WHERE s.parent_id IS NULL AND sub.id IS NULL`);
    expect(missing!.n).toBe(0);
    const [onBranches] = await sql(`SELECT count(*)::int AS n FROM subscriptions sub JOIN stores s ON s.id = sub.store_id WHERE s.parent_id IS NOT NULL`);
    expect(onBranches!.n).toBe(0);
  });
});

describe('limits', () => {
  it('products: up to the plan’s number, then a 422 in the plan’s words; nothing is written', async () => {
    await onPlan('teste-produtos', { products: (await productCount()) + 1 }, ['coupons']);
    expect((await newProduct('Cabe no plano')).statusCode).toBe(201);
    const refused = await newProduct('Não cabe');
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({ message: 'Seu plano permite até ' + ((await productCount())) + ' produtos. Mude de plano para ter mais.', errors: { plan: [expect.stringContaining('Seu plano permite até')] } });
    expect((await productsOf(app, SLUG)).some((p) => p.name === 'Não cabe')).toBe(false);
  });

  it('two additions at once for the last place: exactly one passes (the subscription row is held)', async () => {
    await onPlan('teste-corrida', { products: (await productCount()) + 1 }, ['coupons']);
    const results = await Promise.all([newProduct('Corrida A'), newProduct('Corrida B'), newProduct('Corrida C')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('employees: pending invitations count; branches: none on a plan without them', async () => {
    await onPlan('teste-equipe', { employees: 0, branches: 0 }, ['coupons']);
    const invite = await call('POST', '/employees', { email: 'novo.atendente@exemplo.com.br', name: 'Novo', role: 'attendant', branch_id: null });
    expect(invite.statusCode).toBe(422);
    expect(json(invite).errors.plan).toEqual(['Seu plano permite até 0 funcionários. Mude de plano para ter mais.']);
    const branch = await call('POST', '/branches', {
      name: 'Burger House - Pinheiros',
      slug: 'burger-house-pinheiros',
      phone: '(11) 97777-6666',
      cep: '05422-000',
      address: 'Rua dos Pinheiros',
      number: '100',
      district: 'Pinheiros',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(json(branch).errors).toEqual({ plan: ['Seu plano permite até 0 filiais. Mude de plano para ter mais.'] });
  });
});

describe('gated features and a lapsed trial', () => {
  it('a feature outside the plan refuses writes and still reads', async () => {
    await onPlan('sem-cupons', {}, []);
    const refused = await newCoupon('SEMPLANO');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.plan).toEqual(['Cupons não faz parte do seu plano.']);
    expect((await call('GET', '/coupons')).statusCode).toBe(200);
    const { data } = json(await call('GET', '/entitlements'));
    expect(data).toMatchObject({ plan: { slug: 'sem-cupons' }, standing: 'ok', features: { coupons: { included: false, writable: false } } });
    expect(data.usage.products).toBe(await productCount());
  });

  it('in grace everything works; once locked, gated writes and new products are refused, orders are still taken', async () => {
    await onPlan('com-cupons', {}, ['coupons'], { status: 'trialing', trial_ends_at: '2026-11-20T00:00:00Z', current_period_end: null });
    expect((await newCoupon('GRACA10')).statusCode).toBe(201); // 4 days after the trial: grace
    clock = new Date('2026-12-01T12:00:00-03:00'); // 11 days after: locked
    try {
      for (const res of [await newCoupon('TARDE10'), await newProduct('Depois do teste')]) {
        expect(res.statusCode).toBe(422);
        expect(json(res).errors.plan).toEqual([ENTITLEMENT_MESSAGES.readOnly]);
      }
      expect(json(await call('GET', '/coupons')).data.some((c: { code: string }) => c.code === 'GRACA10')).toBe(true);
      const { product, selection } = withSelection((await productsOf(app, SLUG))[0]!);
      expect((await placeOrder(app, SLUG, PICKUP_CASH([{ product_id: product.id, quantity: 1, selected_options: selection }]))).statusCode).toBe(201);
    } finally {
      clock = new Date('2026-11-24T20:00:00-03:00');
    }
  });
});
