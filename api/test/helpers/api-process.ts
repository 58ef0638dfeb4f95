import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

export type ApiProcess = { baseUrl: string; child: ChildProcess; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** `node --import tsx api/src/main.ts` on 127.0.0.1 with `env`; resolves once /api/health answers. */
export async function startApi(env: Record<string, string>, timeoutMs = 100_000): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/main.ts')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, STATIC_ROOT: '', REMOTES_JSON: '', SMTP_URL: '', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive(child)) throw new Error(`API exited before answering:\n${output.slice(-3000)}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { baseUrl, child, output: () => output };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API did not answer within ${timeoutMs} ms:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends `signal` and resolves when the process has exited. */
export function stopApi(api: ApiProcess, signal: NodeJS.Signals): Promise<void> {
  if (!alive(api.child)) return Promise.resolve();
  return new Promise((resolve) => {
    api.child.once('exit', () => resolve());
    api.child.kill(signal);
  });
}
