// Runs the real nginx (Debian package) with the configuration rendered from nginx/ in front of the e2e platform.
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT, waitForHttp } from './platform';

type RenderOptions = { outDir: string; appsRoot?: string; apiUpstream?: string | string[]; listen?: string | number; serverName?: string; standalone?: boolean; workerProcesses?: string | number; mimeTypes?: string; releasesDir?: string };
type RenderResult = { confDir: string; files: string[]; mainConf?: string; serverConf: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderNginxConfig } = require('../../nginx/render.cjs') as { renderNginxConfig: (options: RenderOptions) => RenderResult };

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

export type RunningNginx = { baseUrl: string; confDir: string; errorLog(): string; accessLog(): string; stop(): Promise<void> };

export function ensureNginx(): void {
  if (existsSync(NGINX_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && NGINX_PATH === '/usr/sbin/nginx') {
    try {
      execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      // reported below
    }
    if (existsSync(NGINX_PATH)) return;
  }
  throw new Error(`nginx não encontrado em ${NGINX_PATH}: instale o pacote Debian "nginx" (apt-get install -y nginx) ou defina NGINX_PATH.`);
}

/**
 * `apiUpstream`: the API node (`127.0.0.1:3000`) or nodes (a list: one upstream `server` line each).
 * `releasesDir`: the API's RELEASES_DIR (default: an empty folder of its own, the unversioned builds are served).
 */
export async function startNginx(apiUpstream: string | string[], releasesDir?: string): Promise<RunningNginx> {
  ensureNginx();
  const port = await freePort();
  const confDir = mkdtempSync(path.join(tmpdir(), 'comanda-nginx-'));
  // nginx workers drop root privileges: they must be able to read remotes.json here.
  chmodSync(confDir, 0o755);
  const { mainConf } = renderNginxConfig({
    outDir: confDir,
    appsRoot: REPO_ROOT,
    apiUpstream,
    listen: `127.0.0.1:${port}`,
    standalone: true,
    workerProcesses: 1,
    releasesDir: releasesDir ?? path.join(confDir, 'releases'),
  });
  const errorLogFile = path.join(confDir, 'logs/error.log');
  const accessLogFile = path.join(confDir, 'logs/access.log');
  const args = ['-p', confDir, '-c', mainConf as string, '-e', errorLogFile];
  const check = spawnSync(NGINX_PATH, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t falhou:\n${check.stderr}${check.stdout}`);

  const child: ChildProcess = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  const accessLog = () => (existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8') : '');
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // graceful: the master stops its workers
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(confDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${baseUrl}/remotes.json`, { timeoutMs: 15_000, isAlive: () => child.exitCode === null });
  } catch (error) {
    const log = errorLog();
    await stop();
    throw new Error(`nginx não iniciou: ${(error as Error).message}\n${log}`, { cause: error });
  }
  return { baseUrl, confDir, errorLog, accessLog, stop };
}
