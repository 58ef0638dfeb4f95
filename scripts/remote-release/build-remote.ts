import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteFolder } from '@comanda/shared/domain';

const require = createRequire(import.meta.url);

type RspackConfig = { output: { path: string } };
type Stats = { hasErrors(): boolean; toString(options: object): string };
type Rspack = (configs: RspackConfig[], callback: (error: Error | null, stats?: Stats) => void) => void;

/** Server-render bundles that travel with a remote's release (the API renders storefront pages with them). */
const SSR_TARGETS: Partial<Record<RemoteFolder, { entry: string; name: string }>> = {
  'mf-storefront': { entry: './src/ssr/render-storefront.tsx', name: 'render-storefront' },
};

export type RemoteBuild = { dist: string; serverDir?: string; seconds: number };

/** Builds one remote (production) into `outDir/dist` (and `outDir/ssr` when it has a server bundle): no shell rebuild. */
export async function buildRemote(repoRoot: string, folder: RemoteFolder, outDir: string): Promise<RemoteBuild> {
  const { rspack } = require('@rspack/core') as { rspack: Rspack };
  const { createSsrConfig } = require(path.join(repoRoot, 'shared/build/rspack-ssr.cjs')) as { createSsrConfig: (target: object, argv: object) => RspackConfig };
  const factory = require(path.join(repoRoot, folder, 'rspack.config.js')) as (env: object, argv: object) => RspackConfig;

  const dist = path.join(outDir, 'dist');
  const app = factory({}, { mode: 'production' });
  app.output.path = dist;
  const configs = [app];
  const ssr = SSR_TARGETS[folder];
  const serverDir = ssr ? path.join(outDir, 'ssr') : undefined;
  if (ssr && serverDir) {
    const config = createSsrConfig({ ...ssr, dir: path.join(repoRoot, folder) }, { mode: 'production' });
    config.output.path = serverDir;
    configs.push(config);
  }
  const started = performance.now();
  const stats = await new Promise<Stats>((resolve, reject) => {
    rspack(configs, (error, result) => (error || !result ? reject(error ?? new Error('rspack sem resultado')) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(`Falha no build de ${folder}:\n${stats.toString({ all: false, errors: true })}`);
  return { dist, serverDir, seconds: (performance.now() - started) / 1000 };
}
