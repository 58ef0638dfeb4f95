// COMANDA_TEST_ROUTES (e2e only): the app clock moves forward, and everything that reads it follows.
import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { bearer, buildTestApp, json, loginAs } from './helpers/test-app';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

it('exists only with test routes, and a lapsed trial locks when the clock passes its grace period', async () => {
  const plain: FastifyInstance = await buildTestApp(db.handle);
  expect((await plain.inject({ method: 'POST', url: '/api/testing/clock', payload: { days: 1 } })).statusCode).toBe(404);
  await plain.close();

  const app = await buildTestApp(db.handle, { testRoutes: true });
  try {
    await db.handle.query(`UPDATE subscriptions SET status = 'trialing', trial_ends_at = now() + interval '2 days' WHERE store_id = (SELECT id FROM stores WHERE slug = 'burger-house')`);
    const owner = await loginAs(app, 'dono@burgerhouse.com.br');
    const standing = async () => json(await app.inject({ url: '/api/stores/burger-house/entitlements', headers: bearer(owner) })).data.standing;
    expect(await standing()).toBe('ok');
    const moved = json(await app.inject({ method: 'POST', url: '/api/testing/clock', payload: { days: 5 } }));
    expect(new Date(moved.now).getTime()).toBeGreaterThan(Date.now() + 4.9 * 86_400_000);
    expect(await standing()).toBe('grace');
    await app.inject({ method: 'POST', url: '/api/testing/clock', payload: { days: 10 } });
    expect(await standing()).toBe('locked');
  } finally {
    await app.close();
  }
});
