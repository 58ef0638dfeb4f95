import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** A secret the platform signs or authenticates with; every one is listed here and checked at start. */
export type PlatformSecret = {
  env: string;
  purpose: string;
  /** Whether this configuration uses it at all. */
  needed(config: AppConfig): boolean;
  value(config: AppConfig): string;
};

export const PLATFORM_SECRETS: readonly PlatformSecret[] = [
  {
    env: 'PUSHER_APP_SECRET',
    purpose: 'assina a autorização dos canais privados e as publicações em tempo real',
    needed: (config) => config.realtime.mode !== 'disabled',
    value: (config) => config.realtime.secret,
  },
  {
    env: 'ASAAS_WEBHOOK_TOKEN',
    purpose: 'autentica as notificações de pagamento do Asaas (webhooks das faturas das assinaturas)',
    needed: (config) => config.billing !== null,
    value: (config) => config.billing?.webhookToken ?? '',
  },
  {
    // Optional: without it GET /api/metrics answers 404. Set, it is checked like every other secret.
    env: 'METRICS_TOKEN',
    purpose: 'autoriza o coletor do Prometheus a ler GET /api/metrics (Authorization: Bearer)',
    needed: (config) => config.metricsToken !== undefined,
    value: (config) => config.metricsToken ?? '',
  },
  {
    env: 'DATA_ENCRYPTION_KEY',
    purpose: 'cifra no banco os segredos guardados para as lojas (Client Secret e segredo do webhook da API Pix); trocá-la torna ilegíveis os já gravados',
    needed: () => true,
    value: (config) => config.dataEncryptionKey,
  },
];

/** Values that were published (in this repository, its docs or examples): never a production secret. */
const KNOWN_DEFAULTS = new Set(['comanda-dev-secret', 'comanda-test-secret', 'test-secret', 'secret', 'changeme', 'change-me', 'password']);
const MIN_PRODUCTION_LENGTH = 16;

export const SECRETS_FILE = 'secrets.json';

/**
 * What is wrong with the configured secrets (empty = fine). Missing is an error everywhere; a published or
 * short value only in production (tests and local runs may use a fixed one).
 */
export function checkSecrets(config: AppConfig, { production }: { production: boolean }): string[] {
  const problems: string[] = [];
  for (const secret of PLATFORM_SECRETS) {
    if (!secret.needed(config)) continue;
    const value = secret.value(config);
    if (!value) problems.push(`${secret.env} não está definido (${secret.purpose}).`);
    else if (production && (KNOWN_DEFAULTS.has(value) || value.length < MIN_PRODUCTION_LENGTH)) {
      problems.push(`${secret.env} usa um valor público ou curto demais (${secret.purpose}); gere um com \`openssl rand -base64 32\`.`);
    }
  }
  // The demo accounts (a super_admin among them) share a password printed in the README and on every start.
  if (production && config.seed && !config.allowDemoAccounts) {
    problems.push('SEED está ligado: as contas de demonstração têm senha pública. Use SEED=0 (ou ALLOW_DEMO_ACCOUNTS=1 numa demonstração).');
  }
  // Push subscriptions to any host would let a customer make the server POST wherever they like: only beside the
  // e2e's test routes (a production build under test).
  if (production && config.webPush.allowTestEndpoints && !config.testRoutes) {
    problems.push('WEB_PUSH_TEST_ENDPOINTS=1 é só para testes: em produção as inscrições de push aceitam apenas os serviços de push conhecidos.');
  }
  return problems;
}

/** Throws, with every problem listed, when the app must not start with these secrets. */
export function assertSecrets(config: AppConfig): void {
  const problems = checkSecrets(config, { production: config.production });
  if (problems.length > 0) throw new Error(`Segredos inválidos — o Comanda não vai iniciar:\n  - ${problems.join('\n  - ')}`);
}

/**
 * The installation's own random secrets (`npm start` outside production): `<dataDir>/secrets.json`, mode 0600,
 * created on the first start and reused after; a secret added to PLATFORM_SECRETS later is added to the file.
 */
export function installationSecrets(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} ilegível: ${(err as Error).message}`, { cause: err });
  }
  const missing = PLATFORM_SECRETS.filter((s) => typeof stored[s.env] !== 'string' || stored[s.env] === '');
  if (missing.length === 0) return stored;
  const secrets = { ...stored, ...Object.fromEntries(missing.map((s) => [s.env, randomBytes(32).toString('base64url')])) };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * The environment with the installation's secrets filled in where it sets none (never in production). Without a
 * data folder (DATA_DIR=:memory:) they live as long as the process.
 */
export function withInstallationSecrets(env: NodeJS.ProcessEnv, dataDir: string): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'production') return env;
  const unset = PLATFORM_SECRETS.filter((s) => !env[s.env]);
  if (unset.length === 0) return env;
  const secrets = dataDir === ':memory:' ? Object.fromEntries(unset.map((s) => [s.env, randomBytes(32).toString('base64url')])) : installationSecrets(dataDir);
  return { ...env, ...Object.fromEntries(unset.map((s) => [s.env, secrets[s.env]])) };
}
