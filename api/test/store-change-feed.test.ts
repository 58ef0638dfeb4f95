import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { redisStoreChangeFeed, type ChangedStore } from '../src/modules/storefront-refresh/store-change-feed';
import { productsOf } from './helpers/orders';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

// The caches live for a minute here: only an invalidation can explain a fresh read.
const LONG_TTL = { catalogCacheTtlMs: 60_000 };
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SLUG = 'pizzaria-bella-napoli';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

async function ownerOf(app: FastifyInstance) {
  const token = await loginAs(app, 'dono@bellanapoli.com.br');
  const storeId = json(await app.inject({ url: `/api/stores/${SLUG}` })).data.id as number;
  return {
    create: async (name: string) => {
      const res = await app.inject({ method: 'POST', url: `/api/stores/${storeId}/catalog/products`, headers: bearer(token), payload: { name, price: 12 } });
      expect(res.statusCode).toBe(201);
      return json(res).data.id as number;
    },
    pause: async (id: number) => {
      const res = await app.inject({ method: 'PATCH', url: `/api/stores/${storeId}/catalog/products/${id}/availability`, headers: bearer(token), payload: { is_active: false } });
      expect(res.statusCode).toBe(200);
    },
  };
}

const listed = async (app: FastifyInstance, id: number) => (await productsOf(app, SLUG)).some((p) => p.id === id);

async function within1s(check: () => Promise<boolean>): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 1000; await new Promise((r) => setTimeout(r, 20))) if (await check()) return true;
  return check();
}

describe('the node that wrote reads its write at once (no wait for NOTIFY or Redis)', () => {
  it('a created product is listed and a paused one is gone on the very next request', async () => {
    const app = await buildTestApp(db.handle, LONG_TTL);
    try {
      const owner = await ownerOf(app);
      await productsOf(app, SLUG); // cached
      for (let round = 0; round < 5; round++) {
        const id = await owner.create(`Na hora ${round}`);
        expect(await listed(app, id)).toBe(true);
        await owner.pause(id);
        expect(await listed(app, id)).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});

describe('other nodes drop their caches through Redis when it is configured', () => {
  it('a write on node A reaches node B’s cached catalog within a second', async () => {
    const [a, b] = [await buildTestApp(db.handle, { ...LONG_TTL, redisUrl: REDIS }), await buildTestApp(db.handle, { ...LONG_TTL, redisUrl: REDIS })];
    try {
      const owner = await ownerOf(a);
      await productsOf(b, SLUG); // B caches the catalog
      const id = await owner.create('Visto pelo outro nó');
      expect(await within1s(() => listed(b, id))).toBe(true);
      await owner.pause(id);
      expect(await within1s(async () => !(await listed(b, id)))).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('the feed reaches the other nodes of its scope only, and a node ignores its own echo', async () => {
    const scope = `test-${randomUUID()}`;
    const heard: Record<string, ChangedStore[]> = { a: [], b: [], other: [] };
    const log = { warn: () => {}, info: () => {} };
    const a = redisStoreChangeFeed(REDIS, scope, (s) => heard.a!.push(s), log);
    const b = redisStoreChangeFeed(REDIS, scope, (s) => heard.b!.push(s), log);
    const other = redisStoreChangeFeed(REDIS, `${scope}-other`, (s) => heard.other!.push(s), log);
    try {
      // Publishing before the subscriptions are up would be lost: wait until a publish is heard.
      for (let i = 0; heard.b!.length === 0 && i < 100; i++) {
        a.publish([1]);
        await new Promise((r) => setTimeout(r, 20));
      }
      heard.b!.length = 0;
      a.publish([7, 8]);
      await within1s(async () => heard.b!.includes(8));
      expect(heard.b).toEqual([7, 8]);
      expect(heard.a).toEqual([]);
      expect(heard.other).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});
