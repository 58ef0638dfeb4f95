import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_AREAS, REMOTE_NAMES } from '@comanda/shared/domain';
import { FIRST_SCREEN_EXPORTS, FIRST_SCREEN_EXPOSE, FIRST_SCREEN_REMOTE } from '@comanda/shared/ssr';
import { ROUTES_OPTIONAL_EXPORTS, ROUTES_REQUIRED_EXPORTS } from '../src/releases/remote-contract';
import { exportedNames } from '../../scripts/remote-release/routes-exports';

const REPO = path.resolve(__dirname, '../..');

describe('the remotes as they are in this repository', () => {
  it.each(REMOTE_NAMES)('%s exports from ./routes only what the shell reads, and declares its own route prefixes', (name) => {
    const { folder, routePrefixes } = REMOTE_AREAS[name];
    const exports = exportedNames(path.join(REPO, folder, 'src/routes.tsx'));
    expect(exports).toEqual(expect.arrayContaining([...ROUTES_REQUIRED_EXPORTS]));
    for (const exported of exports) expect([...ROUTES_REQUIRED_EXPORTS, ...ROUTES_OPTIONAL_EXPORTS]).toContain(exported);
    const pkg = JSON.parse(readFileSync(path.join(REPO, folder, 'package.json'), 'utf8')) as { comanda?: { routePrefixes?: string[] } };
    expect(pkg.comanda?.routePrefixes).toEqual([...routePrefixes]);
  });

  it('the storefront exports from ./first-screen what the shell calls, and its build exposes that file', () => {
    const { folder } = REMOTE_AREAS[FIRST_SCREEN_REMOTE];
    expect(exportedNames(path.join(REPO, folder, 'src/first-screen/index.tsx'))).toEqual(expect.arrayContaining([...FIRST_SCREEN_EXPORTS]));
    const config = readFileSync(path.join(REPO, folder, 'rspack.config.js'), 'utf8');
    expect(config).toContain(`'./${FIRST_SCREEN_EXPOSE}': './src/first-screen/index.tsx'`);
  });

  it('the shell mounts each remote exactly under the prefixes of its row in REMOTE_AREAS', () => {
    const routes = readFileSync(path.join(REPO, 'shell/src/app/app-routes.tsx'), 'utf8');
    const mounts = [...routes.matchAll(/<RemoteArea name="(\w+)" basePath="([^"]+)"/g)].map(([, name, basePath]) => `${name} ${basePath}`);
    const expected = REMOTE_NAMES.flatMap((name) => REMOTE_AREAS[name].routePrefixes.map((prefix) => `${name} ${prefix}`));
    expect([...new Set(mounts)].sort()).toEqual(expected.sort());
  });

  it('reads exports written in every form', () => {
    const file = path.join(REPO, 'mf-storefront/src/routes.tsx');
    expect(exportedNames(file).sort()).toEqual(['default', 'hydrateServerState']);
  });
});
