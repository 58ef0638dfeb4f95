// The production nginx configuration (nginx/) with the real nginx: caching, SPA fallback, proxying, gzip, and the
// composed app working behind it in Chromium.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ReleaseStore } from '../../api/src/releases/release-store';
import { browserTest, saveScreen } from '../support/browser-test';
import { DEMO_PASSWORD, DEMO_USERS, expectHeading, fillLogin, waitForPath } from '../support/app';
import { ENV, sharedValue } from '../support/env';
import { startNginx, type RunningNginx } from '../support/nginx';
import { REPO_ROOT } from '../support/platform';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{10}\.js$/;

let nginx: RunningNginx;
// The API's RELEASES_DIR as nginx sees it: `npm run remote -- publish` writes there (the ReleaseStore below does the same).
const releasesDir = mkdtempSync(path.join(tmpdir(), 'comanda-nginx-releases-'));
chmodSync(releasesDir, 0o755);

beforeAll(async () => {
  nginx = await startNginx(`127.0.0.1:${sharedValue(ENV.platformPort)}`, releasesDir);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  rmSync(releasesDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.baseUrl}${path}`, { headers, redirect: 'manual' });

/** Raw response (no automatic decompression) to see what travels on the wire. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${nginx.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function shellScripts(): Promise<string[]> {
  const html = await (await get('/')).text();
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] as string);
}

describe('nginx (configuração de produção)', () => {
  test('/ devolve o HTML da shell com no-cache', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<div id="root"/);
  });

  test('cabeçalhos de segurança: CSP de nginx no que ele serve; a página /loja/slug traz a CSP da API, com o nonce dos seus scripts', async () => {
    for (const path of ['/', '/store/dashboard', '/remotes.json', '/remotes/mf-storefront/remoteEntry.js']) {
      const response = await get(path, { accept: 'text/html' });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect({ path, csp }).toEqual({ path, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect(csp).toContain("script-src 'self';");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
    const storefront = await get('/loja/pizzaria-bella-napoli', { accept: 'text/html' });
    // One policy (the API's), not nginx's added to it: two would both apply and the nonce-less one would block.
    const csp = storefront.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.match(/default-src/g)).toHaveLength(1);
    expect(await storefront.text()).toContain(`nonce="${nonce}"`);
  });

  test('assets com hash (shell e remoto) são immutable', async () => {
    const scripts = await shellScripts();
    const hashed = scripts.find((src) => HASHED.test(src));
    expect(hashed).toBeDefined();
    const shellAsset = await get(hashed as string);
    expect(shellAsset.status).toBe(200);
    expect(shellAsset.headers.get('content-type')).toMatch(/javascript/);
    expect(shellAsset.headers.get('cache-control')).toBe(IMMUTABLE);

    const manifest = (await (await get('/remotes/mf-store/mf-manifest.json')).json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    const remoteFile = manifest.shared.flatMap((entry) => entry.assets.js.sync).find((file) => HASHED.test(file));
    expect(remoteFile).toBeDefined();
    const remoteAsset = await get(`/remotes/mf-store/${remoteFile}`);
    expect(remoteAsset.status).toBe(200);
    expect(remoteAsset.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('remotes.json, mf-manifest.json e remoteEntry.js: no-cache', async () => {
    const remotes = await get('/remotes.json');
    expect(remotes.status).toBe(200);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      mf_storefront: '/remotes/mf-storefront/mf-manifest.json',
      mf_store: '/remotes/mf-store/mf-manifest.json',
      mf_admin: '/remotes/mf-admin/mf-manifest.json',
      mf_pos: '/remotes/mf-pos/mf-manifest.json',
      mf_customer: '/remotes/mf-customer/mf-manifest.json',
    });
    for (const remote of ['mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer']) {
      const manifest = await get(`/remotes/${remote}/mf-manifest.json`);
      expect({ remote, status: manifest.status, cache: manifest.headers.get('cache-control') }).toEqual({ remote, status: 200, cache: 'no-cache' });
      const entry = await get(`/remotes/${remote}/remoteEntry.js`);
      expect({ remote, status: entry.status, cache: entry.headers.get('cache-control') }).toEqual({ remote, status: 200, cache: 'no-cache' });
    }
  });

  test('versão publicada de um remoto: servida da pasta de releases (immutable), remotes.json aponta para ela; rollback volta', async () => {
    const store = new ReleaseStore(releasesDir);
    const dist = path.join(REPO_ROOT, 'mf-admin/dist');
    const release = store.add('mf_admin', dist, { commit: null });
    store.activate('mf_admin', release.version);
    const remotes = await get('/remotes.json');
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect((await remotes.json()).mf_admin).toBe(`/remotes/mf-admin/${release.version}/mf-manifest.json`);
    const entry = await get(`/remotes/mf-admin/${release.version}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await entry.text()).toBe(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'));
    expect((await get(`/remotes/mf-admin/${release.version}/nao-existe.js`)).status).toBe(404);
    // The unversioned build stays served for pages opened before the publish.
    expect((await get('/remotes/mf-admin/remoteEntry.js')).status).toBe(200);

    expect(store.rollback('mf_admin')).toBeNull();
    expect((await (await get('/remotes.json')).json()).mf_admin).toBe('/remotes/mf-admin/mf-manifest.json');
  });

  test('rotas do SPA (/store/dashboard, /loja/slug/checkout) devolvem o index.html; /loja/slug vem renderada pela API; arquivo ausente é 404', async () => {
    const index = await (await get('/')).text();
    const storefront = await get('/loja/pizzaria-bella-napoli', { accept: 'text/html' });
    expect(storefront.status).toBe(200);
    const html = await storefront.text();
    expect(html).not.toBe(index);
    expect(html).toContain('Pizzaria Bella Napoli');
    for (const route of ['/store/dashboard', '/loja/pizzaria-bella-napoli/checkout', '/reset-password?token=x&email=y']) {
      const response = await get(route, { accept: 'text/html' });
      expect({ route, status: response.status, cache: response.headers.get('cache-control') }).toEqual({ route, status: 200, cache: 'no-cache' });
      expect(await response.text()).toBe(index);
    }
    // Shared and found: the product link and what the API draws or lists pass through nginx to it.
    const product = await get('/loja/pizzaria-bella-napoli/p/1', { accept: '*/*' });
    expect(product.status).toBe(200);
    expect(await product.text()).toContain('<meta property="og:type" content="product">');
    for (const [path, type] of [
      ['/loja/pizzaria-bella-napoli/share.png', 'image/png'],
      ['/loja/pizzaria-bella-napoli/icon-192.png', 'image/png'],
      ['/loja/pizzaria-bella-napoli/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await get(path!);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status: 200, type });
    }
    expect((await get('/chunk-que-nao-existe.0123456789.js')).status).toBe(404);
    expect((await get('/remotes/mf-store/nao-existe.js')).status).toBe(404);
    expect((await get('/remotes/mf-inexistente/remoteEntry.js')).status).toBe(404);
  });

  test('/api é repassado para a API (health, login) e /app/ também', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // nginx hands the API its $request_id (X-Request-Id): the API's log lines carry it and it answers with it.
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect((await get('/api/health/ready')).status).toBe(200);

    const login = await fetch(`${nginx.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.store_owner.email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ token: expect.any(String) });

    // No WebSocket server in the API yet: its own JSON 404 proves /app/ reaches the upstream (not the SPA fallback).
    const app = await rawGet('/app/chave-e2e?protocol=7', { accept: 'application/json' });
    expect(app.status).toBe(404);
    expect(app.headers['content-type']).toMatch(/application\/json/);
  });

  test('WebSocket em /app/: Upgrade e Connection chegam ao upstream, 101 e o túnel funciona', async () => {
    // A stand-in upstream that accepts the upgrade and echoes: the API has no WebSocket server yet.
    const seen: Record<string, string | string[] | undefined>[] = [];
    const upstream = createServer((_req, res) => res.writeHead(404).end());
    const tunnels = new Set<Duplex>();
    upstream.on('upgrade', (req, socket) => {
      tunnels.add(socket);
      seen.push({ url: req.url, ...req.headers });
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.on('data', (data: Buffer) => socket.write(data));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const wsNginx = await startNginx(`127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    try {
      const echoed = await new Promise<{ status: number; echo: string }>((resolve, reject) => {
        const req = httpRequest(`${wsNginx.baseUrl}/app/chave-e2e?protocol=7`, {
          headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
        });
        req.on('upgrade', (res, socket) => {
          socket.once('data', (data: Buffer) => {
            socket.destroy();
            resolve({ status: res.statusCode ?? 0, echo: data.toString() });
          });
          socket.write('ping-e2e');
        });
        req.on('response', (res) => reject(new Error(`sem upgrade: HTTP ${res.statusCode}`)));
        req.on('error', reject);
        req.setTimeout(10_000, () => req.destroy(new Error('sem resposta do upgrade em 10 s')));
        req.end();
      });
      expect(echoed).toEqual({ status: 101, echo: 'ping-e2e' });
      expect(seen[0]).toMatchObject({ url: '/app/chave-e2e?protocol=7', upgrade: 'websocket', connection: 'upgrade', 'x-forwarded-for': '127.0.0.1' });
    } finally {
      // Upgraded sockets are no longer tracked by the HTTP server: close them first, or nginx and close() wait on them.
      for (const socket of tunnels) socket.destroy();
      await wsNginx.stop();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  test('gzip: JS e JSON comprimidos quando o cliente aceita', async () => {
    const [script] = (await shellScripts()).filter((src) => HASHED.test(src));
    const plain = await rawGet(script as string, {});
    const zipped = await rawGet(script as string, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(plain.body.length);

    const manifest = await rawGet('/remotes/mf-admin/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    const html = await rawGet('/store/dashboard', { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(html.status).toBe(200);
  });

  browserTest('no Chromium, através do nginx: /login como dono da loja chega a /store/dashboard', async ({ page }) => {
    await page.goto(`${nginx.baseUrl}/login`);
    await fillLogin(page, DEMO_USERS.store_owner.email, DEMO_PASSWORD);
    await waitForPath(page, '/store/dashboard');
    await expectHeading(page, 'Painel da loja');
    expect(new URL(page.url()).origin).toBe(nginx.baseUrl);
    await saveScreen(page, 'nginx-store-dashboard');
    await page.goto(`${nginx.baseUrl}/loja/pizzaria-bella-napoli`);
    await page.getByTestId('product-card').first().waitFor();
  });
});
