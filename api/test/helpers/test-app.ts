import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/client';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import { startFakeProviders } from '../../test-support/fake-providers';

export type CapturingMailer = Mailer & { sent: MailMessage[] };

export function capturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** A fixed secret for tests only (outside tests there is no default: see src/secrets.ts). */
export const TEST_PUSHER_APP_SECRET = 'comanda-test-secret';
/** Seals the secrets stored for stores (security/secret-box.ts); tests only. */
export const TEST_DATA_ENCRYPTION_KEY = 'comanda-test-data-encryption-key';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { PUSHER_APP_SECRET: TEST_PUSHER_APP_SECRET, DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY },
    {
      dataDir: ':memory:',
      staticRoot: '',
      logLevel: 'silent',
      appUrl: 'http://comanda.test',
      loginRateLimit: { perEmailIp: 1000, perIp: 1000, windowMs: 60_000 },
      forgotPasswordRateLimit: { perEmail: 1000, perIp: 1000, windowMs: 60_000 },
      registerRateLimit: { perIp: 1000, windowMs: 60_000 },
      providerTimeoutMs: 5000,
      // Each app its own release store: tests that publish or activate never meet another's.
      releasesDir: mkdtempSync(path.join(tmpdir(), 'comanda-releases-')),
      ...overrides,
    },
  );
}

export async function buildTestApp(
  handle: DbHandle,
  overrides: Partial<AppConfig> = {},
  /** Default: a capturing mailer, unless `overrides.smtpUrl` names a server (test-support/smtp-test-server.ts). */
  mailer: Mailer | undefined = overrides.smtpUrl ? undefined : capturingMailer(),
  options: Pick<BuildAppOptions, 'now'> = {},
): Promise<FastifyInstance> {
  // Tests never reach the real CEP directory or geocoder: unless a test sets its own, the fake ones
  // (which know the demo addresses) answer, one server per app, closed with it.
  if (overrides.cepProviderUrl !== undefined || overrides.geocoderUrl !== undefined) {
    return buildApp(testConfig(overrides), { db: handle, mailer, logger: false, ...options });
  }
  const providers = await startFakeProviders();
  const app = await buildApp(testConfig({ cepProviderUrl: providers.cepUrl, geocoderUrl: providers.geocoderUrl, ...overrides }), { db: handle, mailer, logger: false, ...options });
  app.addHook('onClose', () => providers.close());
  return app;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export const json = <T = Record<string, any>>(res: LightMyRequestResponse): T => res.json() as T;

export async function loginAs(app: FastifyInstance, email: string, password = 'Comanda@123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return json(res).token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
