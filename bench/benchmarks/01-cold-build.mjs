// Cold build of the shell and the five remotes: dists and any rspack cache deleted, then scripts/build-all.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const APPS = ['shell', 'mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer'];

/** Everything a build could reuse: the outputs and rspack/babel/swc caches (none are configured today). */
function coldTargets(repoRoot) {
  return [
    ...APPS.flatMap((app) => [path.join(repoRoot, app, 'dist'), path.join(repoRoot, app, 'node_modules/.cache'), path.join(repoRoot, app, '.cache')]),
    path.join(repoRoot, 'node_modules/.cache'),
    path.join(repoRoot, '.rspack-cache'),
    path.join(repoRoot, '.swc'),
  ];
}

function folderSize(dir, filter = () => true) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderSize(full, filter);
    else if (filter(entry.name)) total += statSync(full).size;
  }
  return total;
}

function runBuild(repoRoot) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/build-all.mjs')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`build falhou (código ${code}):\n${output.slice(-3000)}`));
      else resolve({ wallSeconds, output });
    });
  });
}

export default {
  id: 'cold-build',
  title: 'Build a frio dos seis apps (shell + 5 remotos)',
  async run({ repoRoot, log }) {
    const removed = coldTargets(repoRoot).filter((target) => existsSync(target));
    for (const target of removed) rmSync(target, { recursive: true, force: true });
    log(`removidos: ${removed.map((target) => path.relative(repoRoot, target)).join(', ') || 'nada'}`);
    const { wallSeconds, output } = await runBuild(repoRoot);
    const reported = /em ([\d.]+) s/.exec(output)?.[1];
    const rspackSeconds = reported ? Number(reported) : null;
    const jsBytes = Object.fromEntries(APPS.map((app) => [app, folderSize(path.join(repoRoot, app, 'dist'), (name) => name.endsWith('.js'))]));
    log(`build: ${wallSeconds.toFixed(1)} s de parede (rspack: ${rspackSeconds ?? '?'} s)`);
    return {
      metrics: {
        wallSeconds: { label: 'build a frio (processo inteiro)', value: Number(wallSeconds.toFixed(1)), unit: 's' },
        ...(rspackSeconds !== null && { rspackSeconds: { label: 'build a frio (compilação rspack)', value: rspackSeconds, unit: 's' } }),
      },
      tables: [
        {
          title: 'JS emitido por app (sem compressão, inclui chunks não usados na vitrine)',
          columns: ['app', 'KB'],
          rows: APPS.map((app) => [app, (jsBytes[app] / 1024).toFixed(1)]),
        },
      ],
      details: { removed: removed.map((target) => path.relative(repoRoot, target)), jsBytes },
    };
  },
};
