import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_PLATFORM_SETTINGS, roleMay, type Product } from '@comanda/shared/domain';
import { access, type RegisteredRoute } from '../src/auth/route-access';
import { asc, eq } from 'drizzle-orm';
import { categories, products } from '../src/db/schema';
import { openTestDb, type TestDb } from './helpers/test-db';
import { dbFingerprint, userFingerprint } from './helpers/db-fingerprint';
import { bearer, buildTestApp, json, loginAs, testConfig } from './helpers/test-app';
import { BELA_VISTA, PICKUP_CASH, placeOrder, productsOf, withSelection } from './helpers/orders';

/**
 * Walks the route table the access hook collected: every store-scoped and user-scoped route is called,
 * with real ids of the victim's data, by callers who must be refused; none may get a 2xx or change the
 * database. The rightful caller then makes the same request and gets a 2xx, so the matrix cannot pass by
 * refusing everyone. A new store- or user-scoped route needs an entry in FIXTURES below.
 */

const REPO_ROOT = path.resolve(__dirname, '../..');
const NOW = new Date('2026-11-24T20:00:00-03:00');

/** Every route anyone may call without signing in; a new public route is added here on purpose. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/login',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/business-types',
  'GET /api/broadcasting/config',
  'GET /api/stores/:slug/check',
  'GET /api/stores/:slug',
  'GET /api/stores/:slug/products',
  'GET /api/stores/:slug/categories',
  'POST /api/stores/:slug/coupons/validate',
  'POST /api/stores/:slug/orders',
  'POST /api/stores/:slug/delivery-quote',
  'GET /api/stores/discover',
  'GET /api/orders/track/:publicId',
  'GET /api/orders/track/:publicId/review',
  'PUT /api/orders/track/:publicId/review',
  'GET /api/stores/:slug/reviews/summary',
  'GET /api/cep/:cep',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  'POST /api/geocode',
  'GET /api/platform/terms',
  'GET /api/push/public-key',
  'POST /api/store-signup',
  'GET /api/store-signup/slug',
  // Authenticated by the token Asaas sends (asaas-access-token), not by a session.
  'POST /api/billing/webhooks/asaas',
  // The PSP's PIX webhook: an opaque id in the path, the body signed with the store's webhook secret (HMAC).
  'POST /api/webhooks/pix/:webhookId',
  'POST /api/webhooks/pix/:webhookId/pix',
  // Browsers report a remote that failed to load, signed in or not (limited per IP).
  'POST /api/remotes/load-errors',
  // Only with COMANDA_TEST_ROUTES=1 (e2e): moves the app clock forward.
  'POST /api/testing/clock',
  // Static hosting and the SSR storefront (the Pusher HTTP API on /apps/* is answered before Fastify
  // routes anything and is authenticated by its signature).
  'GET /storage/*',
  'GET /*',
  'GET /remotes/mf-storefront/*',
  'GET /remotes/mf-customer/*',
  'GET /remotes/mf-store/*',
  'GET /remotes/mf-admin/*',
  'GET /remotes/mf-pos/*',
  'GET /remotes.json',
  'GET /loja/:slug',
  // A product's own link, and what makes storefronts shared and found (api/src/modules/storefront-seo).
  'GET /loja/:slug/p/:productId',
  'GET /loja/:slug/share.png',
  'GET /loja/:slug/icon-192.png',
  'GET /loja/:slug/icon-512.png',
  'GET /loja/:slug/manifest.webmanifest',
  'GET /sitemap.xml',
  'GET /robots.txt',
]);

let db: TestDb;
let app: FastifyInstance;
/** The release store of this file's apps (never the repository's data/releases). */
const releasesDir = mkdtempSync(path.join(tmpdir(), 'comanda-route-access-releases-'));

const VICTIM_PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/victim-browser';
let pushEndpoints = 0;
let addressEdits = 0;
/** A subscription as a browser gives it (the keys only have to be well-formed: no push is sent in this file). */
const pushSubscriptionOf = (endpoint: string) => ({ endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });

type Ids = {
  bellaId: number;
  bellaSlug: string;
  /** A pending pickup at Bella Napoli placed by the victim customer (João). */
  orderId: number;
  orderPublicId: string;
  victimId: number;
  victimAddressId: number;
  victimNotificationId: string;
  otherCustomerId: number;
  bellaManagerId: number;
  bellaInvitationId: number;
  /** A second pending invitation: the DELETE fixture cancels it. */
  spareInvitationId: number;
  bellaProductId: number;
  bellaCategoryId: number;
  /** A category with no products and a product of no order: the DELETE fixtures remove these. */
  bellaEmptyCategoryId: number;
  bellaSpareProductId: number;
  /** Bella Napoli's FRETE5 (read and edited) and INATIVO20 (deleted). */
  couponId: number;
  spareCouponId: number;
  planId: number;
  unusedPlanId: number;
  rivalStoreId: number;
  bellaSubscriptionId: number;
  bellaInvoiceId: number;
  /** Bella Napoli's branches (Moema active, Centro inactive) and its attendant, limited to Moema and back. */
  moemaBranchId: number;
  centroBranchId: number;
  bellaAttendantId: number;
  /** Two open registers of Bella Napoli's: one read and moved, one the close fixture closes. */
  bellaRegisterId: number;
  bellaClosingRegisterId: number;
  /** A line of a POS sale (a product no other fixture changes) and a POS sale left partly paid on bellaRegisterId. */
  bellaSaleLine: { product_id: number; quantity: number; selected_options: unknown };
  bellaPosSaleId: number;
  /** Three open tabs of Bella Napoli's: one gets a round, part of its line (`bellaTabItemId`, quantity 2) moved to the second, the third is merged into the second. */
  bellaTabId: number;
  bellaTabItemId: number;
  bellaTargetTabId: number;
  bellaMergedTabId: number;
};
let ids: Ids;

const VICTIM = 'joao@cliente.com.br';
const OTHER_CUSTOMER = 'cliente@comanda.app';
const RIVAL_OWNER = 'dono@burgerhouse.com.br';
const RIVAL_ATTENDANT = 'atendente@burgerhouse.com.br';
const BELLA_ATTENDANT = 'atendente@bellanapoli.com.br';
const BELLA_OWNER = 'dono@bellanapoli.com.br';
const PLATFORM_ADMIN = 'admin@comanda.app';
const BELLA_MANAGER = 'gerente@bellanapoli.com.br';
const SETTINGS_BODY = {
  openingHours: { monday: ['00:00-23:59'], tuesday: ['00:00-23:59'], wednesday: ['00:00-23:59'], thursday: ['00:00-23:59'], friday: ['00:00-23:59'], saturday: ['00:00-23:59'], sunday: ['18:00-02:00'] },
  holidays: [],
  orderTypes: ['delivery', 'pickup', 'dine_in'],
  paymentMethods: ['pix', 'credit_card', 'debit_card', 'cash'],
  pixKeyType: 'email',
  pixKey: 'contato@bellanapoli.com.br',
  minOrderValue: 0,
  deliveryTime: '30-45 minutos',
  productDisplayStyle: 'grid',
  productsPerPage: 12,
  quantityLimits: { optionCopies: null, lineQuantity: null, orderUnits: null },
};
const VICTIM_NOTIFICATION_TITLE = 'Aviso só do João';

