import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { DbHandle } from '../../src/db/client';
import type { MailMessage, Mailer } from '../../src/mail/mailer';

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

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { PUSHER_APP_SECRET: TEST_PUSHER_APP_SECRET },
    {
      dataDir: ':memory:',
      staticRoot: '',
      logLevel: 'silent',
      appUrl: 'http://comanda.test',
      loginRateLimit: { perEmailIp: 1000, perIp: 1000, windowMs: 60_000 },
      forgotPasswordRateLimit: { perEmail: 1000, perIp: 1000, windowMs: 60_000 },
      registerRateLimit: { perIp: 1000, windowMs: 60_000 },
      providerTimeoutMs: 1500,
      ...overrides,
    },
  );
}

export async function buildTestApp(
  handle: DbHandle,
  overrides: Partial<AppConfig> = {},
  mailer: Mailer = capturingMailer(),
  options: Pick<BuildAppOptions, 'now'> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { db: handle, mailer, logger: false, ...options });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
export const json = <T = Record<string, any>>(res: LightMyRequestResponse): T => res.json() as T;

export async function loginAs(app: FastifyInstance, email: string, password = 'Comanda@123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return json(res).token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
