// The demo stores are there to try the product: whenever someone runs `npm start`, every demo storefront
// takes orders, except the one branch that shows the closed behaviour on purpose (README "Lojas de demonstração").
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

const ALWAYS_CLOSED = 'bella-napoli-moema';

/** São Paulo wall-clock instants someone is likely to try the demo at (and the e2e suite's clock). */
const INSTANTS = [
  ['Monday 15:00', '2026-11-23T15:00:00-03:00'],
  ['Sunday 09:00', '2026-11-22T09:00:00-03:00'],
  ['Wednesday 03:00', '2026-11-25T03:00:00-03:00'],
  ['Tuesday 20:00 (e2e CLOCK_START)', '2026-11-24T20:00:00-03:00'],
  ['Saturday 23:59', '2026-11-28T23:59:00-03:00'],
] as const;

let db: TestDb;
let app: FastifyInstance;
let clock = new Date(INSTANTS[0][1]);
let slugs: string[];

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle, {}, undefined, { now: () => clock });
  slugs = (await db.handle.query<{ slug: string }>('SELECT slug FROM stores WHERE is_active ORDER BY id')).map((r) => r.slug);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const isOpen = async (slug: string): Promise<boolean> => {
  const res = await app.inject({ method: 'GET', url: `/api/stores/${slug}` });
  expect(res.statusCode).toBe(200);
  return json(res).data.isOpen as boolean;
};

describe('demo store hours', () => {
  it('there are 16 demo storefronts, the always-closed one among them', () => {
    expect(slugs).toHaveLength(16);
    expect(slugs).toContain(ALWAYS_CLOSED);
  });

  it.each(INSTANTS)('%s in São Paulo: every demo store is open except the always-closed branch', async (_label, instant) => {
    clock = new Date(instant);
    const open: Record<string, boolean> = {};
    for (const slug of slugs) open[slug] = await isOpen(slug);
    expect(open).toEqual(Object.fromEntries(slugs.map((slug) => [slug, slug !== ALWAYS_CLOSED])));
  });

  it('the always-closed store still lists its (empty) week, so the storefront shows it closed every day', async () => {
    const { data } = json(await app.inject({ method: 'GET', url: `/api/stores/${ALWAYS_CLOSED}` }));
    expect(Object.values(data.openingHours)).toEqual(Array(7).fill([]));
  });
});
