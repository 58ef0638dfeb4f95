// Starts the composed platform (Fastify API + built apps on one port) as a child process, for e2e and benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The dev mailer writes the password-reset e-mail (with its link) at level "info", so e2e needs at least "info"
 * to read the link from the platform's output. Everything goes to a log file, not to the console.
 */
export const PLATFORM_LOG_LEVEL = 'info';

/** The platform runs with NODE_ENV=production, which refuses to start without a real secret; this one is for e2e only. */
export const E2E_PUSHER_APP_SECRET = 'e2e-only-realtime-secret-0f6c2a9d4b7e';
/** Seals the stores' PSP secrets in the database (api/src/security/secret-box.ts); e2e only. */
const E2E_DATA_ENCRYPTION_KEY = 'e2e-only-data-encryption-key-5b1d8e3f7a2c';

export const E2E_CLOCK_START = '2026-11-24T20:00:00-03:00';

export type PlatformOptions = {
  port?: number;
  /** Extra environment (CEP_PROVIDER_URL, GEOCODER_URL, ...). */
  env?: Record<string, string>;
  /** Where stdout + stderr go; default: <dataDir>/platform.log. */
  logFile?: string;
  logLevel?: string;
  startTimeoutMs?: number;
};

export type Platform = {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForHttp(url: string, { timeoutMs = 60_000, isAlive = () => true }: { timeoutMs?: number; isAlive?: () => boolean } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`o processo terminou antes de responder em ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s (${lastError})`);
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export type ApiNodeOptions = {
  port?: number;
  /** DATA_DIR: uploads (storage/), drawn share images (cache/), RELEASES_DIR's default, PGlite without DATABASE_URL. */
  dataDir: string;
  /** Extra environment, over the e2e defaults below (DATABASE_URL, REDIS_URL, CEP_PROVIDER_URL, ...). */
  env?: Record<string, string>;
  /** Where stdout + stderr go. */
  logFile: string;
  /** Append to logFile (a node started again) instead of starting it afresh. */
  appendLog?: boolean;
  logLevel?: string;
  startTimeoutMs?: number;
};

/** One API process (`node --import tsx api/src/main.ts`), answering on its port. */
export type ApiNode = {
  baseUrl: string;
  port: number;
  pid: number;
  logFile: string;
  /** Everything the process printed so far. */
  output(): string;
  running(): boolean;
  /** SIGTERM (graceful), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once, like a crash or an OOM kill: nothing is closed, the sockets drop. */
  kill(): Promise<void>;
};

/**
 * Starts `node --import tsx api/src/main.ts` on a port (free one by default) with the e2e conventions: production
 * mode with the e2e secrets, demo accounts seeded, the clock at E2E_CLOCK_START, the built apps served.
 */
export async function startApiNode(options: ApiNodeOptions): Promise<ApiNode> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile, { flags: options.appendLog ? 'a' : 'w' });
  let output = '';

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REMOTES_JSON: '',
      SMTP_URL: '',
      STATIC_ROOT: REPO_ROOT,
      SEED: '1',
      // Production mode with the demo accounts: allowed only because this is a test run.
      ALLOW_DEMO_ACCOUNTS: '1',
      PUSHER_APP_SECRET: E2E_PUSHER_APP_SECRET,
      DATA_ENCRYPTION_KEY: E2E_DATA_ENCRYPTION_KEY,
      // A Tuesday evening in São Paulo: every demo store is open, whenever the suite runs.
      CLOCK_START: E2E_CLOCK_START,
      LOG_LEVEL: options.logLevel ?? PLATFORM_LOG_LEVEL,
      ...options.env,
    },
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    log.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const running = () => child.exitCode === null && child.signalCode === null;
  // 'close': the process ended and its output was read to the end.
  const logClosed = new Promise<void>((resolve) => child.once('close', () => log.end(() => resolve())));

  // Never outlive the process that started us (a crashed test run, a closed pipe).
  const killOnExit = () => {
    if (running()) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    process.removeListener('exit', killOnExit);
    if (running()) {
      child.kill(signal);
      if (!(await waitForExit(child, signal === 'SIGKILL' ? 5_000 : 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await logClosed;
  };
  const node: ApiNode = { baseUrl, port, pid: child.pid ?? -1, logFile: options.logFile, output: () => output, running, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };

  try {
    await waitForHttp(`${baseUrl}/api/health`, { timeoutMs: options.startTimeoutMs ?? 90_000, isAlive: running });
  } catch (error) {
    const tail = output.split('\n').slice(-40).join('\n');
    await node.stop();
    throw new Error(`A API (porta ${port}) não iniciou: ${(error as Error).message}\n--- saída ---\n${tail}`, { cause: error });
  }
  return node;
}

/** `node --import tsx api/src/main.ts` with a fresh DATA_DIR (PGlite, seeded) on a free port. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comanda-e2e-data-'));
  const logFile = options.logFile ?? path.join(dataDir, 'platform.log');
  let node: ApiNode;
  try {
    node = await startApiNode({ port: options.port, dataDir, logFile, logLevel: options.logLevel, startTimeoutMs: options.startTimeoutMs, env: { DATABASE_URL: '', ...options.env } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error((error as Error).message.replace(/^A API \(porta \d+\)/, 'A plataforma'), { cause: error });
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await node.stop();
    // Keep the log when it lives outside the data dir (e.g. e2e/artifacts/platform.log).
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: node.baseUrl, port: node.port, pid: node.pid, dataDir, logFile, output: node.output, stop };
}
