import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RemoteFolder } from '@comanda/shared/domain';

export type TestRun = { ok: boolean; seconds: number; scope: string; output: string };

/**
 * The remote's own jest project: the tests related to what changed since `since` (the commit of the active release,
 * whose tree was tested when it was published), or all of them when there is no such commit.
 */
export function runRemoteTests(repoRoot: string, folder: RemoteFolder, since: string | null): Promise<TestRun> {
  const args = [path.join(repoRoot, 'node_modules/jest/bin/jest.js'), '--selectProjects', folder, '--passWithNoTests', '--ci', '--silent'];
  if (since) args.push(`--changedSince=${since}`);
  const scope = since ? `testes de ${folder} afetados desde ${since.slice(0, 10)}` : `todos os testes de ${folder}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, scope, output }));
  });
}
