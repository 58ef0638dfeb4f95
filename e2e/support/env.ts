// What globalSetup shares with the test files (through process.env, inherited by jest's workers).
import path from 'node:path';

export const ENV = {
  baseUrl: 'E2E_BASE_URL',
  wsEndpoint: 'E2E_BROWSER_WS_ENDPOINT',
  platformLog: 'E2E_PLATFORM_LOG',
  platformPort: 'E2E_PLATFORM_PORT',
  /** The local SMTP server's HTTP inbox (api/test-support/smtp-test-server.ts): read with support/mail.ts. */
  mailInbox: 'E2E_MAIL_INBOX',
  /** The platform's RELEASES_DIR (<DATA_DIR>/releases): where `npm run remote -- publish` puts versions. */
  releasesDir: 'E2E_RELEASES_DIR',
} as const;

export const E2E_ROOT = path.resolve(__dirname, '..');
export const ARTIFACTS_DIR = path.join(E2E_ROOT, 'artifacts');
export const SCREENS_DIR = path.join(ARTIFACTS_DIR, 'screens');
export const FAILURES_DIR = path.join(ARTIFACTS_DIR, 'failures');

export function sharedValue(name: (typeof ENV)[keyof typeof ENV]): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} ausente: rode o e2e com "npm run test:e2e" (jest -c e2e/jest.config.js).`);
  return value;
}
