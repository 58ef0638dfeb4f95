import type { FastifyInstance } from 'fastify';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

const attempt = (app: FastifyInstance, email: string, password = 'errada123', ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('login rate limit', () => {
  it('per e-mail + IP: 422 up to the limit, then 429 with a Portuguese message', async () => {
    const app = await buildTestApp(db.handle, { loginRateLimit: { perEmailIp: 3, perIp: 100, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(app, 'admin@comanda.app')).statusCode).toBe(422);
      const blocked = await attempt(app, 'ADMIN@comanda.app');
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password is refused while blocked.
      expect((await attempt(app, 'admin@comanda.app', 'Comanda@123')).statusCode).toBe(429);
      // Another e-mail from the same IP, or the same e-mail from another IP, still gets through.
      expect((await attempt(app, 'cliente@comanda.app', 'Comanda@123')).statusCode).toBe(200);
      expect((await attempt(app, 'admin@comanda.app', 'Comanda@123', '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('per IP across e-mails', async () => {
    const app = await buildTestApp(db.handle, { loginRateLimit: { perEmailIp: 100, perIp: 4, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 4; i++) expect((await attempt(app, `user${i}@x.com`)).statusCode).toBe(422);
      expect((await attempt(app, 'other@x.com')).statusCode).toBe(429);
      expect((await attempt(app, 'other@x.com', 'errada123', '10.0.0.9')).statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it('the window expires', async () => {
    const app = await buildTestApp(db.handle, { loginRateLimit: { perEmailIp: 1, perIp: 100, windowMs: 300 } });
    try {
      expect((await attempt(app, 'admin@comanda.app')).statusCode).toBe(422);
      expect((await attempt(app, 'admin@comanda.app')).statusCode).toBe(429);
      await new Promise((r) => setTimeout(r, 400));
      expect((await attempt(app, 'admin@comanda.app')).statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });
});
