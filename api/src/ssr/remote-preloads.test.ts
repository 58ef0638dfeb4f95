import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRemoteStartupScripts, remotePreloadTags, REMOTE_STARTUP_FILE } from './remote-preloads';

const dir = mkdtempSync(path.join(tmpdir(), 'comanda-remote-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (value: unknown) => {
  const file = path.join(dir, 'startup-scripts.json');
  writeFileSync(file, JSON.stringify(value));
  return readRemoteStartupScripts(file);
};

describe('remote start-up scripts', () => {
  it('reads the file name the remote builds write (shared/build/preload-startup-chunks.cjs)', () => {
    // Read as text: loading the build module would load the bundler.
    const build = readFileSync(path.join(__dirname, '../../../shared/build/preload-startup-chunks.cjs'), 'utf8');
    expect(/const REMOTE_STARTUP_FILE = '([^']+)';/.exec(build)?.[1]).toBe(REMOTE_STARTUP_FILE);
  });

  it('accepts plain file names only', () => {
    expect(read({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['1.a.js'] })).toEqual({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['1.a.js'] });
    expect(read({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['../../etc/x.js'] })).toBeNull();
    expect(read({ entry: 'https://cdn.example/x.js', manifest: 'mf-manifest.json', routes: [] })).toBeNull();
    expect(read({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json' })).toBeNull();
    expect(read({ entry: 'remoteEntry.js', manifest: '<x>.json', routes: [] })).toBeNull();
  });

  it('hints the manifest as a CORS fetch and the scripts as scripts, the chunks at low priority', () => {
    expect(remotePreloadTags('/remotes/mf-storefront/', { entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['1.a.js'] })).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="/remotes/mf-storefront/mf-manifest.json">' +
        '<link rel="preload" as="script" fetchpriority="high" href="/remotes/mf-storefront/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/mf-storefront/1.a.js">',
    );
  });
});
