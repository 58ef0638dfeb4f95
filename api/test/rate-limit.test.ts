import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, capturingMailer, json } from './helpers/test-app';

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

const forgot = (app: FastifyInstance, email: string, ip = '10.0.1.1') =>
  app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });

let registered = 0;
const register = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: {
      name: 'Ana Souza',
      email: `limite${++registered}-${randomBytes(3).toString('hex')}@exemplo.com.br`,
      phone: '(11) 98765-4321',
      cep: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      password: 'segredo123',
      password_confirmation: 'segredo123',
    },
  });

describe('forgot-password rate limit', () => {
  it('per address, from any IP: a mailbox cannot be flooded; the 429 says so in Portuguese', async () => {
    const app = await buildTestApp(db.handle, { forgotPasswordRateLimit: { perEmail: 2, perIp: 100, windowMs: 60_000 } });
    try {
      expect((await forgot(app, 'cliente@comanda.app', '10.0.1.1')).statusCode).toBe(200);
      expect((await forgot(app, 'CLIENTE@comanda.app', '10.0.1.2')).statusCode).toBe(200);
      const blocked = await forgot(app, 'cliente@comanda.app', '10.0.1.3');
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).message).toMatch(/^Muitas solicitações\. Tente novamente em \d+ segundos\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // An unknown address is limited the same way: the limit reveals nothing either.
      expect((await forgot(app, 'ninguem@comanda.app')).statusCode).toBe(200);
      expect((await forgot(app, 'ninguem@comanda.app')).statusCode).toBe(200);
      expect((await forgot(app, 'ninguem@comanda.app')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('per IP, across addresses', async () => {
    const app = await buildTestApp(db.handle, { forgotPasswordRateLimit: { perEmail: 100, perIp: 3, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await forgot(app, `x${i}@exemplo.com`, '10.0.2.1')).statusCode).toBe(200);
      expect((await forgot(app, 'y@exemplo.com', '10.0.2.1')).statusCode).toBe(429);
      expect((await forgot(app, 'y@exemplo.com', '10.0.2.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('registration rate limit', () => {
  it('per IP', async () => {
    const app = await buildTestApp(db.handle, { registerRateLimit: { perIp: 2, windowMs: 60_000 } });
    try {
      expect((await register(app, '10.0.3.1')).statusCode).toBe(201);
      expect((await register(app, '10.0.3.1')).statusCode).toBe(201);
      const blocked = await register(app, '10.0.3.1');
      expect(blocked.statusCode).toBe(429);
      expect(json(blocked).message).toMatch(/^Muitas solicitações\. Tente novamente em \d+ segundos\.$/);
      expect((await register(app, '10.0.3.2')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('limits shared by API nodes through Redis (REDIS_URL)', () => {
  it('two app instances on the same Redis count together: login, forgot-password and registration', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const limits = {
      redisUrl: REDIS_URL,
      loginRateLimit: { perEmailIp: 2, perIp: 100, windowMs: 60_000 },
      forgotPasswordRateLimit: { perEmail: 100, perIp: 2, windowMs: 60_000 },
      registerRateLimit: { perIp: 2, windowMs: 60_000 },
    };
    const a = await buildTestApp(db.handle, limits, capturingMailer());
    const b = await buildTestApp(db.handle, limits, capturingMailer());
    try {
      const email = `ninguem-${randomBytes(4).toString('hex')}@exemplo.com`;
      expect((await attempt(a, email, 'errada123', ip)).statusCode).toBe(422);
      expect((await attempt(b, email, 'errada123', ip)).statusCode).toBe(422);
      expect((await attempt(a, email, 'errada123', ip)).statusCode).toBe(429);
      expect((await attempt(b, email, 'errada123', ip)).statusCode).toBe(429);

      expect((await forgot(a, 'a@exemplo.com', ip)).statusCode).toBe(200);
      expect((await forgot(b, 'b@exemplo.com', ip)).statusCode).toBe(200);
      expect((await forgot(a, 'c@exemplo.com', ip)).statusCode).toBe(429);

      expect((await register(b, ip)).statusCode).toBe(201);
      expect((await register(a, ip)).statusCode).toBe(201);
      expect((await register(b, ip)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('deployments sharing a Redis under their own RATE_LIMIT_REDIS_NAMESPACE count apart (default comanda-rl:)', async () => {
    expect(loadConfig({}).rateLimitRedisNamespace).toBe('comanda-rl:');
    expect(loadConfig({ RATE_LIMIT_REDIS_NAMESPACE: 'loja-b-rl:' }).rateLimitRedisNamespace).toBe('loja-b-rl:');
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const limits = { redisUrl: REDIS_URL, loginRateLimit: { perEmailIp: 1, perIp: 100, windowMs: 60_000 } };
    const suffix = randomBytes(4).toString('hex');
    const a = await buildTestApp(db.handle, { ...limits, rateLimitRedisNamespace: `deploy-a-${suffix}:` });
    const b = await buildTestApp(db.handle, { ...limits, rateLimitRedisNamespace: `deploy-b-${suffix}:` });
    const a2 = await buildTestApp(db.handle, { ...limits, rateLimitRedisNamespace: `deploy-a-${suffix}:` });
    try {
      expect((await attempt(a, 'ns@exemplo.com', 'errada123', ip)).statusCode).toBe(422);
      // Another deployment: its own counter.
      expect((await attempt(b, 'ns@exemplo.com', 'errada123', ip)).statusCode).toBe(422);
      // Another node of the first deployment: the same counter.
      expect((await attempt(a2, 'ns@exemplo.com', 'errada123', ip)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close(), a2.close()]);
    }
  });

  it('without REDIS_URL each node counts alone (in memory)', async () => {
    const limits = { loginRateLimit: { perEmailIp: 1, perIp: 100, windowMs: 60_000 } };
    const a = await buildTestApp(db.handle, limits);
    const b = await buildTestApp(db.handle, limits);
    try {
      expect((await attempt(a, 'solo@exemplo.com', 'errada123', '10.0.4.1')).statusCode).toBe(422);
      expect((await attempt(b, 'solo@exemplo.com', 'errada123', '10.0.4.1')).statusCode).toBe(422);
      expect((await attempt(a, 'solo@exemplo.com', 'errada123', '10.0.4.1')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
