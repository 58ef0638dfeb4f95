import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, json } from '../../test/helpers/test-app';
import { openTestDb, type TestDb } from '../../test/helpers/test-db';
import { REMOTE_STARTUP_FILE, SHELL_STARTUP_FILE } from './remote-preloads';
import { STOREFRONT_SSR_BUNDLE, type ServerRenderState } from './storefront-ssr';

// The shape HtmlRspackPlugin gives shell/public/index.html.
const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Comanda</title><script defer src="/main.aa3b74e34f.js"></script></head>' +
  '<body><div id="root"><div id="boot"><span></span></div></div></body></html>';

// Stands in for mf-storefront/dist-ssr/render-storefront.cjs (the real bundle is tested in mf-storefront and e2e).
const FAKE_BUNDLE = `
exports.renderStorefront = ({ data }) => {
  globalThis.__fakeStorefrontRenders = (globalThis.__fakeStorefrontRenders || 0) + 1;
  const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cards = data.products.slice(0, 12).map((p) => '<article data-testid="product-card">' + esc(p.name) + '</article>').join('');
  return { html: '<main data-slug="' + data.slug + '"><h1>' + esc(data.store.name) + '</h1>' + cards + '</main>', styles: '<style data-emotion="css x">.x{}</style>', state: data, remote: 'mf_storefront' };
};`;

const SLUG = 'pizzaria-bella-napoli';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const renders = () => (globalThis as { __fakeStorefrontRenders?: number }).__fakeStorefrontRenders ?? 0;

let db: TestDb;
let app: FastifyInstance;
let root: string;