const key = (r: Pick<RegisteredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const couponIdOf = async (storeId: number, code: string) =>
  (await db.handle.query<{ id: number }>('SELECT id FROM coupons WHERE store_id = $1 AND code = $2', [storeId, code]))[0]!.id;
const REGISTER_STATION = 'estacao-balcao-01';
const openRegister = async (storeId: number, station: string) =>
  (
    await db.handle.query<{ id: number }>(
      `INSERT INTO pos_register_sessions (store_id, station_id, station_name, opened_by, opening_float_cents) SELECT $1, $2, 'Balcão', id, 10000 FROM users WHERE email = 'dono@bellanapoli.com.br' RETURNING id`,
      [storeId, station],
    )
  )[0]!.id;
const COUNTED = { cash: 10_000, debit_card: 0, credit_card: 0, pix: 0, meal_voucher: 0 };
/** A line of a product the catalog fixtures leave alone (they deactivate, rename or delete `except`), with its initial selection. */
const saleLineOf = (all: Product[], except: number[]) => {
  const { product, selection } = withSelection(all.find((p) => !except.includes(p.id) && p.business_type_options)!);
  return { product_id: product.id, quantity: 1, selected_options: selection };
};
const saleBody = (i: Ids, tenders: unknown[]) => ({ register_session_id: i.bellaRegisterId, order_type: 'pickup', items: [i.bellaSaleLine], tenders, allow_partial: tenders.length === 0 });
/** A table's tab (a dine-in sale with nothing paid) on `table`, with its first line's id. */
async function openTab(ownerToken: string, table: string, quantity: number): Promise<{ orderId: number; itemId: number }> {
  const payload = { ...saleBody(ids, []), order_type: 'dine_in', table, items: [{ ...ids.bellaSaleLine, quantity }] };
  const res = await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/pos/sales`, headers: { ...bearer(ownerToken), 'idempotency-key': `route-access-tab-${table}` }, payload });
  expect(res.statusCode).toBe(201);
  const orderId = json(res).data.order_id as number;
  const tab = json(await app.inject({ url: `/api/stores/${ids.bellaId}/pos/tabs/${orderId}`, headers: bearer(ownerToken) })).data;
  return { orderId, itemId: tab.items[0].id as number };
}
async function partlyPaidSale(ownerToken: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/pos/sales`, headers: { ...bearer(ownerToken), 'idempotency-key': 'route-access-partial-sale' }, payload: saleBody(ids, []) });
  expect(res.statusCode).toBe(201);
  return json(res).data.order_id as number;
}
const storeIdOf = async (slug: string) => (await db.handle.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1', [slug]))[0]!.id;
const BRANCH_BODY = { name: 'Bella Napoli - Moema', slug: 'bella-napoli-moema', phone: '(11) 94444-3333', openingHours: { monday: ['18:00-23:00'] } };
const PLAN_BODY = { name: 'Plano Teste', slug: 'plano-teste', price_monthly: 59.9, price_yearly: 599, trial_days: 7, limits: { products: 200 }, features: ['coupons'] };
const COUPON_BODY = { code: 'TESTE10', type: 'percentage', value: 10, min_order_value: 20, is_active: true };

async function invitationOf(ownerToken: string, storeId: number, email: string): Promise<number> {
  const payload = { email, role: 'attendant' };
  expect((await app.inject({ method: 'POST', url: `/api/stores/${storeId}/employees`, headers: bearer(ownerToken), payload })).statusCode).toBe(201);
  const { invitations } = json(await app.inject({ url: `/api/stores/${storeId}/employees`, headers: bearer(ownerToken) }));
  return (invitations as { id: number; email: string }[]).find((invitation) => invitation.email === email)!.id;
}

/** An empty category and a copy of `productId` that no order names, made straight in the database. */
async function spareCatalogRows(storeId: number, productId: number): Promise<Pick<Ids, 'bellaEmptyCategoryId' | 'bellaSpareProductId'>> {
  const [category] = await app.db.insert(categories).values({ storeId, name: 'Categoria vazia' }).returning({ id: categories.id });
  const [source] = await app.db.select().from(products).where(eq(products.id, productId));
  const { id: _id, createdAt: _c, updatedAt: _u, searchName: _s, ...copy } = source!;
  const [spare] = await app.db.insert(products).values({ ...copy, name: 'Produto avulso' }).returning({ id: products.id });
  return { bellaEmptyCategoryId: category!.id, bellaSpareProductId: spare!.id };
}

/** Every category id of the store in its current order (the reorder call must name them all). */
async function categoryIdsOf(storeId: number): Promise<number[]> {
  const rows = await app.db.select({ id: categories.id }).from(categories).where(eq(categories.storeId, storeId)).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => row.id).reverse();
}

// 50+ store-scoped routes × every caller × two store references: minutes on a busy 2-core machine, not seconds.
jest.setTimeout(900_000);

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { testRoutes: true, releasesDir }, undefined, { now: () => NOW });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;

  const victimToken = await loginAs(app, VICTIM);
  // Jobs would change the database between fingerprints: none run in this file.
  await app.jobs.stop();
  const store = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data;
  const { product, selection } = withSelection((await productsOf(app, 'pizzaria-bella-napoli')).find((p) => p.business_type_options)!);
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 4, selected_options: selection }]), { token: victimToken });
  expect(placed.statusCode).toBe(201);
  const address = json(await app.inject({ url: '/api/customer/addresses', headers: bearer(victimToken) })).data[0];
  const notification = await app.inject({ method: 'POST', url: '/api/testing/notifications', headers: bearer(victimToken), payload: { title: VICTIM_NOTIFICATION_TITLE } });
  expect(notification.statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: bearer(victimToken), payload: pushSubscriptionOf(VICTIM_PUSH_ENDPOINT) })).statusCode).toBe(201);
  const me = async (token: string) => json(await app.inject({ url: '/api/me', headers: bearer(token) })).id as number;
  const spare = await spareCatalogRows(store.id, product.id);
  ids = {
    bellaId: store.id,
    bellaSlug: store.slug,
    orderId: json(placed).data.id,
    orderPublicId: json(placed).data.public_id,
    victimId: await me(victimToken),
    victimAddressId: address.id,
    victimNotificationId: json(notification).data.id,
    couponId: await couponIdOf(store.id, 'FRETE5'),
    spareCouponId: await couponIdOf(store.id, 'INATIVO20'),
    planId: (await db.handle.query<{ id: number }>(`SELECT id FROM plans WHERE slug = 'profissional'`))[0]!.id,
    unusedPlanId: (await db.handle.query<{ id: number }>(`SELECT id FROM plans WHERE slug = 'essencial'`))[0]!.id,
    rivalStoreId: await storeIdOf('burger-house'),
    bellaSubscriptionId: (await db.handle.query<{ id: number }>(`SELECT id FROM subscriptions WHERE store_id = $1`, [store.id]))[0]!.id,
    bellaInvoiceId: (
      await db.handle.query<{ id: number }>(
        `INSERT INTO subscription_invoices (subscription_id, kind, description, amount_cents, due_date) SELECT id, 'renewal', 'Rede (anual)', 249900, '2026-12-01' FROM subscriptions WHERE store_id = $1 RETURNING id`,
        [store.id],
      )
    )[0]!.id,
    otherCustomerId: await me(await loginAs(app, OTHER_CUSTOMER)),
    bellaManagerId: await me(await loginAs(app, BELLA_MANAGER)),
    bellaInvitationId: await invitationOf(await loginAs(app, BELLA_OWNER), store.id, 'convidado@exemplo.com.br'),
    spareInvitationId: await invitationOf(await loginAs(app, BELLA_OWNER), store.id, 'convite.cancelado@exemplo.com.br'),
    bellaProductId: product.id,
    bellaCategoryId: (product as { category_id: number }).category_id,
    ...spare,
    moemaBranchId: await storeIdOf('bella-napoli-moema'),
    centroBranchId: await storeIdOf('bella-napoli-centro'),
    bellaAttendantId: await me(await loginAs(app, BELLA_ATTENDANT)),
    bellaRegisterId: await openRegister(store.id, REGISTER_STATION),
    bellaClosingRegisterId: await openRegister(store.id, 'estacao-fechamento-02'),
    bellaSaleLine: saleLineOf(await productsOf(app, 'pizzaria-bella-napoli'), [product.id, spare.bellaSpareProductId]),
    bellaPosSaleId: 0,
    bellaTabId: 0,
    bellaTabItemId: 0,
    bellaTargetTabId: 0,
    bellaMergedTabId: 0,
  };
  const bellaOwner = await loginAs(app, BELLA_OWNER);
  ids.bellaPosSaleId = await partlyPaidSale(bellaOwner);
  const tab = await openTab(bellaOwner, '1', 2);
  ids.bellaTabId = tab.orderId;
  ids.bellaTabItemId = tab.itemId;
  ids.bellaTargetTabId = (await openTab(bellaOwner, 'C1', 1)).orderId;
  ids.bellaMergedTabId = (await openTab(bellaOwner, '2', 1)).orderId;
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

/** Bella Napoli's zones for the delivery zone editor's routes: one edited (a seeded bairro zone), one the DELETE fixture removes. */
const deliveryZoneIds = { edited: 0, spare: 0 };
const CENTRO_EXPANDIDO = { kind: 'district', name: 'Centro expandido', fee: 5, districts: ['Consolação', 'Bela Vista', 'Jardim Paulista', 'Cerqueira César', 'República'], city: 'São Paulo', state: 'SP', estimatedTime: '30-45 minutos' };
beforeAll(async () => {
  deliveryZoneIds.edited = (await db.handle.query<{ id: number }>(`SELECT id FROM delivery_zones WHERE store_id = $1 AND name = 'Centro expandido'`, [ids.bellaId]))[0]!.id;
  deliveryZoneIds.spare = (
    await db.handle.query<{ id: number }>(`INSERT INTO delivery_zones (store_id, kind, name, up_to_km, fee_cents, sort_order) VALUES ($1, 'distance', 'Anel avulso', 12, 1500, 99) RETURNING id`, [ids.bellaId])
  )[0]!.id;
});

/**
 * Bella Napoli's drivers for the delivery routes: `free` (an account, online, carrying cash to settle) gets the POST
 * trips fixture's trip; `busy` has a trip the DELETE fixture takes back; `invitee` has no account yet; `victim` (the
 * driver-app routes' own driver) has a trip with one ready order, and `decliner` a trip the decline fixture refuses.
 */
