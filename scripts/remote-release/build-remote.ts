import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteFolder } from '@comanda/shared/domain';

export type RemoteBuild = { dist: string; serverDir?: string; seconds: number };

/**
 * Builds one remote (production) into `outDir/<folder>/dist`, with its server bundle in `outDir/<folder>/ssr` when it
 * has one: no shell rebuild. A plain Node process runs the build: under tsx (this command's loader), the functions
 * the federation plugin writes into remoteEntry.js would carry tsx's `__name` helper, undefined in the browser.
 */
export function buildRemote(repoRoot: string, folder: RemoteFolder, outDir: string): Promise<RemoteBuild> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/build-all.mjs'), `--only=${folder}`, `--out=${outDir}`], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Falha no build de ${folder}:\n${output.slice(-4000)}`));
      const serverDir = path.join(outDir, folder, 'ssr');
      resolve({ dist: path.join(outDir, folder, 'dist'), serverDir: existsSync(serverDir) ? serverDir : undefined, seconds: (performance.now() - started) / 1000 });
    });
  });
}