function write(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function stateOf(html: string): ServerRenderState {
  const match = /<script type="application\/json" id="comanda-ssr" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('sem estado serializado');
  return JSON.parse(match[1] as string) as ServerRenderState;
}

const page = (url: string, headers: Record<string, string> = HTML) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'comanda-ssr-'));
  write('shell/dist/index.html', INDEX);
  write(STOREFRONT_SSR_BUNDLE, FAKE_BUNDLE);
  db = await openTestDb();
  // A long TTL: what refreshes the page in these tests is the catalog change notification.
  app = await buildTestApp(db.handle, { staticRoot: root, catalogCacheTtlMs: 60_000 });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /loja/{slug} rendered on the server', () => {
  it("preloads the storefront remote's federation manifest, entry and ./routes chunks its build listed", async () => {
    write(`mf-storefront/dist/${REMOTE_STARTUP_FILE}`, JSON.stringify({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['12.ab.js', '__federation_expose_routes.cd.js'] }));
    try {
      const res = await page(`/loja/${SLUG}`);
      const links = [...res.body.matchAll(/<link rel="preload"[^>]*href="(\/remotes\/[^"]+)"/g)].map((match) => match[1]);
      expect(links).toEqual([
        '/remotes/mf-storefront/mf-manifest.json',
        '/remotes/mf-storefront/remoteEntry.js',
        '/remotes/mf-storefront/12.ab.js',
        '/remotes/mf-storefront/__federation_expose_routes.cd.js',
      ]);
      expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="/remotes/mf-storefront/mf-manifest.json">');
      // After the content: the cards come first on a slow link.
      expect(res.body.indexOf('/remotes/mf-storefront/remoteEntry.js')).toBeGreaterThan(res.body.indexOf('data-testid="product-card"'));

      // A list of another shape is not trusted: the page goes without the hints.
      write(`mf-storefront/dist/${REMOTE_STARTUP_FILE}`, JSON.stringify({ entry: '../x.js', manifest: 'mf-manifest.json', routes: [] }));
      expect((await page(`/loja/${SLUG}`)).body).not.toContain('/remotes/mf-storefront/');
    } finally {
      unlinkSync(path.join(root, 'mf-storefront/dist', REMOTE_STARTUP_FILE));
    }
    expect((await page(`/loja/${SLUG}`)).body).not.toContain('/remotes/mf-storefront/');
  });

  it("starts with the storefront's first screen: the shell's own chunk hints give way to its first-screen chunk and the providers of what the remote's first screen consumes", async () => {
    const withHints = INDEX.replace(
      '</body>',
      '<link as="script" data-startup-group="bootstrap" fetchpriority="low" href="/77.boot.js" rel="preload"></body>',
    );
    write('shell/dist/index.html', withHints);
    write(
      `shell/dist/${SHELL_STARTUP_FILE}`,
      JSON.stringify({ 'first-screen': ['/first-screen.aa.js'], provides: { 'react-dom/client': ['/1.react.js', '/2.dom.js'], react: ['/1.react.js'], '@mui/material/styles': ['/9.mui.js'] } }),
    );
    write(
      `mf-storefront/dist/${REMOTE_STARTUP_FILE}`,
      JSON.stringify({ entry: 'remoteEntry.js', manifest: 'mf-manifest.json', routes: ['12.ab.js', '__federation_expose_routes.cd.js'], firstScreen: ['12.ab.js', '__federation_expose_first_screen.ef.js'], firstScreenShared: ['react', 'react-dom/client'] }),
    );
    try {
      const res = await page(`/loja/${SLUG}`);
      const links = [...res.body.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      expect(links).toEqual([
        '/first-screen.aa.js',
        '/1.react.js',
        '/2.dom.js',
        '/remotes/mf-storefront/mf-manifest.json',
        '/remotes/mf-storefront/remoteEntry.js',
        '/remotes/mf-storefront/12.ab.js',
        '/remotes/mf-storefront/__federation_expose_first_screen.ef.js',
      ]);
      // Neither the shell's whole app, nor the storefront's routes, nor what only they consume.
      expect(res.body).not.toContain('77.boot.js');
      expect(res.body).not.toContain('__federation_expose_routes');
      expect(res.body).not.toContain('9.mui.js');
    } finally {
      write('shell/dist/index.html', INDEX);
      unlinkSync(path.join(root, 'shell/dist', SHELL_STARTUP_FILE));
      unlinkSync(path.join(root, 'mf-storefront/dist', REMOTE_STARTUP_FILE));
    }
  });

  it('answers the shell document with the storefront in #root and the public data it was rendered with', async () => {
    const res = await page(`/loja/${SLUG}?utm_source=x`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<div id="root"><main data-slug="${SLUG}"><h1>Pizzaria Bella Napoli</h1>`);
    expect(res.body).toContain('<title>Pizzaria Bella Napoli — Comanda</title>');
    expect(res.body.match(/data-testid="product-card"/g)).toHaveLength(12);
    expect(res.body.indexOf('<style data-emotion')).toBeLessThan(res.body.indexOf('</head>'));
    // Scripts come after the content and the state, never before the cards.
    expect(res.body.indexOf('<script defer src="/main.aa3b74e34f.js">')).toBeGreaterThan(res.body.indexOf('id="comanda-ssr"'));

    const state = stateOf(res.body);
    expect(state).toMatchObject({ remote: 'mf_storefront', slug: SLUG });
    const [store, categories, products, reviews] = await Promise.all(
      [`/api/stores/${SLUG}`, `/api/stores/${SLUG}/categories`, `/api/stores/${SLUG}/products`, `/api/stores/${SLUG}/reviews/summary`].map(
        async (url) => json(await app.inject({ method: 'GET', url })).data,
      ),
    );
    expect(state.state).toEqual({ slug: SLUG, store, categories, products, reviews });
  });

  it('renders once per store; every answer has its own CSP nonce on its inline scripts, so none is revalidated (304)', async () => {
    const before = renders();
    const first = await page(`/loja/${SLUG}`);
    const second = await page(`/loja/${SLUG}`, { ...HTML, 'accept-encoding': 'br' });
    expect(renders()).toBe(before);
    expect(second.headers['content-encoding']).toBe('br');
    const nonces = [first, second].map((res) => {
      const csp = String(res.headers['content-security-policy']);
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      return nonce!;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // Every inline script of the page carries the nonce of its own response (external ones are 'self').
    const inline = first.body.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    // The early-tap catcher, the state and the JSON-LD (which the browser does not run, but carries it all the same).
    expect(inline.length).toBe(3);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonces[0]}"`);
    // A cached copy would keep an old nonce that the new CSP refuses: no validators, no 304.
    expect(first.headers.etag).toBeUndefined();
    const revalidated = await page(`/loja/${SLUG}`, { ...HTML, 'if-none-match': '"anything"' });
    expect(revalidated.statusCode).toBe(200);
  });

  it('renders again when the catalog changes (notification), with the JSON escaped inside the page', async () => {
    const before = renders();
    await db.handle.query(
      `UPDATE products SET name = $1 WHERE id = (SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.slug = $2 ORDER BY p.id LIMIT 1)`,
      ['Pizza </script><script>alert(1)</script>', SLUG],
    );
    let res = await page(`/loja/${SLUG}`);
    for (let tries = 0; !res.body.includes('alert(1)') && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await page(`/loja/${SLUG}`);
    }
    expect(renders()).toBe(before + 1);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const { state } = stateOf(res.body) as { state: { products: { name: string }[] } };
    expect(state.products.map((product) => product.name)).toContain('Pizza </script><script>alert(1)</script>');
  });

  it.each([
    ['a missing store', '/loja/loja-que-nao-existe'],
    ['an inactive branch', '/loja/bella-napoli-centro'],
    ['the checkout', `/loja/${SLUG}/checkout`],
    ['the order success page', `/loja/${SLUG}/success/123`],
  ])('leaves %s to the SPA', async (_label, url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('is not a page for JSON or file requests', async () => {
    expect((await page(`/loja/${SLUG}`, { accept: 'application/json' })).statusCode).toBe(404);
    expect((await page('/loja/main.js')).statusCode).toBe(404);
  });

  it('falls back to the SPA while the server bundle is missing, and picks a new build up', async () => {
    unlinkSync(path.join(root, STOREFRONT_SSR_BUNDLE));
    expect((await page(`/loja/${SLUG}`)).body).toBe(INDEX);
    write(STOREFRONT_SSR_BUNDLE, FAKE_BUNDLE.replace('<main ', '<main data-build="2" '));
    // Under jest, createRequire is jest's: its registry (not require.cache) holds the previous build.
    jest.resetModules();
    expect((await page(`/loja/${SLUG}`)).body).toContain('data-build="2"');
  });
});
