import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const API_ROOT = path.resolve(__dirname, '..');

export type RateLimitConfig = {
  /** Attempts per (lowercased email + IP) per window. */
  perEmailIp: number;
  /** Attempts per IP per window. */
  perIp: number;
  windowMs: number;
};

/** Session (token) lifetimes: refused after `idleDays` without use, and `absoluteDays` after sign-in whatever happens. */
export type SessionConfig = { idleDays: number; absoluteDays: number };

/** POST /forgot-password: per address (from any IP: no mailbox flooding) and per IP (no address probing). */
export type ForgotPasswordRateLimitConfig = { perEmail: number; perIp: number; windowMs: number };
/** POST /register: accounts per IP. */
export type RegisterRateLimitConfig = { perIp: number; windowMs: number };

export type AppConfig = {
  /** NODE_ENV=production: secrets are checked strictly (secrets.ts) and HSTS is sent. */
  production: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests use one per file. */
  databaseSchema?: string;
  /** `:memory:` keeps PGlite in memory and disables <DATA_DIR>/storage. */
  dataDir: string;
  appUrl: string;
  cepProviderUrl: string;
  geocoderUrl: string;
  geocoderUserAgent: string;
  providerTimeoutMs: number;
  smtpUrl?: string;
  mailFrom: string;
  seed: boolean;
  /** ALLOW_DEMO_ACCOUNTS=1: a production start may seed the demo accounts (their password is published). */
  allowDemoAccounts: boolean;
  logLevel: string;
  /** METRICS_TOKEN: the bearer token of GET /api/metrics (Prometheus); unset = no metrics endpoint. */
  metricsToken?: string;
  /** Empty = no static hosting. */
  staticRoot: string;
  remotesJsonFile?: string;
  /**
   * RELEASES_DIR: where `npm run remote -- publish` puts versioned remote builds and the active remotes.json
   * (default <DATA_DIR>/releases). Every API node and nginx must see the same folder.
   */
  releasesDir: string;
  /** RELEASES_KEEP: how many versions of each remote are kept (the active one included). */
  releasesKeep: number;
  trustProxy: boolean | string;
  redisUrl?: string;
  /**
   * RATE_LIMIT_REDIS_NAMESPACE (with REDIS_URL): the prefix of the rate-limit counters in Redis, shared by the nodes
   * of one deployment (default `comanda-rl:`). Deployments sharing a Redis need one each.
   */
  rateLimitRedisNamespace: string;
  /** With REDIS_URL the limits are counted in Redis, shared by every API node; otherwise per process. */
  loginRateLimit: RateLimitConfig;
  forgotPasswordRateLimit: ForgotPasswordRateLimitConfig;
  registerRateLimit: RegisterRateLimitConfig;
  passwordResetTtlMinutes: number;
  sessions: SessionConfig;
  /**
   * How long a node serves its cached catalog (products, categories) of a store without asking the
   * database whether it changed. Changes are also pushed by NOTIFY, so this only bounds staleness when
   * a notification is lost. 0 = check on every request.
   */
  catalogCacheTtlMs: number;
  /**
   * Subscription billing through Asaas (API v3): null without ASAAS_API_KEY (invoices are recorded but not
   * charged). `npm start` points it at the local fake Asaas (api/test-support/fake-asaas.ts).
   */
  billing: { asaasUrl: string; apiKey: string; webhookToken: string; timeoutMs: number } | null;
  realtime: RealtimeConfig;
  /**
   * DATA_ENCRYPTION_KEY: seals the secrets kept in the database (a store's PSP credentials; security/secret-box.ts).
   * Empty when unset (`npm start` fills it from DATA_DIR/secrets.json, see secrets.ts).
   */
  dataEncryptionKey: string;
  /**
   * CLOCK_START (ISO instant, tests and demos only): the app's clock starts there and runs on from it,
   * so opening hours and coupon windows do not depend on when a test suite happens to run.
   */
  clockStart?: Date;
  /** COMANDA_TEST_ROUTES=1 (e2e only): routes that let a browser test trigger server-side events. */
  testRoutes: boolean;
  /** OUTBOX_LEASE_MS, OUTBOX_POLL_MS: delivery of the real-time events (api/src/outbox/outbox-dispatcher.ts). */
  outbox: { leaseMs: number; pollMs: number };
  /** JOBS_LEASE_MS, JOBS_POLL_MS: the durable job runner (api/src/jobs/job-runner.ts). */
  jobs: { leaseMs: number; pollMs: number };
  /**
   * Web Push (api/src/modules/web-push): VAPID_SUBJECT (mailto: or https:, default mailto: at the app's host),
   * WEB_PUSH_TEST_ENDPOINTS=1 (tests and e2e only: subscriptions may point at any host, http too), WEB_PUSH_TIMEOUT_MS.
   */
  webPush: { subject: string; allowTestEndpoints: boolean; timeoutMs: number };
};

