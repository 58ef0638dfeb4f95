// Starts the fake CEP/geocoder providers, the platform and one Chromium for the whole e2e run.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { startFakeProviders, type FakeProviders } from '../../api/test-support/fake-providers';
import { startSmtpTestServer, type SmtpTestServer } from '../../api/test-support/smtp-test-server';
import { launchBrowserServer } from './chromium';
import { ARTIFACTS_DIR, ENV, FAILURES_DIR, SCREENS_DIR } from './env';
import { REPO_ROOT, startPlatform, type Platform } from './platform';

export type E2eHandles = { providers?: FakeProviders; smtp?: SmtpTestServer; platform?: Platform; browser?: BrowserServer };

const APPS = ['shell', 'mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer'];

function assertBuilt(): void {
  const missing = APPS.filter((app) => !existsSync(path.join(REPO_ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length > 0) {
    throw new Error(`Build ausente (${missing.join(', ')}): rode "npm run build" antes do e2e (npm run test:e2e já faz isso).`);
  }
}

export async function stopAll(handles: E2eHandles): Promise<void> {
  await Promise.allSettled([handles.browser?.close(), handles.platform?.stop(), handles.providers?.close(), handles.smtp?.close()]);
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  assertBuilt();
  rmSync(FAILURES_DIR, { recursive: true, force: true });
  mkdirSync(SCREENS_DIR, { recursive: true });
  mkdirSync(FAILURES_DIR, { recursive: true });

  const handles: E2eHandles = {};
  (globalThis as { __COMANDA_E2E__?: E2eHandles }).__COMANDA_E2E__ = handles;
  // Jest is interrupted (Ctrl+C, CI timeout): do not leave the platform or Chromium behind.
  const onSignal = (signal: NodeJS.Signals) => {
    void stopAll(handles).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    handles.providers = await startFakeProviders();
    // The platform mails (invitations, password reset, escalation) through a local SMTP server the tests read.
    handles.smtp = await startSmtpTestServer({ httpInbox: true });
    handles.platform = await startPlatform({
      logFile: path.join(ARTIFACTS_DIR, 'platform.log'),
      env: {
        CEP_PROVIDER_URL: handles.providers.cepUrl,
        GEOCODER_URL: handles.providers.geocoderUrl,
        PROVIDER_TIMEOUT_MS: '2000',
        SMTP_URL: handles.smtp.url,
        // Every test logs in through the UI from 127.0.0.1: the login limiter has its own API tests.
        LOGIN_RATE_LIMIT_PER_EMAIL: '1000',
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL: '1000',
        FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000',
        REGISTER_RATE_LIMIT_PER_IP: '1000',
        // POST /api/testing/notifications: a notification for the caller, so e2e can drive the bell.
        COMANDA_TEST_ROUTES: '1',
        // Push subscriptions may point at the local push service of e2e/support/push.ts (http, 127.0.0.1).
        WEB_PUSH_TEST_ENDPOINTS: '1',
      },
    });
    handles.browser = await launchBrowserServer();
  } catch (error) {
    await stopAll(handles);
    throw error;
  }

  process.env[ENV.baseUrl] = handles.platform.baseUrl;
  process.env[ENV.platformPort] = String(handles.platform.port);
  process.env[ENV.platformLog] = handles.platform.logFile;
  process.env[ENV.wsEndpoint] = handles.browser.wsEndpoint();
  process.env[ENV.mailInbox] = handles.smtp.inboxUrl ?? '';
  process.env[ENV.releasesDir] = path.join(handles.platform.dataDir, 'releases');
  console.log(`\n[e2e] plataforma em ${handles.platform.baseUrl} (log: ${path.relative(REPO_ROOT, handles.platform.logFile)}), pronta em ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