const VICTIM_DRIVER = 'rafa.entregas@exemplo.com.br';
const DECLINING_DRIVER = 'bia.entregas@exemplo.com.br';
const OTHER_DRIVER = 'leo.entregas@exemplo.com.br';
const DRIVER_PASSWORD = 'Entrega@123';
const driverIds = { free: 0, busy: 0, invitee: 0, busyTrip: 0, readyOrder: 0, victim: 0, victimTrip: 0, victimOrder: 0, decliner: 0, declinerTrip: 0 };
async function driverOf(ownerToken: string, email: string, withAccount: boolean): Promise<number> {
  const res = await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/delivery/drivers`, headers: bearer(ownerToken), payload: { name: `Entregador ${email.split('@')[0]}`, phone: '(11) 97777-6666', email, kind: 'freelancer', vehicle: 'moto' } });
  expect(res.statusCode).toBe(201);
  const driver = json(res).data as { id: number; invite_url: string };
  if (withAccount) {
    const token = decodeURIComponent(driver.invite_url.split('/convite/')[1]!);
    const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${encodeURIComponent(token)}/accept`, payload: { name: 'Entregador', password: DRIVER_PASSWORD, password_confirmation: DRIVER_PASSWORD } });
    expect(accepted.statusCode).toBe(200);
  }
  return driver.id;
}
async function readyDeliveryOrder(ownerToken: string): Promise<number> {
  const body = { ...PICKUP_CASH([ids.bellaSaleLine]), order_type: 'delivery', address: BELA_VISTA };
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', body);
  expect(placed.statusCode).toBe(201);
  const orderId = json(placed).data.id as number;
  for (const status of ['confirmed', 'preparing', 'ready']) {
    expect((await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/orders/${orderId}/status`, headers: bearer(ownerToken), payload: { status } })).statusCode).toBe(200);
  }
  return orderId;
}
async function tripOf(ownerToken: string, driverId: number, orderId: number): Promise<number> {
  const res = await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/delivery/trips`, headers: bearer(ownerToken), payload: { driver_id: driverId, order_ids: [orderId] } });
  expect(res.statusCode).toBe(201);
  return json(res).data.id as number;
}
beforeAll(async () => {
  const owner = await loginAs(app, BELLA_OWNER);
  driverIds.free = await driverOf(owner, 'livre.entregas@exemplo.com.br', true);
  driverIds.busy = await driverOf(owner, 'ocupado.entregas@exemplo.com.br', true);
  driverIds.invitee = await driverOf(owner, 'convidado.entregas@exemplo.com.br', false);
  driverIds.victim = await driverOf(owner, VICTIM_DRIVER, true);
  driverIds.decliner = await driverOf(owner, DECLINING_DRIVER, true);
  await driverOf(owner, OTHER_DRIVER, true);
  driverIds.readyOrder = await readyDeliveryOrder(owner);
  driverIds.busyTrip = await tripOf(owner, driverIds.busy, await readyDeliveryOrder(owner));
  driverIds.victimOrder = await readyDeliveryOrder(owner);
  driverIds.victimTrip = await tripOf(owner, driverIds.victim, driverIds.victimOrder);
  driverIds.declinerTrip = await tripOf(owner, driverIds.decliner, await readyDeliveryOrder(owner));
  await db.handle.query(`UPDATE drivers SET online_since = now() WHERE id = $1`, [driverIds.free]);
  await db.handle.query(`INSERT INTO driver_cash (store_id, driver_id, order_id, amount_cents) VALUES ($1, $2, $3, 4500)`, [ids.bellaId, driverIds.free, ids.orderId]);
});
const deliveryCodeOf = async (orderId: number) => (await db.handle.query<{ delivery_code: string }>('SELECT delivery_code FROM orders WHERE id = $1', [orderId]))[0]!.delivery_code;

/** A completed pickup of the victim's at Bella Napoli with the victim's review (read and edited, replied to and reported). */
const reviewIds = { orderId: 0, reviewId: 0 };
beforeAll(async () => {
  const owner = await loginAs(app, BELLA_OWNER);
  const victim = await loginAs(app, VICTIM);
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ ...ids.bellaSaleLine, quantity: 4 }]), { token: victim });
  expect(placed.statusCode).toBe(201);
  reviewIds.orderId = json(placed).data.id as number;
  for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
    expect((await app.inject({ method: 'POST', url: `/api/stores/${ids.bellaId}/orders/${reviewIds.orderId}/status`, headers: bearer(owner), payload: { status } })).statusCode).toBe(200);
  }
  const reviewed = await app.inject({ method: 'PUT', url: `/api/customer/orders/${reviewIds.orderId}/review`, headers: bearer(victim), payload: { food_rating: 5, comment: 'Ótima pizza' } });
  expect(reviewed.statusCode).toBe(201);
  reviewIds.reviewId = json(reviewed).data.review.id as number;
});

/** A pending pickup of the victim's at Bella Napoli that no other fixture moves: the victim's cancel fixture cancels it. */
const cancelIds = { orderId: 0 };
beforeAll(async () => {
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ ...ids.bellaSaleLine, quantity: 4 }]), { token: await loginAs(app, VICTIM) });
  expect(placed.statusCode).toBe(201);
  cancelIds.orderId = json(placed).data.id as number;
});

/** The victim's weekly marmita subscription at Marmitas da Vovó, to a Salvador address saved for it; skipped and unskipped on a Friday. */
const mealIds = { subscriptionId: 0, addressId: 0, productId: 0, selection: null as unknown, skipDate: '2026-11-27' };
beforeAll(async () => {
  const victim = await loginAs(app, VICTIM);
  const saved = await app.inject({ method: 'POST', url: '/api/customer/addresses', headers: bearer(victim), payload: { cep: '40140-240', address: 'Rua Marquês de Caravelas', number: '300', district: 'Barra', city: 'Salvador', state: 'BA' } });
  expect(saved.statusCode).toBe(201);
  mealIds.addressId = json(saved).data.id as number;
  const { product, selection } = withSelection((await productsOf(app, 'marmitas-da-vovo')).find((p) => p.name === 'Feijoada da Vovó')!);
  mealIds.productId = product.id;
  mealIds.selection = selection;
  const res = await app.inject({ method: 'POST', url: '/api/customer/meal-subscriptions', headers: bearer(victim), payload: mealBody() });
  expect(res.statusCode).toBe(201);
  mealIds.subscriptionId = json(res).data.id as number;
});
const mealBody = () => ({ product_id: mealIds.productId, selected_options: mealIds.selection, frequency: 'weekly', weekdays: ['friday'], start_date: '2026-11-25', address_id: mealIds.addressId, payment_method: 'cash' });

type Fixture = {
  params: (ids: Ids) => Record<string, string | number>;
  body?: (ids: Ids) => unknown | Promise<unknown>;
  /** The request names the victim's own record (a path id, a channel): every other user must be refused. */
  namesVictim?: boolean;
  /** Store-scoped: who makes the positive-control request (default: the attendant where the permission allows, else the owner). */
  member?: string;
  /** Store-scoped: the positive control's status (any 2xx unless told). */
  okStatus?: number;
  /** The table a valid write changes (default: orders; null = nothing to see in the tables: it writes files only, or changes nothing). */
  writes?: string | null;
  /** A query string ('?kind=product'). */
  query?: string | ((ids: Ids) => string);
  /** Headers the request needs (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Content-Type of a non-JSON body (an image upload). */
  contentType?: string;
};

