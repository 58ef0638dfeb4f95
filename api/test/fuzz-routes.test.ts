import { writeFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { startFakeProviders, type FakeProviders } from '../test-support/fake-providers';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json, loginAs } from './helpers/test-app';
import {
  bodySpec,
  fuzzableRoutes,
  garbageAuthorization,
  idempotencyKey,
  paramNames,
  pathSegment,
  queryString,
  stateFingerprint,
  type BodySpec,
  type Caller,
} from './helpers/fuzz';

/**
 * Property-based fuzzing of EVERY registered route (read from the app's own route table, so a new route
 * is fuzzed without touching this file): hostile bodies, query strings, path parameters and headers, as
 * an anonymous caller, with a garbage Authorization header and with a store owner's valid token.
 *
 * Asserted for every case: no 5xx; every 4xx is `{ message }`; every 422 has `errors` with dotted keys and
 * Portuguese messages. Asserted per route: the database is exactly as before (fingerprint of every table's
 * rows), i.e. no bad request changed anything.
 *
 * Routes that legitimately write on a VALID request are kept honest this way:
 * - bodies never carry `password_confirmation` and a WRITE_GUARDS entry breaks one required field of
 *   every other writing route, so every field is still validated (yup reports them all) but no body can
 *   be valid; login never gets a real password, forgot-password never a real address;
 * - the routes whose write needs no body at all (logout, refresh, mark notifications read, delete an
 *   address) are fuzzed without a valid token: with one, any request would be a legitimate write.
 *
 * FUZZ_RUNS = total cases (default 400, spread over the routes); FUZZ_SEED to replay a run;
 * FUZZ_REPORT = a file to write { cases, fiveXX, ... } to (bench/benchmarks/07-fuzz.mjs).
 */

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 400);
// A fixed seed keeps `npm test` reproducible; `FUZZ_SEED=<n>` (or `npm run fuzz`, 5,000 cases) explores others.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const WRITE_GUARDS: Record<string, (body: Body) => void> = {
  'POST /api/stores/:slug/orders': (body) => {
    body.payment = { ...(isObject(body.payment) ? body.payment : {}), method: 'bitcoin' };
  },
  'POST /api/register': (body) => delete body.password_confirmation,
  'POST /api/reset-password': (body) => delete body.password_confirmation,
  'POST /api/customer/addresses': (body) => {
    body.cep = 'cep-invalido';
  },
  'PUT /api/customer/addresses/:id': (body) => {
    body.cep = 'cep-invalido';
  },
  'POST /api/stores/:storeId/orders/:orderId/status': (body) => {
    body.status = 'nao-existe';
  },
  'PUT /api/stores/:storeId/profile': (body) => {
    body.slug = 'Endereço Inválido!';
  },
  'POST /api/testing/notifications': (body) => {
    body.title = '';
  },
  'PUT /api/stores/:storeId/escalation': (body) => {
    body.alert_after_minutes = 'nunca';
  },
  'POST /api/stores/:storeId/employees': (body) => {
    body.email = 'sem-arroba';
  },
  'PUT /api/stores/:storeId/employees/:userId': (body) => {
    body.role = 'chefe';
  },
  'POST /api/stores/:storeId/coupons': (body) => {
    body.type = 'nao-existe';
  },
  'PUT /api/stores/:storeId/coupons/:couponId': (body) => {
    body.type = 'nao-existe';
  },
  'POST /api/stores/:storeId/branches': (body) => {
    body.slug = 'Endereço Inválido!';
  },
  'PUT /api/stores/:storeId/branches/:branchId': (body) => {
    body.slug = 'Endereço Inválido!';
  },
  'PATCH /api/stores/:storeId/branches/:branchId/active': (body) => {
    body.is_active = 'talvez';
  },
  'POST /api/stores/:storeId/branches/:branchId/users': (body) => {
    body.user_id = 'ninguem';
  },
  'PUT /api/me/profile': (body) => {
    body.phone = 'x';
  },
  'POST /api/me/push-subscriptions': (body) => {
    body.endpoint = 'nao-e-url';
  },
  'PUT /api/me/notification-preferences': (body) => {
    body.promotions = 'talvez';
  },
  // Store owners are refused anyway (403); a wrong confirmation keeps any body from deleting an account.
  'DELETE /api/me': (body) => {
    body.confirmation = 'excluir';
  },
  'POST /api/customer/meal-subscriptions': (body) => {
    body.frequency = 'nao-existe';
  },
};