/**
 * Real-time (Pusher protocol). `embedded`: the realtime server shares the API's port (`/app/{key}` for
 * WebSockets, `POST /apps/{id}/events` for publishers). `external`: a self-hosted server at PUSHER_HOST.
 * `pusher`: Pusher Channels (PUSHER_CLUSTER). `disabled`: REALTIME_EMBEDDED=0 with neither — nothing is published.
 */
export type RealtimeConfig = {
  mode: 'embedded' | 'external' | 'pusher' | 'disabled';
  appId: string;
  key: string;
  /** PUSHER_APP_SECRET; empty when unset (`npm start` fills it from DATA_DIR/secrets.json, see secrets.ts). */
  secret: string;
  cluster: string;
  /** Server-side publisher target for `external` (PUSHER_HOST / PUSHER_PORT / PUSHER_SCHEME). */
  host?: string;
  port?: number;
  useTLS: boolean;
  /**
   * REALTIME_REDIS_CHANNEL (embedded, with REDIS_URL): the pub/sub channel (and presence key prefix) the nodes of one
   * deployment share; undefined = the realtime server's default. Deployments sharing a Redis need one each.
   */
  redisChannel?: string;
  /** PRESENCE_NODE_TTL_MS (embedded, with REDIS_URL): a node silent this long has its presence members removed. */
  presenceNodeTtlMs?: number;
  /** What the browser connects to (null = same origin as the page); PUSHER_WS_HOST / PUSHER_WS_PORT override. */
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean;
};

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return false;
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.PORT, 3000);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    production: env.NODE_ENV === 'production',
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, 'data'),
    appUrl,
    cepProviderUrl: (env.CEP_PROVIDER_URL || 'https://viacep.com.br/ws').replace(/\/+$/, ''),
    geocoderUrl: (env.GEOCODER_URL || 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    geocoderUserAgent: env.GEOCODER_USER_AGENT || `Comanda/0.1 (+${appUrl})`,
    providerTimeoutMs: int(env.PROVIDER_TIMEOUT_MS, 4000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Comanda <nao-responda@comanda.app>',
    seed: flag(env.SEED, true),
    allowDemoAccounts: flag(env.ALLOW_DEMO_ACCOUNTS, false),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    staticRoot: env.STATIC_ROOT ?? REPO_ROOT,
    remotesJsonFile: env.REMOTES_JSON || undefined,
    releasesDir: releasesDirOf(env),
    releasesKeep: int(env.RELEASES_KEEP, 5),
    trustProxy: trustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitRedisNamespace: env.RATE_LIMIT_REDIS_NAMESPACE || 'comanda-rl:',
    loginRateLimit: {
      perEmailIp: int(env.LOGIN_RATE_LIMIT_PER_EMAIL, 5),
      perIp: int(env.LOGIN_RATE_LIMIT_PER_IP, 20),
      windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    forgotPasswordRateLimit: {
      perEmail: int(env.FORGOT_PASSWORD_RATE_LIMIT_PER_EMAIL, 3),
      perIp: int(env.FORGOT_PASSWORD_RATE_LIMIT_PER_IP, 10),
      windowMs: int(env.FORGOT_PASSWORD_RATE_LIMIT_WINDOW_MS, 15 * 60_000),
    },
    registerRateLimit: {
      perIp: int(env.REGISTER_RATE_LIMIT_PER_IP, 20),
      windowMs: int(env.REGISTER_RATE_LIMIT_WINDOW_MS, 60 * 60_000),
    },
    passwordResetTtlMinutes: 60,
    sessions: { idleDays: int(env.SESSION_IDLE_DAYS, 30), absoluteDays: int(env.SESSION_ABSOLUTE_DAYS, 90) },
    catalogCacheTtlMs: int(env.CATALOG_CACHE_TTL_MS, 1000),
    billing: env.ASAAS_API_KEY
      ? {
          asaasUrl: (env.ASAAS_URL || 'https://sandbox.asaas.com/api').replace(/\/+$/, ''),
          apiKey: env.ASAAS_API_KEY,
          webhookToken: env.ASAAS_WEBHOOK_TOKEN || '',
          timeoutMs: int(env.ASAAS_TIMEOUT_MS, 10_000),
        }
      : null,
    realtime: realtimeConfig(env, appUrl),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || '',
    clockStart: clockStart(env.CLOCK_START),
    testRoutes: env.COMANDA_TEST_ROUTES === '1',
    outbox: { leaseMs: int(env.OUTBOX_LEASE_MS, 2_000), pollMs: int(env.OUTBOX_POLL_MS, 2_000) },
    jobs: { leaseMs: int(env.JOBS_LEASE_MS, 10_000), pollMs: int(env.JOBS_POLL_MS, 5_000) },
    webPush: { subject: env.VAPID_SUBJECT || vapidSubjectOf(appUrl), allowTestEndpoints: env.WEB_PUSH_TEST_ENDPOINTS === '1', timeoutMs: int(env.WEB_PUSH_TIMEOUT_MS, 10_000) },
    ...overrides,
  };
}

/** Push services want a contact for the sender: mailto: at the app's host ('localhost' has no mail: example.com's). */
function vapidSubjectOf(appUrl: string): string {
  const host = new URL(appUrl).hostname.replace(/^www\./, '');
  return `mailto:push@${host.includes('.') && !/^[\d.]+$/.test(host) ? host : 'comanda.example.com'}`;
}

function clockStart(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`CLOCK_START inválido: ${value}`);
  return date;
}