const none = () => ({});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A valid request for each store- and user-scoped route, aimed at Bella Napoli's and João's data. */
const FIXTURES: Record<string, Fixture> = {
  // operators' (METRICS_TOKEN)
  'GET /api/metrics': { params: none },
  // store-scoped
  'GET /api/stores/:storeId/orders': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/orders/:orderId': { params: (i) => ({ storeId: i.bellaId, orderId: i.orderId }) },
  'GET /api/stores/:storeId/dashboard': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/profile': { params: (i) => ({ storeId: i.bellaId }) },
  'PUT /api/stores/:storeId/profile': {
    params: (i) => ({ storeId: i.bellaId }),
    body: (i) => ({ name: 'Pizzaria Bella Napoli', slug: i.bellaSlug, textColor: '#000000', backgroundColor: '#ffffff', primaryColor: '#ffffff' }),
    writes: 'stores',
  },
  'GET /api/stores/:storeId/catalog/export': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/catalog/import': {
    params: (i) => ({ storeId: i.bellaId }),
    query: '?dry_run=1',
    body: () => 'categoria;produto;preço\nPizzas;Margherita;49,90\n',
    contentType: 'text/csv',
    writes: null,
  },
  'POST /api/stores/:storeId/images': { params: (i) => ({ storeId: i.bellaId }), query: '?kind=product', body: () => PNG, contentType: 'image/png', okStatus: 201, writes: null },
  'POST /api/stores/:storeId/orders/:orderId/status': { params: (i) => ({ storeId: i.bellaId, orderId: i.orderId }), body: () => ({ status: 'confirmed' }) },
  'GET /api/stores/:storeId/escalation': { params: (i) => ({ storeId: i.bellaId }) },
  'PUT /api/stores/:storeId/escalation': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ alert_after_minutes: 10, auto_cancel_after_minutes: 30 }), writes: 'stores' },
  'GET /api/stores/:storeId/pix-provider': { params: (i) => ({ storeId: i.bellaId }) },
  // No PSP reachable here: the owner's valid-looking request is checked against the PSP and refused (422), nothing saved.
  'PUT /api/stores/:storeId/pix-provider': {
    params: (i) => ({ storeId: i.bellaId }),
    body: () => ({ base_url: 'http://127.0.0.1:9', client_id: 'cliente', client_secret: 'segredo', pix_key: 'pix@bellanapoli.com.br', webhook_secret: 'segredo-do-webhook-123' }),
    okStatus: 422,
    writes: null,
  },
  'DELETE /api/stores/:storeId/pix-provider': { params: (i) => ({ storeId: i.bellaId }), writes: null },
  'GET /api/stores/:storeId/employees': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/employees': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ email: 'novo@exemplo.com.br', role: 'attendant' }), writes: 'employee_invitations' },
  'GET /api/stores/:storeId/employees/:userId': { params: (i) => ({ storeId: i.bellaId, userId: i.bellaManagerId }) },
  'PUT /api/stores/:storeId/employees/:userId': {
    params: (i) => ({ storeId: i.bellaId, userId: i.bellaManagerId }),
    body: () => ({ role: 'store_admin', branch_id: null, active: false }),
    writes: 'store_memberships',
  },
  'POST /api/stores/:storeId/employees/invitations/:invitationId/resend': {
    params: (i) => ({ storeId: i.bellaId, invitationId: i.bellaInvitationId }),
    writes: 'employee_invitations',
  },
  'DELETE /api/stores/:storeId/employees/invitations/:invitationId': {
    params: (i) => ({ storeId: i.bellaId, invitationId: i.spareInvitationId }),
    okStatus: 204,
    writes: 'employee_invitations',
  },
  'GET /api/stores/:storeId/settings': { params: (i) => ({ storeId: i.bellaId }), member: BELLA_MANAGER },
  'PUT /api/stores/:storeId/settings': { params: (i) => ({ storeId: i.bellaId }), body: () => SETTINGS_BODY, member: BELLA_MANAGER, writes: 'stores' },
  'POST /api/stores/:storeId/settings/pause': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ mode: '30min', message: 'Já voltamos' }), member: BELLA_MANAGER, writes: 'stores' },
  'DELETE /api/stores/:storeId/settings/pause': { params: (i) => ({ storeId: i.bellaId }), member: BELLA_MANAGER, writes: 'stores' },
  'GET /api/stores/:storeId/activity': { params: (i) => ({ storeId: i.bellaId }), member: BELLA_MANAGER },
  // catalog back office
  'GET /api/stores/:storeId/catalog/categories': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/catalog/categories': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ name: 'Nova categoria' }), writes: 'categories' },
  'PUT /api/stores/:storeId/catalog/categories/order': { params: (i) => ({ storeId: i.bellaId }), body: async (i) => ({ ids: await categoryIdsOf(i.bellaId) }), writes: 'categories' },
  'PUT /api/stores/:storeId/catalog/categories/:id': { params: (i) => ({ storeId: i.bellaId, id: i.bellaCategoryId }), body: () => ({ name: 'Renomeada' }), writes: 'categories' },
  'DELETE /api/stores/:storeId/catalog/categories/:id': { params: (i) => ({ storeId: i.bellaId, id: i.bellaEmptyCategoryId }), writes: 'categories' },
  'GET /api/stores/:storeId/catalog/products': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/catalog/products': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ name: 'Novo', price: 10 }), writes: 'products' },
  'POST /api/stores/:storeId/catalog/products/bulk-price': { params: (i) => ({ storeId: i.bellaId }), body: (i) => ({ category_id: i.bellaCategoryId, percent: 10 }), writes: 'products' },
  'GET /api/stores/:storeId/catalog/products/:id': { params: (i) => ({ storeId: i.bellaId, id: i.bellaProductId }) },
  'PUT /api/stores/:storeId/catalog/products/:id': { params: (i) => ({ storeId: i.bellaId, id: i.bellaProductId }), body: () => ({ name: 'Renomeado', price: 12 }), writes: 'products' },
  'PATCH /api/stores/:storeId/catalog/products/:id/availability': { params: (i) => ({ storeId: i.bellaId, id: i.bellaProductId }), body: () => ({ is_active: false }), writes: 'products' },
  'POST /api/stores/:storeId/catalog/products/:id/duplicate': { params: (i) => ({ storeId: i.bellaId, id: i.bellaProductId }), writes: 'products' },
  'DELETE /api/stores/:storeId/catalog/products/:id': { params: (i) => ({ storeId: i.bellaId, id: i.bellaSpareProductId }), writes: 'products' },
  'GET /api/stores/:storeId/pos/catalog': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/pos/customers': { params: (i) => ({ storeId: i.bellaId }), query: '?phone=11987654321' },
  'GET /api/stores/:storeId/pos/reports': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/delivery/stats': { params: (i) => ({ storeId: i.bellaId }), query: '?period=30d' },
  'GET /api/stores/:storeId/pos/registers/current': { params: (i) => ({ storeId: i.bellaId }), query: `?station=${REGISTER_STATION}` },
  'GET /api/stores/:storeId/pos/registers': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/pos/registers/:sessionId': { params: (i) => ({ storeId: i.bellaId, sessionId: i.bellaRegisterId }) },
  'POST /api/stores/:storeId/pos/registers': {
    params: (i) => ({ storeId: i.bellaId }),
    body: () => ({ station_id: 'estacao-nova-03', station_name: 'Salão', opening_float_cents: 5000 }),
    okStatus: 201,
    writes: 'pos_register_sessions',
  },
  'POST /api/stores/:storeId/pos/registers/:sessionId/movements': {
    params: (i) => ({ storeId: i.bellaId, sessionId: i.bellaRegisterId }),
    body: () => ({ kind: 'suprimento', amount_cents: 2000, reason: 'Troco' }),
    okStatus: 201,
    writes: 'pos_cash_movements',
  },
  'POST /api/stores/:storeId/pos/registers/:sessionId/close': {
    params: (i) => ({ storeId: i.bellaId, sessionId: i.bellaClosingRegisterId }),
    body: () => ({ counted: COUNTED }),
    writes: 'pos_register_sessions',
  },
  'POST /api/stores/:storeId/pos/sales': {
    params: (i) => ({ storeId: i.bellaId }),
    headers: { 'idempotency-key': 'route-access-sale' },
    body: (i) => saleBody(i, [{ method: 'cash', amount_cents: 1_000_000 }]),
    okStatus: 201,
  },
  'POST /api/stores/:storeId/pos/sales/:orderId/payments': {
    params: (i) => ({ storeId: i.bellaId, orderId: i.bellaPosSaleId }),
    body: (i) => ({ register_session_id: i.bellaRegisterId, tenders: [{ method: 'pix', amount_cents: 100 }] }),
    okStatus: 201,
    writes: 'order_payments',
  },
  'GET /api/stores/:storeId/pos/sales/:orderId': { params: (i) => ({ storeId: i.bellaId, orderId: i.bellaPosSaleId }) },
  'GET /api/stores/:storeId/pos/sales': { params: (i) => ({ storeId: i.bellaId }), query: (i) => `?session=${i.bellaRegisterId}` },
  'GET /api/stores/:storeId/pos/tabs': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/pos/tabs/:orderId': { params: (i) => ({ storeId: i.bellaId, orderId: i.bellaTabId }) },
  'POST /api/stores/:storeId/pos/tabs/:orderId/rounds': {
    params: (i) => ({ storeId: i.bellaId, orderId: i.bellaTabId }),
    headers: { 'idempotency-key': 'route-access-round' },
    body: (i) => ({ items: [i.bellaSaleLine] }),
    okStatus: 201,
  },
  'POST /api/stores/:storeId/pos/tabs/:orderId/transfer': {
    params: (i) => ({ storeId: i.bellaId, orderId: i.bellaTabId }),
    body: (i) => ({ to_order_id: i.bellaTargetTabId, items: [{ item_id: i.bellaTabItemId, quantity: 1 }] }),
    writes: 'order_items',
  },
  'POST /api/stores/:storeId/pos/tabs/:orderId/merge': {
    params: (i) => ({ storeId: i.bellaId, orderId: i.bellaMergedTabId }),
    body: (i) => ({ into_order_id: i.bellaTargetTabId }),
  },
  'POST /api/stores/:storeId/pos/tabs/:orderId/service-charge': { params: (i) => ({ storeId: i.bellaId, orderId: i.bellaTabId }), body: () => ({ enabled: false }) },
  'POST /api/stores/:storeId/pos/tabs/:orderId/bill': { params: (i) => ({ storeId: i.bellaId, orderId: i.bellaTabId }), body: () => ({ requested: true }) },
  'PUT /api/stores/:storeId/pos/manager-pin': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ pin: '2468' }), member: BELLA_MANAGER, writes: 'pos_manager_pins' },
  'GET /api/stores/:storeId/coupons': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/coupons/:couponId': { params: (i) => ({ storeId: i.bellaId, couponId: i.couponId }) },
  'POST /api/stores/:storeId/coupons': { params: (i) => ({ storeId: i.bellaId }), body: () => COUPON_BODY, okStatus: 201, writes: 'coupons' },
  'PUT /api/stores/:storeId/coupons/:couponId': { params: (i) => ({ storeId: i.bellaId, couponId: i.couponId }), body: () => ({ ...COUPON_BODY, code: 'FRETE5', value: 15 }), writes: 'coupons' },
  'GET /api/stores/:storeId/customers': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/customers/export.csv': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/customers/:key': { params: (i) => ({ storeId: i.bellaId, key: `u${i.victimId}` }) },
  'DELETE /api/stores/:storeId/coupons/:couponId': { params: (i) => ({ storeId: i.bellaId, couponId: i.spareCouponId }), okStatus: 204, writes: 'coupons' },
  'GET /api/stores/:storeId/branches': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/branches': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ ...BRANCH_BODY, name: 'Filial de controle', slug: 'filial-de-controle' }), okStatus: 201, writes: 'stores' },
  'GET /api/stores/:storeId/branches/:branchId': { params: (i) => ({ storeId: i.bellaId, branchId: i.moemaBranchId }) },
  'PUT /api/stores/:storeId/branches/:branchId': { params: (i) => ({ storeId: i.bellaId, branchId: i.moemaBranchId }), body: () => BRANCH_BODY, writes: 'stores' },
  'PATCH /api/stores/:storeId/branches/:branchId/active': { params: (i) => ({ storeId: i.bellaId, branchId: i.centroBranchId }), body: () => ({ is_active: true }), writes: 'stores' },
  'GET /api/stores/:storeId/branches/:branchId/users': { params: (i) => ({ storeId: i.bellaId, branchId: i.moemaBranchId }) },
  'POST /api/stores/:storeId/branches/:branchId/users': { params: (i) => ({ storeId: i.bellaId, branchId: i.moemaBranchId }), body: (i) => ({ user_id: i.bellaAttendantId }), okStatus: 201, writes: 'store_memberships' },
  'DELETE /api/stores/:storeId/branches/:branchId/users/:userId': { params: (i) => ({ storeId: i.bellaId, branchId: i.moemaBranchId, userId: i.bellaAttendantId }), okStatus: 204, writes: 'store_memberships' },
  'GET /api/stores/:storeId/onboarding': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/entitlements': { params: (i) => ({ storeId: i.bellaId }) },
  // Bella Napoli is published already: publishing again writes nothing (the first publication: store-signup.test.ts).
  'POST /api/stores/:storeId/publish': { params: (i) => ({ storeId: i.bellaId }), writes: null },
  // delivery zone editor and rates (store.manage, plan feature delivery_management)
  'GET /api/stores/:storeId/delivery/zones': { params: (i) => ({ storeId: i.bellaId }), member: BELLA_MANAGER },
  'POST /api/stores/:storeId/delivery/zones': {
    params: (i) => ({ storeId: i.bellaId }),
    body: () => ({ kind: 'polygon', name: 'Paulista', fee: 4, polygon: [{ latitude: -23.55, longitude: -46.67 }, { latitude: -23.55, longitude: -46.65 }, { latitude: -23.57, longitude: -46.65 }] }),
    member: BELLA_MANAGER,
    okStatus: 201,
    writes: 'delivery_zones',
  },
  'PUT /api/stores/:storeId/delivery/zones/:zoneId': { params: (i) => ({ storeId: i.bellaId, zoneId: deliveryZoneIds.edited }), body: () => ({ ...CENTRO_EXPANDIDO, fee: 5.5 }), member: BELLA_MANAGER, writes: 'delivery_zones' },
  'DELETE /api/stores/:storeId/delivery/zones/:zoneId': { params: (i) => ({ storeId: i.bellaId, zoneId: deliveryZoneIds.spare }), member: BELLA_MANAGER, okStatus: 204, writes: 'delivery_zones' },
  'POST /api/stores/:storeId/delivery/simulate': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ cep: '01310-100', number: '1000', subtotal: 40 }), member: BELLA_MANAGER, writes: null },
  'GET /api/stores/:storeId/delivery/rates': { params: (i) => ({ storeId: i.bellaId }), member: BELLA_MANAGER },
  'PUT /api/stores/:storeId/delivery/rates': {
    params: (i) => ({ storeId: i.bellaId }),
    body: () => ({ minFreeDeliveryValue: 80, perKm: null, surcharges: [], rainMode: true, rainSurcharge: 2 }),
    member: BELLA_MANAGER,
    writes: 'stores',
  },
  'GET /api/stores/:storeId/reviews': { params: (i) => ({ storeId: i.bellaId }), query: '?unanswered=1' },
  'POST /api/stores/:storeId/reviews/:reviewId/reply': { params: (i) => ({ storeId: i.bellaId, reviewId: reviewIds.reviewId }), body: () => ({ reply: 'Obrigado pela avaliação!' }), writes: 'order_reviews' },
  'POST /api/stores/:storeId/reviews/:reviewId/report': { params: (i) => ({ storeId: i.bellaId, reviewId: reviewIds.reviewId }), body: () => ({ reason: 'Conteúdo ofensivo' }), writes: 'order_reviews' },
  // platform admin
  'GET /api/admin/settings': { params: none },
  'PUT /api/admin/settings': { params: none, body: () => ({ ...DEFAULT_PLATFORM_SETTINGS, platform_name: 'Comanda Brasil' }), writes: 'platform_settings' },
  // admin users: João is deactivated, then reactivated, then sent a reset link (the admin loop runs in route order)
  'GET /api/admin/users': { params: none, query: '?search=silva&role=customer&status=ativo&sort=name&direction=asc' },
  'GET /api/admin/users/:id': { params: (i) => ({ id: i.victimId }) },
  'PUT /api/admin/users/:id/role': { params: (i) => ({ id: i.bellaAttendantId }), body: (i) => ({ role: 'store_admin', store_id: i.bellaId }), writes: 'store_memberships' },
  'POST /api/admin/users/:id/deactivate': { params: (i) => ({ id: i.victimId }), body: () => ({ reason: 'Teste de acesso' }), writes: 'users' },
  'POST /api/admin/users/:id/reactivate': { params: (i) => ({ id: i.victimId }), writes: 'users' },
  'POST /api/admin/users/:id/password-reset': { params: (i) => ({ id: i.victimId }), writes: 'password_reset_tokens' },
  // admin business types (`:id` is the id or the slug)
  'GET /api/admin/business-types': { params: none },
  'GET /api/admin/business-types/:id': { params: () => ({ id: 'pizzaria' }) },
  'POST /api/admin/business-types': {
    params: none,
    body: () => ({ name: 'Creperia', slug: 'creperia', icon: 'bakery_dining', description: 'Crepes doces e salgados', is_active: false }),
    okStatus: 201,
    writes: 'business_types',
  },
  'PUT /api/admin/business-types/:id': {
    params: () => ({ id: 'food-truck' }),
    body: () => ({ name: 'Food Truck', slug: 'food-truck', icon: 'local_shipping', description: 'Comida de rua em eventos', is_active: true }),
    writes: 'business_types',
  },
  'GET /api/admin/dashboard': { params: none },
  'GET /api/admin/reports': { params: none, query: '?from=2026-11-01&to=2026-11-30&group=city' },
  'GET /api/admin/reports/export': { params: none, query: '?from=2026-11-01&to=2026-11-30&format=xlsx' },
  'GET /api/admin/plans': { params: none },
  'GET /api/admin/plans/:id': { params: (i) => ({ id: i.planId }) },
  'POST /api/admin/plans': { params: none, body: () => PLAN_BODY, writes: 'plans' },
  'PUT /api/admin/plans/:id': { params: (i) => ({ id: i.planId }), body: () => ({ ...PLAN_BODY, name: 'Profissional', slug: 'profissional' }), writes: 'plans' },
  'DELETE /api/admin/plans/:id': { params: (i) => ({ id: i.unusedPlanId }), writes: 'plans' },
  'GET /api/admin/stores': { params: none, query: '?q=bella' },
  'POST /api/admin/stores': {
    params: none,
    body: () => ({ store_name: 'Loja Nova', business_type: 'lanchonete', slug: 'loja-nova-do-admin', whatsapp: '(11) 97777-1212', cep: '01310-100', address: 'Avenida Paulista', number: '900', district: 'Bela Vista', city: 'São Paulo', state: 'SP', owner_name: 'Dona Nova', owner_email: 'dona@lojanova.com.br' }),
    okStatus: 201,
    writes: 'stores',
  },
  'GET /api/admin/stores/:id': { params: (i) => ({ id: i.bellaId }) },
  'PUT /api/admin/stores/:id': { params: (i) => ({ id: i.rivalStoreId }), body: () => ({ name: 'Burger House', email: 'contato@burgerhouse.com.br', phone: '(11) 93333-2222', whatsapp: null, is_active: true }), writes: 'stores' },
  'GET /api/admin/stores/:id/business-type-check': { params: (i) => ({ id: i.bellaId }), query: '?to=pizzaria' },
  'PUT /api/admin/stores/:id/business-type': { params: (i) => ({ id: i.bellaId }), body: () => ({ business_type: 'pizzaria' }), writes: 'stores' },
  'POST /api/admin/stores/:id/suspend': { params: (i) => ({ id: i.rivalStoreId }), body: () => ({ reason: 'Falta de pagamento recorrente' }), writes: 'subscriptions' },
  'POST /api/admin/stores/:id/reactivate': { params: (i) => ({ id: i.rivalStoreId }), writes: 'subscriptions' },
  'GET /api/admin/subscriptions': { params: none },
  'GET /api/admin/subscriptions/:id': { params: (i) => ({ id: i.bellaSubscriptionId }) },
  'POST /api/admin/subscriptions/:id/quote': { params: (i) => ({ id: i.bellaSubscriptionId }), body: (i) => ({ plan_id: i.planId, billing_cycle: 'monthly' }), writes: null },
  'PUT /api/admin/subscriptions/:id/plan': { params: (i) => ({ id: i.bellaSubscriptionId }), body: (i) => ({ plan_id: i.planId, billing_cycle: 'monthly' }), writes: 'subscriptions' },
  'PUT /api/admin/subscriptions/:id/billing': { params: (i) => ({ id: i.bellaSubscriptionId }), body: () => ({ document: '11.222.333/0001-81', email: 'financeiro@bellanapoli.com.br' }), writes: 'subscriptions' },
  'POST /api/admin/subscriptions/:id/invoices': { params: (i) => ({ id: i.bellaSubscriptionId }), okStatus: 201, writes: 'subscription_invoices' },
  'POST /api/admin/subscriptions/:id/invoices/:invoiceId/charge': { params: (i) => ({ id: i.bellaSubscriptionId, invoiceId: i.bellaInvoiceId }), writes: null },
  'POST /api/admin/subscriptions/:id/cancel': { params: (i) => ({ id: i.bellaSubscriptionId }), writes: 'subscriptions' },
  // remotes' versions (files in the release store, not tables): the rollback fixture publishes and activates a version first
  'GET /api/admin/remotes': { params: none },
  'POST /api/admin/remotes/:remote/activate': { params: () => ({ remote: 'mf_admin' }), body: () => ({ version: null }), writes: null },
  'POST /api/admin/remotes/:remote/rollback': {
    params: () => ({ remote: 'mf_admin' }),
    body: () => {
      if (!app.releases.activeVersion('mf_admin')) {
        const build = path.join(releasesDir, '..', `${path.basename(releasesDir)}-build`);
        mkdirSync(build, { recursive: true });
        writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
        writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${Date.now()} */`);
        app.releases.activate('mf_admin', app.releases.add('mf_admin', build, { commit: null }).version);
        rmSync(build, { recursive: true, force: true });
      }
      return undefined;
    },
    writes: null,
  },
  // delivery: drivers, dispatch, the register's settlement
  'GET /api/stores/:storeId/delivery/drivers': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/delivery/drivers': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ name: 'Novo Entregador', phone: '(11) 96666-5555', email: 'novo.entregador@exemplo.com.br', kind: 'own', vehicle: 'bicicleta' }), writes: 'drivers' },
  'PUT /api/stores/:storeId/delivery/drivers/:driverId': { params: (i) => ({ storeId: i.bellaId, driverId: driverIds.invitee }), body: () => ({ name: 'Convidado Entregas', phone: '(11) 97777-6666', kind: 'own', vehicle: 'carro', plate: 'ABC1234', active: true }), writes: 'drivers' },
  'POST /api/stores/:storeId/delivery/drivers/:driverId/invite': { params: (i) => ({ storeId: i.bellaId, driverId: driverIds.invitee }), writes: 'employee_invitations' },
  'GET /api/stores/:storeId/delivery/cash': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/meal-subscriptions': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/meal-subscriptions/production': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/delivery/drivers/:driverId/settle': { params: (i) => ({ storeId: i.bellaId, driverId: driverIds.free }), body: (i) => ({ session_id: i.bellaRegisterId }), writes: 'pos_cash_movements' },
  'GET /api/stores/:storeId/delivery/monitor': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/delivery/suggestion': { params: (i) => ({ storeId: i.bellaId }) },
  'POST /api/stores/:storeId/delivery/trips': { params: (i) => ({ storeId: i.bellaId }), body: () => ({ driver_id: driverIds.free, order_ids: [driverIds.readyOrder] }), writes: 'delivery_trips' },
  'DELETE /api/stores/:storeId/delivery/trips/:tripId': { params: (i) => ({ storeId: i.bellaId, tripId: driverIds.busyTrip }), writes: 'delivery_trips' },
  // the driver app (the victim driver's own rows; `member` = who makes the positive control)
  'GET /api/driver/me': { params: none },
  'POST /api/driver/:driverId/online': { params: () => ({ driverId: driverIds.victim }), body: () => ({ online: true }), namesVictim: true, writes: 'drivers' },
  'POST /api/driver/:driverId/position': { params: () => ({ driverId: driverIds.victim }), body: () => ({ latitude: -23.5605, longitude: -46.6559, accuracy: 10 }), namesVictim: true, writes: 'drivers' },
  'GET /api/driver/:driverId/trips': { params: () => ({ driverId: driverIds.victim }), namesVictim: true },
  'POST /api/driver/:driverId/trips/:tripId/accept': { params: () => ({ driverId: driverIds.victim, tripId: driverIds.victimTrip }), namesVictim: true, writes: 'delivery_trips' },
  'POST /api/driver/:driverId/trips/:tripId/decline': { params: () => ({ driverId: driverIds.decliner, tripId: driverIds.declinerTrip }), namesVictim: true, member: DECLINING_DRIVER, writes: 'delivery_trips' },
  'POST /api/driver/:driverId/trips/:tripId/pickup': { params: () => ({ driverId: driverIds.victim, tripId: driverIds.victimTrip }), namesVictim: true, writes: 'orders' },
  'POST /api/driver/:driverId/orders/:orderId/deliver': { params: () => ({ driverId: driverIds.victim, orderId: driverIds.victimOrder }), body: async () => ({ code: await deliveryCodeOf(driverIds.victimOrder), cash_received: 500 }), namesVictim: true, writes: 'orders' },
  // user-scoped
  'POST /api/logout': { params: none },
  'POST /api/refresh': { params: none },
  'GET /api/user': { params: none },
  'GET /api/me': { params: none },
  'POST /api/broadcasting/debug-auth': { params: none, body: (i) => ({ socket_id: '1234.5678', channel_name: `private-App.Models.User.${i.victimId}` }), namesVictim: true },
  'POST /api/broadcasting/auth': { params: none, body: (i) => ({ socket_id: '1234.5678', channel_name: `private-App.Models.User.${i.victimId}` }), namesVictim: true },
  // the caller's own account (/api/me/*): every caller acts on their own (the password is set to the one it was)
  'GET /api/me/sessions': { params: none },
  // the victim's first session (not the one the positive control calls with): the body, called before params, looks it
  // up; other users get a 404
  'DELETE /api/me/sessions/:id': (() => {
    const session = { id: 0 };
    return {
      params: () => ({ id: session.id }),
      body: async (i: Ids) => {
        session.id = (await db.handle.query<{ id: number }>('SELECT min(id) AS id FROM personal_access_tokens WHERE user_id = $1', [i.victimId]))[0]!.id;
        return undefined;
      },
      namesVictim: true,
    };
  })(),
  'POST /api/me/sessions/others/logout': { params: none },
  'PUT /api/me/profile': { params: none, body: () => ({ name: 'Cliente Perfil', phone: '(11) 98888-7777' }) },
  'POST /api/me/password': { params: none, body: () => ({ current_password: 'Comanda@123', password: 'Comanda@123', password_confirmation: 'Comanda@123' }) },
  // the victim's own address (other users: 422, taken), so that later tests still sign in as VICTIM; confirm reads the
  // link from the mail that request queued (jobs do not run in this file), a made-up token before it exists
  'POST /api/me/email': { params: none, body: () => ({ email: VICTIM, current_password: 'Comanda@123' }) },
  'POST /api/me/email/confirm': {
    params: none,
    body: async () => {
      const [mail] = await db.handle.query<{ text: string }>(
        `SELECT payload->>'text' AS text FROM jobs WHERE kind = 'mail.send' AND payload->>'to' = $1 AND payload->>'text' LIKE '%confirmar-email=%' ORDER BY id DESC LIMIT 1`,
        [VICTIM],
      );
      return { token: decodeURIComponent(/confirmar-email=(\S+)/.exec(mail?.text ?? '')?.[1] ?? 'x'.repeat(40)) };
    },
  },
  // "Meus dados" (LGPD): each caller downloads their own data.
  'GET /api/me/data-export': { params: none },
  // Web Push: each caller subscribes a browser of their own (a new endpoint each time) and sets their own preferences;
  // others asking to delete the victim's endpoint get a 204 and it stays.
  'POST /api/me/push-subscriptions': { params: none, body: () => pushSubscriptionOf(`https://fcm.googleapis.com/fcm/send/route-access-${(pushEndpoints += 1)}`) },
  'DELETE /api/me/push-subscriptions': { params: none, body: () => ({ endpoint: VICTIM_PUSH_ENDPOINT }) },
  'GET /api/me/notification-preferences': { params: none },
  'PUT /api/me/notification-preferences': { params: none, body: () => ({ order_status_push: false, order_updates_email: true, promotions: false }) },
  // Deleting the caller's own account. Other users send a wrong password (422, nothing changes). The positive control
  // must not delete the victim that later tests sign in as: it is made for a throw-away customer registered just for
  // this row. The body, called right after the control signed the victim in, sees that the newest session is the
  // victim's and hands that session to the throw-away customer, whose password it sends.
  'DELETE /api/me': {
    params: none,
    body: async (i: Ids) => {
      const [newest] = await db.handle.query<{ id: number; user_id: number }>('SELECT id, user_id FROM personal_access_tokens ORDER BY id DESC LIMIT 1');
      if (!newest || newest.user_id !== i.victimId) return { current_password: 'Senha@Errada1', confirmation: 'EXCLUIR' };
      const password = 'Descartavel@123';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Cliente Descartável',
          email: `descartavel-${newest.id}@exemplo.com.br`,
          phone: '(11) 95555-4444',
          cep: '01305-000',
          address: 'Rua Augusta',
          number: '500',
          district: 'Consolação',
          city: 'São Paulo',
          state: 'SP',
          password,
          password_confirmation: password,
        },
      });
      expect(registered.statusCode).toBe(201);
      const throwAway = json(registered).data.user.id as number;
      await db.handle.query('UPDATE personal_access_tokens SET user_id = $2 WHERE id = $1', [newest.id, throwAway]);
      return { current_password: password, confirmation: 'EXCLUIR' };
    },
  },
  'GET /api/customer/addresses': { params: none },
  'POST /api/customer/addresses': { params: none, body: () => ({ ...BELA_VISTA, number: '1578', label: 'Trabalho' }) },
  // A new number each call: the POST row above already saved 1578, and an edit into a saved place is a 422.
  'PUT /api/customer/addresses/:id': { params: (i) => ({ id: i.victimAddressId }), body: () => ({ ...BELA_VISTA, number: String(1600 + (addressEdits += 1)), label: 'Casa' }), namesVictim: true },
  'PUT /api/customer/addresses/:id/default': { params: (i) => ({ id: i.victimAddressId }), namesVictim: true },
  'DELETE /api/customer/addresses/:id': { params: (i) => ({ id: i.victimAddressId }), namesVictim: true },
  // Favourite stores: each caller marks and unmarks Bella Napoli for themselves (idempotent), never the victim's rows.
  'GET /api/customer/favorites': { params: none },
  'PUT /api/customer/favorites/:id': { params: (i) => ({ id: i.bellaId }) },
  'DELETE /api/customer/favorites/:id': { params: (i) => ({ id: i.bellaId }) },
  'GET /api/customer/orders': { params: none },
  'GET /api/customer/orders/stores': { params: none },
  'GET /api/customer/orders/:orderId': { params: (i) => ({ orderId: i.orderId }), namesVictim: true },
  'POST /api/customer/orders/:orderId/cancel': { params: () => ({ orderId: cancelIds.orderId }), body: () => ({ reason: 'Pedi duas vezes' }), namesVictim: true },
  'POST /api/customer/orders/:orderId/reorder': { params: (i) => ({ orderId: i.orderId }), namesVictim: true },
  'GET /api/customer/reviews': { params: none },
  // Marmita subscriptions: the victim's own (others get 404; creating with the victim's address is a 422 for them).
  'POST /api/customer/meal-subscriptions': { params: none, body: () => mealBody() },
  'GET /api/customer/meal-subscriptions': { params: none },
  'GET /api/customer/meal-subscriptions/:id': { params: () => ({ id: mealIds.subscriptionId }), namesVictim: true },
  'POST /api/customer/meal-subscriptions/:id/pause': { params: () => ({ id: mealIds.subscriptionId }), body: () => ({ until: null }), namesVictim: true },
  'POST /api/customer/meal-subscriptions/:id/resume': { params: () => ({ id: mealIds.subscriptionId }), namesVictim: true },
  'POST /api/customer/meal-subscriptions/:id/skip': { params: () => ({ id: mealIds.subscriptionId }), body: () => ({ date: mealIds.skipDate }), namesVictim: true },
  'DELETE /api/customer/meal-subscriptions/:id/skip/:date': { params: () => ({ id: mealIds.subscriptionId, date: mealIds.skipDate }), namesVictim: true },
  'POST /api/customer/meal-subscriptions/:id/cancel': { params: () => ({ id: mealIds.subscriptionId }), namesVictim: true },
  'GET /api/customer/orders/:orderId/review': { params: () => ({ orderId: reviewIds.orderId }), namesVictim: true },
  'PUT /api/customer/orders/:orderId/review': { params: () => ({ orderId: reviewIds.orderId }), body: () => ({ food_rating: 4, comment: 'Ótima pizza, demorou um pouco' }), namesVictim: true },
  'GET /api/notifications': { params: none },
  'GET /api/notifications/unread-count': { params: none },
  'POST /api/notifications/mark-all-read': { params: none },
  'POST /api/notifications/:id/read': { params: (i) => ({ id: i.victimNotificationId }), namesVictim: true },
  'POST /api/testing/notifications': { params: none, body: () => ({ title: 'Teste de acesso' }) },
};

