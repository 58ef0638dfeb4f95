import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseError, ReleaseStore, unversionedManifest } from './release-store';

let dir: string;
let builds: string;

function fakeBuild(name: string, entry: string): string {
  const build = path.join(builds, name);
  mkdirSync(path.join(build, 'static'), { recursive: true });
  writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"mf_admin"}');
  writeFileSync(path.join(build, 'remoteEntry.js'), entry);
  writeFileSync(path.join(build, 'static', '1.abcdef0123.js'), `chunk(${JSON.stringify(entry)})`);
  return build;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  builds = mkdtempSync(path.join(tmpdir(), 'release-builds-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 3, 0, second));

describe('ReleaseStore', () => {
  it('without releases every remote is at its unversioned build', () => {
    const store = new ReleaseStore(dir);
    expect(store.manifest()).toEqual(unversionedManifest());
    expect(store.activeVersion('mf_admin')).toBeNull();
    expect(store.list('mf_admin')).toEqual([]);
  });

  it('adds a version as a copy that later builds do not change, and activates it in remotes.json', () => {
    const store = new ReleaseStore(dir);
    const build = fakeBuild('a', 'var mf_admin = 1;');
    const release = store.add('mf_admin', build, { commit: 'c0ffee', builtAt: at(1) });
    expect(release).toMatchObject({ remote: 'mf_admin', commit: 'c0ffee', files: 3, builtAt: at(1).toISOString() });
    expect(release.version).toMatch(/^20261127-030001-[0-9a-f]{8}$/);
    writeFileSync(path.join(build, 'remoteEntry.js'), 'changed later');
    expect(readFileSync(path.join(store.releaseDir('mf_admin', release.version), 'remoteEntry.js'), 'utf8')).toBe('var mf_admin = 1;');

    expect(store.activeVersion('mf_admin')).toBeNull();
    store.activate('mf_admin', release.version);
    expect(store.activeVersion('mf_admin')).toBe(release.version);
    const onDisk = JSON.parse(readFileSync(store.manifestFile, 'utf8')) as Record<string, string>;
    expect(onDisk.mf_admin).toBe(`/remotes/mf-admin/${release.version}/mf-manifest.json`);
    expect(onDisk.mf_store).toBe('/remotes/mf-store/mf-manifest.json');
    // Renamed into place: no temporary file left behind.
    expect(readdirSync(dir).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('another store on the same folder (another API node) sees an activation', () => {
    const store = new ReleaseStore(dir);
    const other = new ReleaseStore(dir);
    const release = store.add('mf_admin', fakeBuild('a', 'one'), { commit: null, builtAt: at(1) });
    expect(other.activeVersion('mf_admin')).toBeNull();
    store.activate('mf_admin', release.version);
    expect(other.activeVersion('mf_admin')).toBe(release.version);
  });

  it('rolls back to the previous version, then to the unversioned build', () => {
    const store = new ReleaseStore(dir);
    const first = store.add('mf_admin', fakeBuild('a', 'one'), { commit: null, builtAt: at(1) });
    const second = store.add('mf_admin', fakeBuild('b', 'two'), { commit: null, builtAt: at(2) });
    store.activate('mf_admin', second.version);
    expect(store.rollback('mf_admin')).toBe(first.version);
    expect(store.activeVersion('mf_admin')).toBe(first.version);
    expect(store.rollback('mf_admin')).toBeNull();
    expect(store.manifest().mf_admin).toBe('/remotes/mf-admin/mf-manifest.json');
    expect(() => store.rollback('mf_admin')).toThrow(ReleaseError);
  });

  it('refuses to activate a version it does not keep, or a folder that is not a remote build', () => {
    const store = new ReleaseStore(dir);
    expect(() => store.activate('mf_admin', '20260101-000000-deadbeef')).toThrow(ReleaseError);
    const notBuild = path.join(builds, 'empty');
    mkdirSync(notBuild);
    expect(() => store.add('mf_admin', notBuild, { commit: null })).toThrow(/mf-manifest\.json/);
  });

  it('keeps the stated number of versions, never dropping the active one', () => {
    const store = new ReleaseStore(dir, 2);
    const versions = [1, 2, 3, 4].map((second) => store.add('mf_admin', fakeBuild(`v${second}`, `v${second}`), { commit: null, builtAt: at(second) }).version);
    store.activate('mf_admin', versions[0]!);
    const removed = store.prune('mf_admin');
    expect(removed).toEqual([versions[2], versions[1]]);
    expect(store.list('mf_admin').map((release) => release.version)).toEqual([versions[3], versions[0]]);
  });

  it('keeps server-side files beside the served folder, and removes them with their version', () => {
    const store = new ReleaseStore(dir, 1);
    const server = path.join(builds, 'ssr');
    mkdirSync(server);
    writeFileSync(path.join(server, 'render-storefront.cjs'), 'module.exports = {};');
    const old = store.add('mf_storefront', fakeBuild('s1', 'one'), { commit: null, serverDir: server, builtAt: at(1) });
    expect(store.serverFilesDir('mf_storefront', old.version).startsWith(store.remoteDir('mf_storefront'))).toBe(false);
    expect(readFileSync(path.join(store.serverFilesDir('mf_storefront', old.version), 'render-storefront.cjs'), 'utf8')).toContain('module.exports');
    const next = store.add('mf_storefront', fakeBuild('s2', 'two'), { commit: null, serverDir: server, builtAt: at(2) });
    store.activate('mf_storefront', next.version);
    expect(store.prune('mf_storefront')).toEqual([old.version]);
    expect(() => readFileSync(path.join(store.serverFilesDir('mf_storefront', old.version), 'render-storefront.cjs'))).toThrow();
  });
});