const NO_VALID_TOKEN = new Set([
  'POST /api/logout',
  'POST /api/refresh',
  'POST /api/notifications/mark-all-read',
  'POST /api/notifications/:id/read',
  'DELETE /api/customer/addresses/:id',
  'PUT /api/customer/addresses/:id/default', // no input but the path: with a valid token it legitimately picks the default
  'PUT /api/customer/favorites/:id', // no input but the path: with a valid token it legitimately marks the store
  'DELETE /api/customer/favorites/:id',
  'POST /api/stores/:storeId/employees/invitations/:invitationId/resend',
  'DELETE /api/stores/:storeId/coupons/:couponId',
  'DELETE /api/stores/:storeId/settings/pause', // takes no input: a valid token resumes orders, a legitimate write
  'DELETE /api/stores/:storeId/branches/:branchId/users/:userId',
  // No input but the path: with a valid token and a real id these legitimately delete or copy.
  'DELETE /api/stores/:storeId/catalog/categories/:id',
  'DELETE /api/stores/:storeId/catalog/products/:id',
  'POST /api/stores/:storeId/catalog/products/:id/duplicate',
  // A zone id is a small integer ('1' is Bella Napoli's first zone): with a valid token it is a legitimate delete.
  'DELETE /api/stores/:storeId/delivery/zones/:zoneId',
  // No input: with a valid token it legitimately ends the caller's other sessions.
  'POST /api/me/sessions/others/logout',
]);

/** yup's English defaults and Laravel-incompatible keys: what must never reach a client. */
const ENGLISH = /must be|is a required field|must have|must match|is not a valid|is invalid|\$\{path\}|`/;

let db: TestDb;
let providers: FakeProviders;
let app: FastifyInstance;
let ownerToken: string;
let realParams: Record<string, string[]>;

beforeAll(async () => {
  db = await openTestDb();
  // The CEP and geocoding providers answer (a 503 for a provider that is down is not bad input's doing).
  providers = await startFakeProviders();
  app = await buildTestApp(db.handle, { testRoutes: true, cepProviderUrl: providers.cepUrl, geocoderUrl: providers.geocoderUrl }, capturingMailer(), { now: () => new Date('2026-11-24T20:00:00-03:00') });
  app.broadcaster.toStore = async () => true;
  app.broadcaster.toChannel = async () => true;
  ownerToken = await loginAs(app, 'dono@bellanapoli.com.br');
  const bellaId = String(json(await app.inject({ method: 'GET', url: '/api/stores/pizzaria-bella-napoli' })).data.id);
  const [order] = await db.handle.query<{ id: number; public_id: string }>('SELECT id, public_id FROM orders WHERE store_id = $1 ORDER BY id LIMIT 1', [Number(bellaId)]);
  realParams = {
    slug: ['pizzaria-bella-napoli', 'burger-house'],
    storeId: [bellaId, 'pizzaria-bella-napoli'],
    orderId: [String(order?.id ?? 1)],
    publicId: [order?.public_id ?? '00000000-0000-4000-8000-000000000000'],
    cep: ['01310100', '01310-100'],
    id: ['1'],
    userId: ['1', '2'],
    invitationId: ['1'],
    branchId: [String((await db.handle.query<{ id: number }>("SELECT id FROM stores WHERE slug = 'bella-napoli-moema'"))[0]?.id ?? 1), '1'],
    token: ['token-que-nao-existe'],
  };
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await providers?.close();
});

type Case = { path: string[]; query: string; body: BodySpec; caller: Caller; authorization: string; key: string | undefined };

function requestOf(route: { method: string; url: string }, c: Case) {
  let index = 0;
  const url = route.url === '*' ? `/${c.path[0] ?? ''}` : route.url.replace(/:[A-Za-z_]+/g, () => c.path[index++] ?? '');
  const headers: Record<string, string> = {};
  if (c.caller === 'owner') headers.authorization = `Bearer ${ownerToken}`;
  if (c.caller === 'garbage') headers.authorization = c.authorization;
  if (c.key !== undefined) headers['idempotency-key'] = c.key;
  let payload: string | undefined;
  const guard = WRITE_GUARDS[`${route.method} ${route.url}`];
  if (c.body.kind === 'json' || guard) {
    // A guarded route always gets a guarded object: an empty or raw body may be a valid input for it (a save of defaults).
    const raw = c.body.kind === 'json' ? c.body.value : {};
    const value = isObject(raw) ? { ...raw } : guard ? {} : raw;
    if (isObject(value)) guard?.(value);
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(value) ?? 'null';
  } else if (c.body.kind === 'raw') {
    headers['content-type'] = c.body.contentType;
    payload = c.body.text;
  }
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  return { method: route.method as 'GET', url: c.query ? `${url}?${c.query}` : url, headers, ...(withBody && payload !== undefined ? { payload } : {}) };
}

/** What is wrong with a response, or null. */
function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 100)}`;
  }
  if (!isObject(body) || typeof body.message !== 'string' || body.message === '') return `${res.statusCode} without { message }`;
  if (ENGLISH.test(body.message)) return `English message: ${body.message}`;
  if (res.statusCode !== 422) return null;
  if (!isObject(body.errors)) return '422 without errors';
  for (const [key, messages] of Object.entries(body.errors)) {
    if (/[[\]]/.test(key)) return `error key not dotted: ${key}`;
    if (!Array.isArray(messages) || messages.some((m) => typeof m !== 'string')) return `errors.${key} is not a list of messages`;
    const english = (messages as string[]).find((m) => ENGLISH.test(m));
    if (english) return `English message on ${key}: ${english}`;
  }
  return null;
}

