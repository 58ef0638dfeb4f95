// A business joins from the landing page: owner, store, trial and terms in one transaction; the store stays
// unpublished (not public) until its owner completes the required steps and publishes it.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PLATFORM_SETTINGS, SIGNUP_MESSAGES } from '@comanda/shared/domain';
import { PICKUP_CASH, placeOrder } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';

const NOW = new Date('2026-11-24T20:00:00-03:00');
let db: TestDb;
let app: FastifyInstance;
const mailer = capturingMailer();

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, mailer, { now: () => NOW });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const SIGNUP = {
  name: 'Zé Silva',
  email: 'ze@acaidoze.com.br',
  phone: '(11) 98888-1111',
  password: 'segredo123',
  password_confirmation: 'segredo123',
  store_name: 'Açaí do Zé',
  business_type: 'acaiteria',
  slug: 'acai-do-ze',
  whatsapp: '(11) 98888-1111',
  cep: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  accept_terms: true,
  terms_version: DEFAULT_PLATFORM_SETTINGS.terms_version,
};

const signUp = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/store-signup', payload: body });
const counts = async () => (await db.handle.query<{ stores: number; users: number; subs: number }>('SELECT (SELECT count(*) FROM stores)::int AS stores, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM subscriptions)::int AS subs'))[0]!;

describe('terms and slug before signing up', () => {
  it('serves the current terms with their version', async () => {
    const res = await app.inject({ url: '/api/platform/terms' });
    expect(json(res).data).toMatchObject({ terms_version: DEFAULT_PLATFORM_SETTINGS.terms_version, platform_name: 'Comanda' });
    expect(json(res).data.privacy_policy).toContain('LGPD');
  });

  it('says whether a slug is free, suggests one when it is taken, and derives one from the name', async () => {
    expect(json(await app.inject({ url: '/api/store-signup/slug?slug=burger-house' })).data).toEqual({ slug: 'burger-house', available: false, suggestion: 'burger-house-2', message: 'Este endereço já está em uso.' });
    expect(json(await app.inject({ url: '/api/store-signup/slug?name=A%C3%A7a%C3%AD%20do%20Z%C3%A9' })).data).toEqual({ slug: 'acai-do-ze', available: true, suggestion: null, message: null });
    expect(json(await app.inject({ url: '/api/store-signup/slug?slug=com%20espa%C3%A7o' })).data.available).toBe(false);
    expect(json(await app.inject({ url: `/api/store-signup/slug?slug=${'a'.repeat(500)}` })).data).toMatchObject({ available: false, message: 'No máximo 60 caracteres.' });
  });
});

