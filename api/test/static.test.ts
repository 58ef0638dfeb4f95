import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from '../src/static/cache-control';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

let db: TestDb;
let app: FastifyInstance;
let root: string;

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('comanda '.repeat(500))});`;

function write(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'comanda-static-'));
  write('shell/dist/index.html', INDEX);
  write('shell/dist/main.3f2a9c1d.js', BIG_JS);
  write('shell/dist/favicon.ico', 'ico');
  write('mf-storefront/dist/mf-manifest.json', '{"id":"mf_storefront"}');
  write('mf-storefront/dist/remoteEntry.js', 'var mf_storefront;');
  write('mf-storefront/dist/static/js/412.a1b2c3d4e5.js', 'chunk();');
  write('mf-store/dist/remoteEntry.js', 'var mf_store;');
  // mf-admin, mf-pos, mf-customer are not built.
  db = await openTestDb({ seed: false });
  app = await buildTestApp(db.handle, { staticRoot: root });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static hosting', () => {
  it('serves the shell index.html at / with no-cache', async () => {
    const res = await get('/', HTML);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets are immutable, and compressed', async () => {
    const res = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const br = await get('/main.3f2a9c1d.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('un-hashed files are no-cache', async () => {
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('serves remotes under /remotes/<name>/', async () => {
    const manifest = await get('/remotes/mf-storefront/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await get('/remotes/mf-storefront/remoteEntry.js');
    expect(entry.body).toBe('var mf_storefront;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-storefront/static/js/412.a1b2c3d4e5.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/mf-store/remoteEntry.js')).body).toBe('var mf_store;');
  });

  it('a remote that is not built is a 404, not the SPA, not a crash', async () => {
    const res = await get('/remotes/mf-pos/remoteEntry.js', HTML);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect((await get('/remotes/mf-pos/', HTML)).statusCode).toBe(404);
  });

  it('GET /remotes.json lists every remote manifest, no-cache', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(json(res)).toEqual({
      mf_storefront: '/remotes/mf-storefront/mf-manifest.json',
      mf_store: '/remotes/mf-store/mf-manifest.json',
      mf_admin: '/remotes/mf-admin/mf-manifest.json',
      mf_pos: '/remotes/mf-pos/mf-manifest.json',
      mf_customer: '/remotes/mf-customer/mf-manifest.json',
    });
  });

  it.each(['/store/dashboard', '/loja/pizzaria-bella-napoli', '/admin/stores/1/edit', '/login?next=%2Fstore'])('SPA fallback for %s', async (url) => {
    const res = await get(url, HTML);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('no SPA fallback for files, non-HTML requests or non-GET methods', async () => {
    expect((await get('/missing.js', HTML)).statusCode).toBe(404);
    expect((await get('/store/dashboard', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/store/dashboard', headers: HTML })).statusCode).toBe(404);
  });

  it('missing /api routes are JSON 404s, never the SPA', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/nope', headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ message: 'Recurso não encontrado.' });
    }
    expect((await get('/api', HTML)).statusCode).toBe(404);
  });

  it('API routes still work next to the static files', async () => {
    expect(json(await get('/api/health'))).toEqual({ status: 'ok' });
  });

  it('REMOTES_JSON overrides the manifest', async () => {
    write('remotes-override.json', '{"mf_storefront":"https://cdn.example.com/storefront/mf-manifest.json"}');
    const other = await buildTestApp(db.handle, { staticRoot: root, remotesJsonFile: path.join(root, 'remotes-override.json') });
    try {
      expect(json(await other.inject({ method: 'GET', url: '/remotes.json' }))).toEqual({ mf_storefront: 'https://cdn.example.com/storefront/mf-manifest.json' });
    } finally {
      await other.close();
    }
  });

  it('a published version is served under /remotes/<folder>/<version>/, immutable, and /remotes.json follows activation', async () => {
    write('build-admin/mf-manifest.json', '{"id":"mf_admin"}');
    write('build-admin/remoteEntry.js', 'var mf_admin = "v1";');
    write('build-admin/static/js/7.abcdef0123.js', 'chunk7();');
    const release = app.releases.add('mf_admin', path.join(root, 'build-admin'), { commit: 'abc1234' });
    // Not active yet: the manifest still points at the unversioned build.
    expect(json(await get('/remotes.json')).mf_admin).toBe('/remotes/mf-admin/mf-manifest.json');

    const entry = await get(`/remotes/mf-admin/${release.version}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mf_admin = "v1";');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`/remotes/mf-admin/${release.version}/static/js/7.abcdef0123.js`)).body).toBe('chunk7();');
    expect((await get(`/remotes/mf-admin/${release.version}/missing.js`)).statusCode).toBe(404);

    app.releases.activate('mf_admin', release.version);
    const manifest = json(await get('/remotes.json'));
    expect(manifest.mf_admin).toBe(`/remotes/mf-admin/${release.version}/mf-manifest.json`);
    expect(manifest.mf_storefront).toBe('/remotes/mf-storefront/mf-manifest.json');
    // The unversioned build stays reachable (pages opened before the publish still use it).
    expect((await get('/remotes/mf-storefront/remoteEntry.js')).body).toBe('var mf_storefront;');

    app.releases.activate('mf_admin', null);
    expect(json(await get('/remotes.json')).mf_admin).toBe('/remotes/mf-admin/mf-manifest.json');
  });

  it('STATIC_ROOT empty disables frontend hosting', async () => {
    const bare = await buildTestApp(db.handle, { staticRoot: '' });
    try {
      expect((await bare.inject({ method: 'GET', url: '/', headers: HTML })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('serves /storage/ from <DATA_DIR>/storage', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'storage', 'logos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'storage', 'logos', 'bella.png'), 'png');
    const withStorage = await buildTestApp(db.handle, { staticRoot: '', dataDir });
    try {
      const res = await withStorage.inject({ method: 'GET', url: '/storage/logos/bella.png' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('png');
      expect((await withStorage.inject({ method: 'GET', url: '/storage/nope.png', headers: HTML })).statusCode).toBe(404);
    } finally {
      await withStorage.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.3f2a9c1d.js', 'public, max-age=31536000, immutable'],
    ['412.a1b2c3d4e5f6.chunk.css', 'public, max-age=31536000, immutable'],
    ['main.3f2a9c1d.js.map', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['logo.png', 'no-cache'],
    ['main.xyz12345.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });
});