describe('fuzzing every registered route', () => {
  it('the route table is the app’s own (a new route is fuzzed automatically)', () => {
    const routes = fuzzableRoutes(app.routeAccess).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/stores/:slug/orders', 'GET /api/stores/:storeId/orders', 'POST /api/login', 'DELETE /api/customer/addresses/:id']));
    for (const key of [...Object.keys(WRITE_GUARDS), ...NO_VALID_TOKEN]) expect(routes).toContain(key);
  });

  it('bad input never gives a 5xx, always a { message } (422s: dotted keys, Portuguese) and never changes the database', async () => {
    const routes = fuzzableRoutes(app.routeAccess);
    const runsPerRoute = Math.max(1, Math.ceil(TOTAL_RUNS / routes.length));
    const violations: string[] = [];
    const stateChanges: string[] = [];
    const statuses: Record<number, number> = {};
    let cases = 0;
    let fiveXX = 0;

    for (const [index, route] of routes.entries()) {
      const routeKey = `${route.method} ${route.url}`;
      const names = route.url === '*' ? ['wildcard'] : paramNames(route.url);
      const callers: Caller[] = NO_VALID_TOKEN.has(routeKey) ? ['anonymous', 'garbage'] : ['anonymous', 'garbage', 'owner'];
      const caseArb = fc.record({
        path: fc.tuple(...names.map((name) => pathSegment(realParams[name] ?? ['1']))) as fc.Arbitrary<string[]>,
        query: queryString,
        body: bodySpec,
        caller: fc.constantFrom(...callers),
        authorization: garbageAuthorization,
        key: idempotencyKey,
      });
      const before = await stateFingerprint(db.handle);
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          const request = requestOf(route, c);
          const res = await app.inject(request);
          cases += 1;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) fiveXX += 1;
          const problem = problemOf(res);
          if (problem && violations.length < 50) violations.push(`${routeKey} ${request.method} ${request.url.slice(0, 200)} [${c.caller}] body=${JSON.stringify(c.body).slice(0, 300)} → ${problem}`);
        }),
        { numRuns: runsPerRoute, seed: SEED + index, endOnFailure: true },
      );
      const after = await stateFingerprint(db.handle);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) stateChanges.push(`${routeKey}: ${changed.join(', ')}`);
    }

    const report = { seed: SEED, routes: routes.length, cases, fiveXX, violations: violations.length, stateChanges, statuses };
    console.log(`route fuzz: ${cases} cases over ${routes.length} routes, ${fiveXX} 5xx, ${violations.length} violations, ${stateChanges.length} state changes (FUZZ_SEED=${SEED})`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ ...report, examples: violations.slice(0, 20) }, null, 2));
    expect(violations).toEqual([]);
    expect(stateChanges).toEqual([]);
    expect(fiveXX).toBe(0);
  }, 600_000);
});
