// /admin/stores: the platform admin finds stores by name, type, city, plan and status, opens one (owner, plan,
// usage, last orders), edits it, and suspends and reactivates it with a reason.
import type { FastifyInstance } from 'fastify';
import { ADMIN_STORE_CREATE_MESSAGES, ADMIN_STORE_MESSAGES } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
const mailer = capturingMailer();
let admin: string;
const NOW = new Date('2026-11-24T20:00:00-03:00');

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, mailer, { now: () => NOW });
  admin = await loginAs(app, 'admin@comanda.app');
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = async (url: string) => json(await app.inject({ url: `/api/admin/stores${url}`, headers: bearer(admin) }));
const post = (url: string, payload?: Record<string, unknown>) => app.inject({ method: 'POST', url: `/api/admin/stores${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const idOf = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;

describe('the list', () => {
  it('holds the main stores (not branches) with owner, plan, status and activity, newest first, paged', async () => {
    const { data, meta } = await get('?per_page=50');
    expect(meta.total).toBe(data.length);
    expect(data.every((s: { slug: string }) => !s.slug.startsWith('bella-napoli-'))).toBe(true);
    const bella = data.find((s: { slug: string }) => s.slug === 'pizzaria-bella-napoli');
    expect(bella).toMatchObject({ owner: { email: 'dono@bellanapoli.com.br' }, plan: { slug: 'rede' }, subscription_status: 'active', standing: 'ok', published: true, business_type: 'Pizzaria' });
    expect(bella.branches).toBeGreaterThan(0);
    const page = await get('?per_page=5&page=2');
    expect(page.data).toHaveLength(Math.min(5, meta.total - 5));
  });

  it('filters by text, business type, city, plan and status', async () => {
    expect((await get('?q=BELLA')).data.map((s: { slug: string }) => s.slug)).toEqual(['pizzaria-bella-napoli']);
    expect((await get('?q=dono@burgerhouse')).data.map((s: { slug: string }) => s.slug)).toEqual(['burger-house']);
    expect((await get('?business_type=pizzaria')).data.every((s: { business_type: string }) => s.business_type === 'Pizzaria')).toBe(true);
    expect((await get('?plan=rede')).data.map((s: { slug: string }) => s.slug)).toEqual(['pizzaria-bella-napoli']);
    expect((await get('?status=unpublished')).data).toEqual([]);
    const city = (await get('?city=são paulo')).data;
    expect(city.length).toBeGreaterThan(0);
    expect(city.every((s: { city: string }) => s.city === 'São Paulo')).toBe(true);
    expect((await app.inject({ url: '/api/admin/stores?status=zumbi', headers: bearer(admin) })).statusCode).toBe(422);
  });
});

describe('one store', () => {
  it('shows its owner, branches, entitlements with usage and last orders', async () => {
    const { data } = await get(`/${await idOf('pizzaria-bella-napoli')}`);
    expect(data.branch_list.length).toBe(data.branches);
    expect(data.entitlements).toMatchObject({ plan: { slug: 'rede' }, standing: 'ok' });
    expect(data.entitlements.usage.products).toBeGreaterThan(0);
    expect(data.recent_orders.length).toBeGreaterThan(0);
    expect((await app.inject({ url: `/api/admin/stores/${await idOf('bella-napoli-moema')}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('suspends with a reason: the storefront is unavailable, its staff still sign in and see why; reactivating restores it', async () => {
    const id = await idOf('burger-house');
    expect(json(await post(`/${id}/suspend`, { reason: '' })).errors).toEqual({ reason: [ADMIN_STORE_MESSAGES.reasonRequired] });
    expect(json(await post(`/${id}/suspend`, { reason: 'x'.repeat(501) })).errors).toEqual({ reason: [ADMIN_STORE_MESSAGES.reasonTooLong] });
    expect((await post(`/${id}/suspend`, { reason: 'Documentação pendente' })).statusCode).toBe(200);
    expect(json(await post(`/${id}/suspend`, { reason: 'De novo, não' })).message).toBe(ADMIN_STORE_MESSAGES.alreadySuspended);
    expect((await app.inject({ url: '/api/stores/burger-house' })).statusCode).toBe(404);
    expect(json(await app.inject({ url: '/api/stores/burger-house/check' }))).toMatchObject({ is_suspended: true });
    const owner = await loginAs(app, 'dono@burgerhouse.com.br');
    const ent = json(await app.inject({ url: `/api/stores/${id}/entitlements`, headers: bearer(owner) })).data;
    expect(ent).toMatchObject({ standing: 'suspended', suspension_reason: 'Documentação pendente' });
    const audit = await db.handle.query<{ action: string; summary: string }>(`SELECT action, summary FROM admin_audit_log WHERE entity = 'store' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit.at(-1)).toEqual({ action: 'suspended', summary: 'Loja "Burger House" suspensa: Documentação pendente' });

    expect((await post(`/${id}/reactivate`)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/stores/burger-house' })).statusCode).toBe(200);
    expect((await get(`/${id}`)).data).toMatchObject({ subscription_status: 'active', suspension_reason: null });
    expect(json(await post(`/${id}/reactivate`)).message).toBe(ADMIN_STORE_MESSAGES.notSuspended);
  });

  it('edits name, contacts and the active flag, with before and after in the audit log', async () => {
    const id = await idOf('burger-house');
    const res = await app.inject({ method: 'PUT', url: `/api/admin/stores/${id}`, headers: bearer(admin), payload: { name: 'Burger House Centro', email: 'novo@burgerhouse.com.br', phone: '(11) 93333-2222', whatsapp: '', is_active: true } });
    expect(res.statusCode).toBe(200);
    expect((await get(`/${id}`)).data).toMatchObject({ name: 'Burger House Centro', email: 'novo@burgerhouse.com.br', phone: '11933332222', whatsapp: null });
    const bad = await app.inject({ method: 'PUT', url: `/api/admin/stores/${id}`, headers: bearer(admin), payload: { name: '', email: 'x', phone: '12', is_active: true } });
    expect(json(bad).errors).toEqual({ name: [ADMIN_STORE_MESSAGES.nameRequired], email: [ADMIN_STORE_MESSAGES.email], phone: [ADMIN_STORE_MESSAGES.phone] });
  });
});

describe('support mode', () => {
  it('the platform admin reads a store’s back office, cannot change it, and every use is recorded', async () => {
    const id = await idOf('acai-da-praia');
    expect((await app.inject({ url: `/api/stores/${id}/orders`, headers: bearer(admin) })).statusCode).toBe(200);
    const write = await app.inject({ method: 'POST', url: `/api/stores/${id}/catalog/products`, headers: bearer(admin), payload: { name: 'Do suporte', price: 1 } });
    expect(write.statusCode).toBe(403);
    expect(json(write).message).toBe('Modo suporte: o administrador da plataforma vê o painel da loja somente para leitura.');
    expect((await db.handle.query(`SELECT 1 FROM products WHERE name = 'Do suporte'`)).length).toBe(0);
    const audit = await db.handle.query<{ action: string; summary: string }>(`SELECT action, summary FROM admin_audit_log WHERE entity = 'store' AND entity_id = $1 ORDER BY id`, [String(id)]);
    expect(audit).toEqual([
      { action: 'support_view', summary: `Modo suporte em "Açaí da Praia": GET /api/stores/${id}/orders` },
      { action: 'support_write_refused', summary: `Modo suporte em "Açaí da Praia": POST /api/stores/${id}/catalog/products` },
    ]);
  });
});

describe('a store created by the admin', () => {
  const BODY = {
    store_name: 'Pastelaria do Kenji',
    business_type: 'pastelaria',
    slug: 'pastelaria-do-kenji',
    whatsapp: '(11) 97777-1212',
    cep: '01310-100',
    address: 'Avenida Paulista',
    number: '900',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    owner_name: 'Kenji Tanaka',
    owner_email: 'Kenji@PastelariaDoJapa.com.br',
  };

  it('opens unpublished on a trial and invites its owner, who accepts, creates the password and runs the store', async () => {
    const res = await post('', BODY);
    expect({ status: res.statusCode, body: res.statusCode === 201 ? null : json(res) }).toEqual({ status: 201, body: null });
    const { store, message } = json(res).data;
    expect(message).toBe(ADMIN_STORE_CREATE_MESSAGES.invited('kenji@pastelariadojapa.com.br'));
    expect((await get(`/${store.id}`)).data).toMatchObject({ published: false, subscription_status: 'trialing', plan: { slug: 'profissional' }, owner: null });
    await app.jobs.runDue();
    const mail = mailer.sent.find((m) => m.to === 'kenji@pastelariadojapa.com.br')!;
    expect(mail.subject).toBe('Sua loja Pastelaria do Kenji está pronta na Comanda');
    const token = /\/convite\/([^\s]+)/.exec(mail.text)![1]!;
    expect(json(await app.inject({ url: `/api/invitations/${token}` })).data).toMatchObject({ role: 'store_owner', store: { slug: 'pastelaria-do-kenji' } });
    const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { name: 'Kenji Tanaka', password: 'segredo123', password_confirmation: 'segredo123' } });
    expect(json(accepted).user).toMatchObject({ role: 'store_owner', store_id: store.id });
    expect((await app.inject({ url: `/api/stores/${store.id}/onboarding`, headers: bearer(json(accepted).token) })).statusCode).toBe(200);
    expect((await get(`/${store.id}`)).data.owner).toMatchObject({ email: 'kenji@pastelariadojapa.com.br' });
  });

  it('an existing customer becomes the owner at once; staff elsewhere cannot; bad input is refused', async () => {
    const attached = json(await post('', { ...BODY, slug: 'pastelaria-da-maria', store_name: 'Pastelaria da Maria', owner_email: 'cliente@comanda.app' })).data;
    expect(attached.message).toMatch(/^Loja criada e ligada à conta de /);
    expect(json(await post('', { ...BODY, slug: 'outra-loja', owner_email: 'dono@burgerhouse.com.br' })).errors).toEqual({ owner_email: [ADMIN_STORE_CREATE_MESSAGES.ownerIsStaff] });
    expect(json(await post('', { ...BODY, slug: 'pastelaria-do-kenji', owner_email: 'novo@exemplo.com.br' })).errors).toEqual({ slug: ['Este endereço já está em uso.'] });
  });
});

describe('changing a store’s business type', () => {
  it('is refused, naming the products that would lose options; a store whose products keep theirs changes', async () => {
    const bella = await idOf('pizzaria-bella-napoli');
    const check = json(await app.inject({ url: `/api/admin/stores/${bella}/business-type-check?to=hamburgueria`, headers: bearer(admin) })).data;
    expect(check).toMatchObject({ allowed: false, from: 'pizzaria', to: 'hamburgueria' });
    expect(check.products.length).toBeGreaterThan(0);
    const refused = await app.inject({ method: 'PUT', url: `/api/admin/stores/${bella}/business-type`, headers: bearer(admin), payload: { business_type: 'hamburgueria' } });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.business_type[0]).toContain(check.products[0].name);

    const kenji = await idOf('pastelaria-do-kenji');
    const changed = await app.inject({ method: 'PUT', url: `/api/admin/stores/${kenji}/business-type`, headers: bearer(admin), payload: { business_type: 'food-truck' } });
    expect(json(changed).data).toMatchObject({ allowed: true, from: 'pastelaria', to: 'food-truck' });
    expect((await get(`/${kenji}`)).data.business_type).toBe('Food Truck');
    expect(json(await app.inject({ method: 'PUT', url: `/api/admin/stores/${kenji}/business-type`, headers: bearer(admin), payload: { business_type: 'nave-espacial' } })).errors).toEqual({
      business_type_slug: [expect.any(String)],
    });
  });
});