const routes = () => app.routeAccess.filter((r) => r.method !== 'HEAD');
const storeScoped = () => routes().filter((r) => r.access.kind === 'storeMember');
const userScoped = () => routes().filter((r) => r.access.kind === 'signedIn' || r.access.kind === 'customer');
const adminOnly = () => routes().filter((r) => r.access.kind === 'superAdmin');
const driverOnly = () => routes().filter((r) => r.access.kind === 'driver');
const operatorOnly = () => routes().filter((r) => r.access.kind === 'operator');

function fixtureOf(route: RegisteredRoute): Fixture {
  const fixture = FIXTURES[key(route)];
  if (!fixture) throw new Error(`${key(route)} is ${route.access.kind}: add a valid request for it to FIXTURES in api/test/route-access.test.ts`);
  return fixture;
}

function urlOf(route: RegisteredRoute, params: Record<string, string | number>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${key(route)}: the fixture has no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

async function call(route: RegisteredRoute, token: string | null, overrides: Partial<Record<string, string | number>> = {}) {
  const fixture = fixtureOf(route);
  const body = await fixture.body?.(ids);
  return app.inject({
    method: route.method as 'GET',
    url: urlOf(route, { ...fixture.params(ids), ...overrides } as Record<string, string | number>) + (typeof fixture.query === 'function' ? fixture.query(ids) : (fixture.query ?? '')),
    headers: { ...(token ? bearer(token) : {}), ...(fixture.contentType ? { 'content-type': fixture.contentType } : {}), ...fixture.headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** What no other caller may ever see: the victim's and the target order's identifying data. */
const victimMarkers = () => [VICTIM, 'João Silva', 'Brigadeiro Faria Lima', VICTIM_NOTIFICATION_TITLE, ids.orderPublicId, ids.victimNotificationId];

type Leak = { route: string; caller: string; status: number; changed: string[]; leaked: string[] };

function diff(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

function leakOf(route: RegisteredRoute, caller: string, res: LightMyRequestResponse, changed: string[], refused: boolean): Leak | null {
  const leaked = victimMarkers().filter((marker) => res.body.includes(marker));
  const statusLeak = refused && ![401, 403, 404].includes(res.statusCode);
  if (!statusLeak && changed.length === 0 && leaked.length === 0) return null;
  return { route: key(route), caller, status: res.statusCode, changed, leaked };
}

describe('every route declares who may call it', () => {
  it('the route table holds every route with its rule; the public ones are the known list', async () => {
    const withStatic = await buildTestApp(db.handle, { staticRoot: REPO_ROOT, testRoutes: true, releasesDir });
    try {
      const table = withStatic.routeAccess.filter((r) => r.method !== 'HEAD');
      expect(table.length).toBeGreaterThan(30);
      for (const route of table) expect(route.access).toBeDefined();
      const publicRoutes = table.filter((r) => r.access.kind === 'public').map(key);
      expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.has(r))).toEqual([]);
      // Paths that name a store by id are back-office paths, /customer/* is the caller's own data.
      const kindOf = (r: RegisteredRoute) => ({ route: key(r), kind: r.access.kind });
      for (const route of table.filter((r) => /:storeId\b/.test(r.url))) expect(kindOf(route)).toEqual({ route: key(route), kind: 'storeMember' });
      for (const route of table.filter((r) => r.url.startsWith('/api/customer/'))) expect(kindOf(route)).toEqual({ route: key(route), kind: 'customer' });
      for (const route of table.filter((r) => r.url.startsWith('/api/driver/'))) expect(kindOf(route)).toEqual({ route: key(route), kind: 'driver' });
      // Every route that is not public is walked by the matrices below.
      const walked = table.filter((r) => r.access.kind !== 'public').map(key);
      // /api/admin/* is the platform admin's, and only it.
      for (const route of table.filter((r) => r.url.startsWith('/api/admin/'))) expect(kindOf(route)).toEqual({ route: key(route), kind: 'superAdmin' });
      expect({ withoutValidRequestInFixtures: walked.filter((k) => !FIXTURES[k]) }).toEqual({ withoutValidRequestInFixtures: [] });
    } finally {
      await withStatic.close();
    }
  });

  it('a route registered without a rule makes buildApp fail, saying how to declare one', async () => {
    const built = buildApp(testConfig(), {
      db: db.handle,
      logger: false,
      extraRoutes: async (api) => {
        api.get('/sem-regra', async () => ({ ok: true }));
      },
    });
    await expect(built).rejects.toThrow(/GET \/api\/sem-regra declares no access rule.*config: \{ access: access\./s);
  });

  it('a store-member rule must name a parameter of its own path', async () => {
    const built = buildApp(testConfig(), {
      db: db.handle,
      logger: false,
      extraRoutes: async (api) => {
        api.get('/lojas/:slug/relatorio', { config: { access: access.storeMember('storeId', 'orders.view') } }, async () => ({ ok: true }));
      },
    });
    await expect(built).rejects.toThrow(/:storeId/);
  });

  it('store-scoped routes: rival staff, customers (the order’s own too) and anonymous callers are refused and change nothing', async () => {
    const callers: [string, string | null][] = [
      ['anonymous', null],
      ['customer', await loginAs(app, OTHER_CUSTOMER)],
      ['the order’s customer', await loginAs(app, VICTIM)],
      ['rival owner', await loginAs(app, RIVAL_OWNER)],
      ['rival attendant', await loginAs(app, RIVAL_ATTENDANT)],
    ];
    const scoped = storeScoped();
    expect(scoped.length).toBeGreaterThanOrEqual(3);
    const leaks: Leak[] = [];
    let cells = 0;
    for (const route of scoped) {
      // One fingerprint before and after the route's refused calls (a per-call pair made this test take minutes): a
      // change is reported against the route and every refused caller, whose own answers are checked one by one.
      const before = await dbFingerprint(db.handle);
      const answers: [string, LightMyRequestResponse][] = [];
      for (const [name, token] of callers) {
        // The store named by id and by slug (the guard accepts both).
        for (const storeRef of [ids.bellaId, ids.bellaSlug]) {
          const overrides = route.access.kind === 'storeMember' ? { [route.access.param]: storeRef } : {};
          answers.push([`${name} (${storeRef})`, await call(route, token, overrides)]);
          cells++;
        }
      }
      const changed = diff(before, await dbFingerprint(db.handle));
      for (const [caller, res] of answers) {
        const leak = leakOf(route, caller, res, changed, true);
        if (leak) leaks.push(leak);
      }
    }
    console.log(`route access, store-scoped: ${scoped.length} routes × ${callers.length} callers × 2 store references = ${cells} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);

    // Positive control: a member of the store (the fixture's, else the attendant where the permission allows, else
    // the owner) makes the same requests and gets 2xx; the write is seen. An attendant is refused what its role may not do.
    const tokens = new Map<string, string>();
    const tokenOf = async (email: string) => tokens.get(email) ?? tokens.set(email, await loginAs(app, email)).get(email)!;
    for (const route of scoped) {
      const fixture = fixtureOf(route);
      const permission = route.access.kind === 'storeMember' ? route.access.permission : 'orders.view';
      const permitted = roleMay('attendant', permission);
      if (!permitted) expect({ route: key(route), status: (await call(route, await tokenOf(BELLA_ATTENDANT))).statusCode }).toEqual({ route: key(route), status: 403 });
      const before = await dbFingerprint(db.handle);
      const res = await call(route, await tokenOf(fixture.member ?? (permitted ? BELLA_ATTENDANT : BELLA_OWNER)));
      const ok = fixture.okStatus === undefined ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === fixture.okStatus;
      expect({ route: key(route), status: res.statusCode, ok }).toEqual({ route: key(route), status: res.statusCode, ok: true });
      if (route.method !== 'GET' && fixture.writes !== null) expect(diff(before, await dbFingerprint(db.handle))).toContain(fixture.writes ?? 'orders');
    }
  });

  it('user-scoped routes: anonymous callers are refused, other users never reach the victim’s records, the owner gets 2xx', async () => {
    const scoped = userScoped();
    expect(scoped.length).toBeGreaterThanOrEqual(10);
    const others = [OTHER_CUSTOMER, RIVAL_OWNER];
    const leaks: Leak[] = [];
    let cells = 0;
    for (const route of scoped) {
      const before = await dbFingerprint(db.handle);
      const res = await call(route, null);
      const leak = leakOf(route, 'anonymous', res, diff(before, await dbFingerprint(db.handle)), true);
      if (leak) leaks.push(leak);
      cells++;

      for (const other of others) {
        // A fresh token each time: /logout and /refresh end the one they are called with.
        const token = await loginAs(app, other);
        const namesVictim = fixtureOf(route).namesVictim === true;
        // Naming the victim's record: refused, nothing changes. Otherwise the caller acts on their own
        // data: the victim's rows stay as they were and nothing of theirs is in the answer.
        const beforeOther = namesVictim ? await dbFingerprint(db.handle) : await userFingerprint(db.handle, ids.victimId);
        const resOther = await call(route, token);
        const afterOther = namesVictim ? await dbFingerprint(db.handle) : await userFingerprint(db.handle, ids.victimId);
        const otherLeak = leakOf(route, other, resOther, diff(beforeOther, afterOther).filter((t) => namesVictim || t !== 'personal_access_tokens'), namesVictim);
        if (otherLeak) leaks.push(otherLeak);
        cells++;
      }
    }
    console.log(`route access, user-scoped: ${scoped.length} routes × ${1 + others.length} callers = ${cells} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);

    // Positive control: the victim makes the same requests and gets 2xx.
    for (const route of scoped) {
      const res = await call(route, await loginAs(app, VICTIM));
      expect({ route: key(route), ok: res.statusCode >= 200 && res.statusCode < 300 }).toEqual({ route: key(route), ok: true });
    }
  });

  it('driver routes: anonymous callers, customers, store staff and other drivers are refused and change nothing; the driver gets 2xx', async () => {
    const callers: [string, string | null][] = [
      ['anonymous', null],
      ['customer', await loginAs(app, OTHER_CUSTOMER)],
      ['store owner', await loginAs(app, BELLA_OWNER)],
      ['rival attendant', await loginAs(app, RIVAL_ATTENDANT)],
      ['another driver', await loginAs(app, OTHER_DRIVER, DRIVER_PASSWORD)],
    ];
    const scoped = driverOnly();
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    const leaks: Leak[] = [];
    for (const route of scoped) {
      for (const [name, token] of callers) {
        const before = await dbFingerprint(db.handle);
        const res = await call(route, token);
        // A driver's own /driver/me answers 200 with their own rows: refused only where the path names the victim driver.
        const refused = name !== 'another driver' || fixtureOf(route).namesVictim === true;
        const leak = leakOf(route, name, res, diff(before, await dbFingerprint(db.handle)), refused);
        if (leak) leaks.push(leak);
      }
    }
    console.log(`route access, driver: ${scoped.length} routes × ${callers.length} callers, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    for (const route of scoped) {
      const fixture = fixtureOf(route);
      const before = await dbFingerprint(db.handle);
      const res = await call(route, await loginAs(app, fixture.member ?? VICTIM_DRIVER, DRIVER_PASSWORD));
      expect({ route: key(route), status: res.statusCode, ok: res.statusCode >= 200 && res.statusCode < 300 }).toEqual({ route: key(route), status: res.statusCode, ok: true });
      if (route.method !== 'GET' && fixture.writes !== null) expect(diff(before, await dbFingerprint(db.handle))).toContain(fixture.writes ?? 'orders');
    }
  });

  it('admin routes: no store owner, manager, attendant, customer or anonymous caller reaches any; the platform admin gets 2xx', async () => {
    const callers: [string, string | null][] = [
      ['anonymous', null],
      ['customer', await loginAs(app, OTHER_CUSTOMER)],
      ['store owner', await loginAs(app, BELLA_OWNER)],
      ['store manager', await loginAs(app, BELLA_MANAGER)],
      ['attendant', await loginAs(app, BELLA_ATTENDANT)],
    ];
    const scoped = adminOnly();
    expect(scoped.length).toBeGreaterThanOrEqual(2);
    const leaks: Leak[] = [];
    for (const route of scoped) {
      for (const [name, token] of callers) {
        const before = await dbFingerprint(db.handle);
        const res = await call(route, token);
        const leak = leakOf(route, name, res, diff(before, await dbFingerprint(db.handle)), true);
        if (leak) leaks.push(leak);
      }
    }
    console.log(`route access, admin: ${scoped.length} routes × ${callers.length} callers, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    const admin = await loginAs(app, PLATFORM_ADMIN);
    for (const route of scoped) {
      const fixture = fixtureOf(route);
      const before = await dbFingerprint(db.handle);
      const res = await call(route, admin);
      expect({ route: key(route), ok: res.statusCode >= 200 && res.statusCode < 300 }).toEqual({ route: key(route), ok: true });
      if (route.method !== 'GET' && fixture.writes !== null) expect(diff(before, await dbFingerprint(db.handle))).toContain(fixture.writes ?? 'orders');
    }
  });

  it("operators' routes: no account reaches them, the platform admin's included; only METRICS_TOKEN does, and without it they do not exist", async () => {
    const callers: [string, string | null][] = [
      ['anonymous', null],
      ['customer', await loginAs(app, OTHER_CUSTOMER)],
      ['store owner', await loginAs(app, BELLA_OWNER)],
      ['platform admin', await loginAs(app, PLATFORM_ADMIN)],
    ];
    const scoped = operatorOnly();
    expect(scoped.map(key)).toEqual(['GET /api/metrics']);
    // This app has no METRICS_TOKEN: the routes answer 404 to everyone.
    for (const route of scoped) for (const [name, token] of callers) expect({ route: key(route), name, status: (await call(route, token)).statusCode }).toEqual({ route: key(route), name, status: 404 });

    const OPERATOR_TOKEN = 'token-do-prometheus-de-teste-0123456789';
    const withToken = await buildTestApp(db.handle, { metricsToken: OPERATOR_TOKEN });
    try {
      const sessions = await Promise.all([loginAs(withToken, OTHER_CUSTOMER), loginAs(withToken, BELLA_OWNER), loginAs(withToken, PLATFORM_ADMIN)]);
      for (const route of scoped) {
        for (const token of [null, ...sessions, `${OPERATOR_TOKEN}x`]) {
          const res = await withToken.inject({ method: route.method as 'GET', url: route.url, headers: token ? bearer(token) : {} });
          expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 401 });
          expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        }
        expect((await withToken.inject({ method: route.method as 'GET', url: route.url, headers: bearer(OPERATOR_TOKEN) })).statusCode).toBe(200);
      }
    } finally {
      await withToken.close();
    }
  });

  it('the store-member guard reads the permission table for the account role: a membership row alone is not enough', async () => {
    const token = await loginAs(app, OTHER_CUSTOMER);
    await db.handle.query('INSERT INTO store_memberships (user_id, store_id, role) VALUES ($1, $2, $3)', [ids.otherCustomerId, ids.bellaId, 'attendant']);
    try {
      const res = await app.inject({ url: `/api/stores/${ids.bellaId}/orders`, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    } finally {
      await db.handle.query('DELETE FROM store_memberships WHERE user_id = $1', [ids.otherCustomerId]);
    }
  });

  it('the super-admin rule: the platform admin passes, a store owner is refused, an anonymous caller is asked to sign in', async () => {
    const withAdminRoute = await buildApp(testConfig(), {
      db: db.handle,
      logger: false,
      extraRoutes: async (api) => {
        api.get('/admin/ping', { config: { access: access.superAdmin } }, async () => ({ ok: true }));
      },
    });
    try {
      const ping = async (email: string | null) =>
        (await withAdminRoute.inject({ url: '/api/admin/ping', headers: email ? bearer(await loginAs(withAdminRoute, email)) : {} })).statusCode;
      expect(await ping('admin@comanda.app')).toBe(200);
      expect(await ping('dono@bellanapoli.com.br')).toBe(403);
      expect(await ping(OTHER_CUSTOMER)).toBe(403);
      expect(await ping(null)).toBe(401);
    } finally {
      await withAdminRoute.close();
    }
  });

  it('positive controls for the public and signed-in rules', async () => {
    expect((await app.inject({ url: `/api/stores/${ids.bellaSlug}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me', headers: bearer(await loginAs(app, OTHER_CUSTOMER)) })).statusCode).toBe(200);
  });
});
