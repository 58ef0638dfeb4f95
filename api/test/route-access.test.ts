import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { access, type RegisteredRoute } from '../src/auth/route-access';
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
  'GET /api/orders/track/:publicId',
  'GET /api/cep/:cep',
  'POST /api/geocode',
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
]);

let db: TestDb;
let app: FastifyInstance;

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
};
let ids: Ids;

const VICTIM = 'joao@cliente.com.br';
const OTHER_CUSTOMER = 'cliente@comanda.app';
const RIVAL_OWNER = 'dono@burgerhouse.com.br';
const RIVAL_ATTENDANT = 'atendente@burgerhouse.com.br';
const BELLA_ATTENDANT = 'atendente@bellanapoli.com.br';
const VICTIM_NOTIFICATION_TITLE = 'Aviso só do João';

const key = (r: Pick<RegisteredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, { testRoutes: true }, undefined, { now: () => NOW });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;

  const victimToken = await loginAs(app, VICTIM);
  const store = json(await app.inject({ url: '/api/stores/pizzaria-bella-napoli' })).data;
  const { product, selection } = withSelection((await productsOf(app, 'pizzaria-bella-napoli')).find((p) => p.business_type_options)!);
  const placed = await placeOrder(app, 'pizzaria-bella-napoli', PICKUP_CASH([{ product_id: product.id, quantity: 4, selected_options: selection }]), { token: victimToken });
  expect(placed.statusCode).toBe(201);
  const address = json(await app.inject({ url: '/api/customer/addresses', headers: bearer(victimToken) })).data[0];
  const notification = await app.inject({ method: 'POST', url: '/api/testing/notifications', headers: bearer(victimToken), payload: { title: VICTIM_NOTIFICATION_TITLE } });
  expect(notification.statusCode).toBe(201);
  const me = async (token: string) => json(await app.inject({ url: '/api/me', headers: bearer(token) })).id as number;
  ids = {
    bellaId: store.id,
    bellaSlug: store.slug,
    orderId: json(placed).data.id,
    orderPublicId: json(placed).data.public_id,
    victimId: await me(victimToken),
    victimAddressId: address.id,
    victimNotificationId: json(notification).data.id,
    otherCustomerId: await me(await loginAs(app, OTHER_CUSTOMER)),
  };
});
afterAll(async () => {
  await app.close();
  await db.close();
});

type Fixture = {
  params: (ids: Ids) => Record<string, string | number>;
  body?: (ids: Ids) => unknown;
  /** The request names the victim's own record (a path id, a channel): every other user must be refused. */
  namesVictim?: boolean;
};

const none = () => ({});

/** A valid request for each store- and user-scoped route, aimed at Bella Napoli's and João's data. */
const FIXTURES: Record<string, Fixture> = {
  // store-scoped
  'GET /api/stores/:storeId/orders': { params: (i) => ({ storeId: i.bellaId }) },
  'GET /api/stores/:storeId/orders/:orderId': { params: (i) => ({ storeId: i.bellaId, orderId: i.orderId }) },
  'POST /api/stores/:storeId/orders/:orderId/status': { params: (i) => ({ storeId: i.bellaId, orderId: i.orderId }), body: () => ({ status: 'confirmed' }) },
  // user-scoped
  'POST /api/logout': { params: none },
  'POST /api/refresh': { params: none },
  'GET /api/user': { params: none },
  'GET /api/me': { params: none },
  'POST /api/broadcasting/debug-auth': { params: none, body: (i) => ({ socket_id: '1234.5678', channel_name: `private-App.Models.User.${i.victimId}` }), namesVictim: true },
  'POST /api/broadcasting/auth': { params: none, body: (i) => ({ socket_id: '1234.5678', channel_name: `private-App.Models.User.${i.victimId}` }), namesVictim: true },
  'GET /api/customer/addresses': { params: none },
  'POST /api/customer/addresses': { params: none, body: () => ({ ...BELA_VISTA, number: '1578', label: 'Trabalho' }) },
  'DELETE /api/customer/addresses/:id': { params: (i) => ({ id: i.victimAddressId }), namesVictim: true },
  'GET /api/customer/orders': { params: none },
  'GET /api/customer/orders/:orderId': { params: (i) => ({ orderId: i.orderId }), namesVictim: true },
  'GET /api/notifications': { params: none },
  'GET /api/notifications/unread-count': { params: none },
  'POST /api/notifications/mark-all-read': { params: none },
  'POST /api/notifications/:id/read': { params: (i) => ({ id: i.victimNotificationId }), namesVictim: true },
  'POST /api/testing/notifications': { params: none, body: () => ({ title: 'Teste de acesso' }) },
};

const routes = () => app.routeAccess.filter((r) => r.method !== 'HEAD');
const storeScoped = () => routes().filter((r) => r.access.kind === 'storeMember');
const userScoped = () => routes().filter((r) => r.access.kind === 'signedIn' || r.access.kind === 'customer');

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

function call(route: RegisteredRoute, token: string | null, overrides: Partial<Record<string, string | number>> = {}) {
  const fixture = fixtureOf(route);
  const body = fixture.body?.(ids);
  return app.inject({
    method: route.method as 'GET',
    url: urlOf(route, { ...fixture.params(ids), ...overrides } as Record<string, string | number>),
    headers: token ? bearer(token) : {},
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
    const withStatic = await buildTestApp(db.handle, { staticRoot: REPO_ROOT, testRoutes: true });
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
      // Every route that is not public is walked by the matrices below.
      const walked = table.filter((r) => r.access.kind !== 'public' && r.access.kind !== 'superAdmin').map(key);
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
      for (const [name, token] of callers) {
        // The store named by id and by slug (the guard accepts both).
        for (const storeRef of [ids.bellaId, ids.bellaSlug]) {
          const overrides = route.access.kind === 'storeMember' ? { [route.access.param]: storeRef } : {};
          const before = await dbFingerprint(db.handle);
          const res = await call(route, token, overrides);
          const leak = leakOf(route, `${name} (${storeRef})`, res, diff(before, await dbFingerprint(db.handle)), true);
          if (leak) leaks.push(leak);
          cells++;
        }
      }
    }
    console.log(`route access, store-scoped: ${scoped.length} routes × ${callers.length} callers × 2 store references = ${cells} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);

    // Positive control: the store's own attendant makes the same requests and gets 2xx; the write is seen.
    const attendant = await loginAs(app, BELLA_ATTENDANT);
    for (const route of scoped) {
      const before = await dbFingerprint(db.handle);
      const res = await call(route, attendant);
      expect({ route: key(route), status: res.statusCode }).toEqual({ route: key(route), status: 200 });
      if (route.method !== 'GET') expect(diff(before, await dbFingerprint(db.handle))).toContain('orders');
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
