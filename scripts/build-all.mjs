// Builds the shell and the five remotes in one rspack multi-compiler run (parallel, one process), together with
// the server-render bundles (Node) of the apps that have one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const { APPS } = require('../shared/build/apps.cjs');
const { createSsrConfig } = require('../shared/build/rspack-ssr.cjs');

/** Server-render entries: <dir>/dist-ssr/<name>.cjs, loaded by the API when present (api/src/ssr). */
const SSR_TARGETS = [{ dir: 'mf-storefront', entry: './src/ssr/render-storefront.tsx', name: 'render-storefront' }];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv.includes('--dev') ? 'development' : 'production';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
// --out=<dir>: build into <dir>/<app>/dist (and <dir>/<app>/ssr) instead of the apps' own folders (npm run remote -- publish).
const outRoot = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

export async function buildAll({ quiet = false } = {}) {
  const apps = APPS.filter((app) => !only || only.includes(app.dir));
  const configs = apps.map((app) => {
    const factory = require(path.join(root, app.dir, 'rspack.config.js'));
    const config = factory({}, { mode });
    if (outRoot) config.output.path = path.join(path.resolve(outRoot), app.dir, 'dist');
    return config;
  });
  const ssrTargets = SSR_TARGETS.filter((target) => !only || only.includes(target.dir));
  for (const target of ssrTargets) {
    const config = createSsrConfig({ ...target, dir: path.join(root, target.dir) }, { mode });
    if (outRoot) config.output.path = path.join(path.resolve(outRoot), target.dir, 'ssr');
    configs.push(config);
  }
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const seconds = (performance.now() - started) / 1000;
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: true, all: false, errors: true, warnings: true }));
    throw new Error('Falha no build');
  }
  if (!quiet) {
    if (stats.hasWarnings()) console.warn(stats.toString({ colors: true, all: false, warnings: true }));
    const ssr = ssrTargets.length > 0 ? ` + SSR de ${ssrTargets.map((target) => target.dir).join(', ')}` : '';
    console.log(`Build (${mode}) de ${apps.map((app) => app.dir).join(', ')}${ssr} em ${seconds.toFixed(1)} s`);
  }
  return { seconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