/** The app clock: real time, or real time shifted so that it started at `start`. */
export function clockOf(start: Date | undefined): () => Date {
  if (!start) return () => new Date();
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * An app clock that e2e tests move forward (COMANDA_TEST_ROUTES: POST /api/testing/clock), e.g. to let a trial
 * lapse; it keeps running from there.
 */
export class MovableClock {
  private shift = 0;
  constructor(private readonly base: () => Date) {}
  readonly now = (): Date => new Date(this.base().getTime() + this.shift);
  advance(ms: number): Date {
    this.shift += ms;
    return this.now();
  }
}

function realtimeConfig(env: NodeJS.ProcessEnv, appUrl: string): RealtimeConfig {
  const host = env.PUSHER_HOST || undefined;
  const explicitCluster = env.PUSHER_CLUSTER || undefined;
  const mode: RealtimeConfig['mode'] = host ? 'external' : explicitCluster ? 'pusher' : flag(env.REALTIME_EMBEDDED, true) ? 'embedded' : 'disabled';
  const scheme = (env.PUSHER_SCHEME || '').toLowerCase();
  const useTLS = mode === 'pusher' || (mode === 'external' && (scheme ? scheme === 'https' : int(env.PUSHER_PORT, 0) === 443));
  const port = host ? int(env.PUSHER_PORT, useTLS ? 443 : 80) : undefined;
  const cluster = explicitCluster ?? 'sa1';
  const wsPortOverride = env.PUSHER_WS_PORT ? int(env.PUSHER_WS_PORT, 0) || null : undefined;
  const browser: Pick<RealtimeConfig, 'wsHost' | 'wsPort' | 'forceTLS'> =
    mode === 'external'
      ? { wsHost: host ?? null, wsPort: port ?? null, forceTLS: useTLS }
      : mode === 'pusher'
        ? { wsHost: `ws-${cluster}.pusher.com`, wsPort: 443, forceTLS: true }
        : { wsHost: null, wsPort: null, forceTLS: appUrl.startsWith('https:') };
  return {
    mode,
    appId: env.PUSHER_APP_ID || 'comanda',
    key: env.PUSHER_APP_KEY || 'comanda-key',
    secret: env.PUSHER_APP_SECRET || '',
    cluster,
    host,
    port,
    useTLS,
    redisChannel: env.REALTIME_REDIS_CHANNEL || undefined,
    presenceNodeTtlMs: int(env.PRESENCE_NODE_TTL_MS, 0) || undefined,
    ...browser,
    ...(env.PUSHER_WS_HOST ? { wsHost: env.PUSHER_WS_HOST } : {}),
    ...(wsPortOverride !== undefined ? { wsPort: wsPortOverride } : {}),
  };
}

export function pgliteDirOf(config: AppConfig): string | undefined {
  return config.dataDir === ':memory:' ? undefined : path.join(config.dataDir, 'pglite');
}

/** RELEASES_DIR, else <DATA_DIR>/releases (the API and `npm run remote` agree on it). */
export function releasesDirOf(env: NodeJS.ProcessEnv): string {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  const dataDir = env.DATA_DIR && env.DATA_DIR !== ':memory:' ? env.DATA_DIR : path.join(REPO_ROOT, 'data');
  return path.resolve(dataDir, 'releases');
}
