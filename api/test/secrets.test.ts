import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/config';
import { checkSecrets, installationSecrets, PLATFORM_SECRETS, withInstallationSecrets } from '../src/secrets';

/** A strong DATA_ENCRYPTION_KEY, for the checks about the other secrets. */
const KEY = 'Zq7-Xw2_Nc9vLp4RtY6uEb1sHd3kMf8a';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'comanda-secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `node api/src/main.ts` as `npm start` runs it; it must stop before opening any database. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SEED: '0', STATIC_ROOT: '', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('platform secrets', () => {
  it('there is no public default: without PUSHER_APP_SECRET the config has no realtime secret', () => {
    expect(loadConfig({}).realtime.secret).toBe('');
    expect(loadConfig({ PUSHER_APP_SECRET: 'x'.repeat(40) }).realtime.secret).toBe('x'.repeat(40));
  });

  it('an installation gets its own random secrets, in DATA_DIR/secrets.json (0600), created once and reused', () => {
    const first = installationSecrets(dir);
    expect(first.PUSHER_APP_SECRET).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(installationSecrets(dir)).toEqual(first);

    const other = mkdtempSync(path.join(tmpdir(), 'comanda-secrets-'));
    try {
      expect(installationSecrets(other).PUSHER_APP_SECRET).not.toBe(first.PUSHER_APP_SECRET);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('npm start fills only what the environment does not set, and never in production', () => {
    const filled = withInstallationSecrets({}, dir);
    expect(filled.PUSHER_APP_SECRET).toBe(installationSecrets(dir).PUSHER_APP_SECRET);
    expect(withInstallationSecrets({ PUSHER_APP_SECRET: 'from-env' }, dir).PUSHER_APP_SECRET).toBe('from-env');
    expect(withInstallationSecrets({ NODE_ENV: 'production' }, dir).PUSHER_APP_SECRET).toBeUndefined();
    // No data folder: a random secret for this process only.
    expect(withInstallationSecrets({}, ':memory:').PUSHER_APP_SECRET).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('every listed secret is checked: missing or known defaults are refused in production, missing ones everywhere', () => {
    expect(PLATFORM_SECRETS.map((s) => s.env)).toContain('PUSHER_APP_SECRET');
    const config = (secret: string) => loadConfig({ PUSHER_APP_SECRET: secret, DATA_ENCRYPTION_KEY: KEY, SEED: '0' });
    expect(checkSecrets(config(''), { production: false })).toEqual([expect.stringContaining('PUSHER_APP_SECRET')]);
    expect(checkSecrets(config('comanda-dev-secret'), { production: false })).toEqual([]);
    for (const known of ['comanda-dev-secret', 'secret', 'changeme']) {
      expect(checkSecrets(config(known), { production: true })).toEqual([expect.stringContaining('PUSHER_APP_SECRET')]);
    }
    expect(checkSecrets(config('k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs'), { production: true })).toEqual([]);
    // With realtime off, nothing is signed: the secret is not needed.
    expect(checkSecrets(loadConfig({ REALTIME_EMBEDDED: '0', DATA_ENCRYPTION_KEY: KEY, SEED: '0' }), { production: true })).toEqual([]);
  });

  it('production refuses to seed the demo accounts (published password) unless a demo says so', () => {
    const strong = 'k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs';
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong }), { production: true })).toEqual([expect.stringContaining('SEED')]);
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong, SEED: '1', ALLOW_DEMO_ACCOUNTS: '1' }), { production: true })).toEqual([]);
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong }), { production: false })).toEqual([]);
  });

  it('production refuses push subscriptions to any host (a test switch), except beside the e2e test routes', () => {
    const strong = 'k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs';
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong, SEED: '0', WEB_PUSH_TEST_ENDPOINTS: '1' }), { production: true })).toEqual([expect.stringContaining('WEB_PUSH_TEST_ENDPOINTS')]);
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong, SEED: '0', WEB_PUSH_TEST_ENDPOINTS: '1' }), { production: false })).toEqual([]);
    expect(checkSecrets(loadConfig({ DATA_ENCRYPTION_KEY: KEY, PUSHER_APP_SECRET: strong, SEED: '0', WEB_PUSH_TEST_ENDPOINTS: '1', COMANDA_TEST_ROUTES: '1' }), { production: true })).toEqual([]);
  });

  it('DATA_ENCRYPTION_KEY (seals the stores\' PSP secrets) is always needed: missing anywhere, published or short in production', () => {
    const strong = 'k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs';
    const base = { PUSHER_APP_SECRET: strong, SEED: '0' };
    expect(loadConfig({ ...base, DATA_ENCRYPTION_KEY: KEY }).dataEncryptionKey).toBe(KEY);
    expect(checkSecrets(loadConfig(base), { production: false })).toEqual([expect.stringContaining('DATA_ENCRYPTION_KEY')]);
    // Needed even with realtime off and no billing: stores' secrets are sealed whatever else is configured.
    expect(checkSecrets(loadConfig({ REALTIME_EMBEDDED: '0', SEED: '0' }), { production: true })).toEqual([expect.stringContaining('DATA_ENCRYPTION_KEY')]);
    for (const weak of ['changeme', 'short-key']) {
      expect(checkSecrets(loadConfig({ ...base, DATA_ENCRYPTION_KEY: weak }), { production: true })).toEqual([expect.stringContaining('DATA_ENCRYPTION_KEY')]);
    }
    expect(checkSecrets(loadConfig({ ...base, DATA_ENCRYPTION_KEY: KEY }), { production: true })).toEqual([]);
    // npm start: generated once per installation, like the others, and kept.
    const generated = installationSecrets(dir).DATA_ENCRYPTION_KEY;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(withInstallationSecrets({}, dir).DATA_ENCRYPTION_KEY).toBe(generated);
    expect(withInstallationSecrets({ NODE_ENV: 'production' }, dir).DATA_ENCRYPTION_KEY).toBeUndefined();
  });

  it('METRICS_TOKEN is optional (no metrics endpoint without it); set, it is checked like the others', () => {
    const strong = 'k3J9-vQ2x_Lr8ZpT0mWc4YhN6bEa1uDs';
    const base = { PUSHER_APP_SECRET: strong, DATA_ENCRYPTION_KEY: KEY, SEED: '0' };
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(checkSecrets(loadConfig(base), { production: true })).toEqual([]);
    expect(checkSecrets(loadConfig({ ...base, METRICS_TOKEN: 'changeme' }), { production: true })).toEqual([expect.stringContaining('METRICS_TOKEN')]);
    expect(checkSecrets(loadConfig({ ...base, METRICS_TOKEN: strong }), { production: true })).toEqual([]);
    // npm start: the installation gets one, so its metrics are on, behind its own token.
    expect(installationSecrets(dir).METRICS_TOKEN).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('a production start without a secret, or with a published one, exits non-zero with a clear message', () => {
    for (const env of [{}, { PUSHER_APP_SECRET: 'comanda-dev-secret' }] as Record<string, string>[]) {
      const run = start({ NODE_ENV: 'production', ...env });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('PUSHER_APP_SECRET');
      expect(run.stderr).toContain('DATA_ENCRYPTION_KEY');
      // Production never falls back to a generated file: the operator sets the secret.
      expect(() => statSync(path.join(dir, 'secrets.json'))).toThrow();
    }
  }, 120_000);
});