describe('signing up', () => {
  it('refuses bad input with per-field Portuguese messages and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ ...SIGNUP, accept_terms: false }, { accept_terms: [SIGNUP_MESSAGES.acceptTerms] }],
      [{ ...SIGNUP, terms_version: '2020-01-01' }, { accept_terms: [SIGNUP_MESSAGES.termsOutdated] }],
      [{ ...SIGNUP, business_type: 'oficina' }, { business_type: [SIGNUP_MESSAGES.businessTypeInvalid] }],
      [{ ...SIGNUP, slug: 'burger-house' }, { slug: ['Este endereço já está em uso.'] }],
      [{ ...SIGNUP, email: 'dono@burgerhouse.com.br' }, { email: ['Este e-mail já está cadastrado.'] }],
      [{ ...SIGNUP, cep: '00000-001' }, { cep: [expect.stringMatching(/CEP/)] }],
    ];
    for (const [body, errors] of cases) {
      const res = await signUp(body);
      expect({ status: res.statusCode, errors: json(res).errors }).toEqual({ status: 422, errors });
    }
    expect(await counts()).toEqual(before);
  });

  it('creates the owner, the unpublished store and a trial of the trial plan; the owner is signed in', async () => {
    const res = await signUp(SIGNUP);
    expect(res.statusCode).toBe(201);
    const { token, user, store } = json(res).data;
    expect(user).toMatchObject({ name: 'Zé Silva', email: 'ze@acaidoze.com.br', role: 'store_owner', store_id: store.id });
    expect(store).toMatchObject({ name: 'Açaí do Zé', slug: 'acai-do-ze' });
    expect(json(await app.inject({ url: '/api/me', headers: bearer(token) })).store_id).toBe(store.id);

    const [row] = await db.handle.query<Record<string, unknown>>(
      `SELECT s.published_at, s.city, s.whatsapp, bt.slug AS type, sub.status, sub.trial_ends_at, p.slug AS plan, u.terms_version
       FROM stores s JOIN business_types bt ON bt.id = s.business_type_id JOIN subscriptions sub ON sub.store_id = s.id
       JOIN plans p ON p.id = sub.plan_id JOIN users u ON u.store_id = s.id WHERE s.id = $1`,
      [store.id],
    );
    expect(row).toMatchObject({ published_at: null, city: 'São Paulo', whatsapp: '11988881111', type: 'acaiteria', status: 'trialing', plan: 'profissional', terms_version: DEFAULT_PLATFORM_SETTINGS.terms_version });
    expect(new Date(row!.trial_ends_at as string).getTime()).toBe(NOW.getTime() + 14 * 86_400_000);
    await app.jobs.runDue();
    const mail = mailer.sent.find((m) => m.to === 'ze@acaidoze.com.br');
    expect(mail).toMatchObject({ subject: 'Bem-vindo(a) à Comanda, Açaí do Zé!', text: expect.stringContaining('/loja/acai-do-ze') });
  });

  it('an unpublished store is not public: the check says so, its data and orders are refused', async () => {
    expect(json(await app.inject({ url: '/api/stores/acai-do-ze/check' }))).toMatchObject({ exists: true, is_active: true, is_published: false, is_suspended: false });
    expect((await app.inject({ url: '/api/stores/acai-do-ze' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/stores/acai-do-ze/products' })).statusCode).toBe(404);
    expect((await placeOrder(app, 'acai-do-ze', PICKUP_CASH([{ product_id: 1, quantity: 1 }]))).statusCode).toBe(404);
  });
});

describe('the setup checklist and publishing', () => {
  let token: string;
  let storeId: number;
  beforeAll(async () => {
    token = await loginAs(app, 'ze@acaidoze.com.br', 'segredo123');
    storeId = json(await app.inject({ url: '/api/stores/acai-do-ze/check' })) && (await db.handle.query<{ id: number }>(`SELECT id FROM stores WHERE slug = 'acai-do-ze'`))[0]!.id;
  });
  const onboarding = async () => json(await app.inject({ url: `/api/stores/${storeId}/onboarding`, headers: bearer(token) })).data;
  const publish = () => app.inject({ method: 'POST', url: `/api/stores/${storeId}/publish`, headers: bearer(token) });

  it('lists the steps; publishing is refused until hours, a product and the delivery area are set', async () => {
    expect((await onboarding()).steps.map((s: { key: string; done: boolean }) => [s.key, s.done])).toEqual([
      ['logo', false],
      ['hours', false],
      ['first_product', false],
      ['pix_key', false],
      ['delivery_area', false],
      ['publish', false],
    ]);
    const refused = await publish();
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.publish).toEqual(['Antes de publicar: defina os horários de funcionamento; cadastre o primeiro produto; defina a área de entrega.']);
  });

  it('once they are done, publishing shows the store to the public and a guest can order', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: `/api/stores/${storeId}/settings`,
      headers: bearer(token),
      payload: {
        openingHours: { monday: ['00:00-23:59'], tuesday: ['00:00-23:59'], wednesday: ['00:00-23:59'], thursday: ['00:00-23:59'], friday: ['00:00-23:59'], saturday: ['00:00-23:59'], sunday: ['00:00-23:59'] },
        holidays: [],
        orderTypes: ['delivery', 'pickup'],
        paymentMethods: ['pix', 'cash'],
        pixKeyType: 'email',
        pixKey: 'ze@acaidoze.com.br',
        minOrderValue: 0,
        deliveryTime: '30-40 minutos',
        deliveryFee: 6,
        minFreeDeliveryValue: null,
        deliveryRadiusKm: 5,
        productDisplayStyle: 'grid',
        productsPerPage: 12,
        quantityLimits: { optionCopies: null, lineQuantity: null, orderUnits: null },
      },
    });
    expect(settings.statusCode).toBe(200);
    const product = await app.inject({ method: 'POST', url: `/api/stores/${storeId}/catalog/products`, headers: bearer(token), payload: { name: 'Açaí 500 ml', price: 22 } });
    expect(product.statusCode).toBe(201);
    expect((await onboarding()).can_publish).toBe(true);

    const published = await publish();
    expect(published.statusCode).toBe(200);
    expect(json(published).data).toMatchObject({ can_publish: true, published_at: NOW.toISOString() });
    expect(json(published).data.steps.at(-1)).toMatchObject({ key: 'publish', done: true });
    expect((await app.inject({ url: '/api/stores/acai-do-ze' })).statusCode).toBe(200);
    const order = await placeOrder(app, 'acai-do-ze', PICKUP_CASH([{ product_id: json(product).data.id, quantity: 2 }]));
    expect(order.statusCode).toBe(201);
    expect(json(order).data.total).toBe(44);
  });

  it('publishing again changes nothing: no write, no activity, no announcement', async () => {
    // The outbox's delivered rows are deleted as they go out: the store's catalog version says whether anything was announced.
    const count = async () =>
      (await db.handle.query<{ state: string }>(`SELECT (SELECT count(*) FROM activity_log) || '/' || catalog_version || '/' || updated_at::text AS state FROM stores WHERE id = $1`, [storeId]))[0]!.state;
    const before = await count();
    const again = await publish();
    expect(again.statusCode).toBe(200);
    expect(json(again).data.published_at).toBe(NOW.toISOString());
    expect(await count()).toBe(before);
  });
});
