import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** `directive → sources` of a Content-Security-Policy header. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('API answers carry CSP, frame-ancestors, Referrer-Policy and nosniff; no HSTS outside production', async () => {
    for (const url of ['/api/health', '/api/stores/pizzaria-bella-napoli', '/api/nada']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const policy = csp(res);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)]);
      // Styles: emotion inserts <style> at run time in every remote, and React sets style attributes.
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(policy['connect-src']).toContain("'self'");
    }
  });

  it('a fresh nonce per response', async () => {
    const [a, b] = [csp(await app.inject({ url: '/api/health' })), csp(await app.inject({ url: '/api/health' }))];
    expect(a['script-src']![1]).not.toBe(b['script-src']![1]);
  });

  it('HSTS only in production', async () => {
    const realtime = loadConfig({ PUSHER_APP_SECRET: 'k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs' }).realtime;
    const prod = await buildTestApp(db.handle, { production: true, seed: false, realtime });
    try {
      const res = await prod.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });

  it('connect-src lets the browser reach the configured realtime WebSocket host', async () => {
    const realtime = loadConfig({ PUSHER_WS_HOST: 'rt.comanda.app', PUSHER_WS_PORT: '6001', PUSHER_APP_SECRET: 'x'.repeat(32) }).realtime;
    const other = await buildTestApp(db.handle, { realtime });
    try {
      expect(csp(await other.inject({ url: '/api/health' }))['connect-src']).toEqual(["'self'", 'ws://rt.comanda.app:6001', 'wss://rt.comanda.app:6001']);
    } finally {
      await other.close();
    }
  });
});
