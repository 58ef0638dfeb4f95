import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { previewPrice, productBaseCents, productPreviewDescription, schemaOrgProblems, type CatalogProduct, type JsonLd } from '@comanda/shared/domain';
import { buildTestApp, json } from '../../test/helpers/test-app';
import { openTestDb, type TestDb } from '../../test/helpers/test-db';
import { STOREFRONT_SSR_BUNDLE } from './storefront-ssr';

// The shell's index.html as built (its generic description and theme colour are replaced on storefront pages).
const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="theme-color" content="#c62828" />' +
  '<meta name="description" content="Comanda: cardápio digital" /><title>Comanda</title><script defer src="/main.aa3b74e34f.js"></script></head>' +
  '<body><div id="root"><div id="boot"><span></span></div></div></body></html>';
const FAKE_BUNDLE = `
exports.renderStorefront = ({ data }) => {
  globalThis.__previewRenders = (globalThis.__previewRenders || 0) + 1;
  const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { html: '<main data-slug="' + data.slug + '"><h1>' + esc(data.store.name) + '</h1></main>', styles: '', state: data, remote: 'mf_storefront' };
};`;

const SLUG = 'pizzaria-bella-napoli';
const BASE = 'http://comanda.test';
/** What WhatsApp's link-preview fetcher sends. */
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' };
const renders = () => (globalThis as { __previewRenders?: number }).__previewRenders ?? 0;

let db: TestDb;
let app: FastifyInstance;
let root: string;

function write(rel: string, content: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every `<meta property|name=key content>` of the page, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...html.matchAll(pattern)].map((m) => decode(m[1]!));
}
const meta = (html: string, key: string) => {
  const found = metas(html, key);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const linkHref = (html: string, rel: string) => decode(new RegExp(`<link rel="${rel}" href="([^"]*)">`).exec(html)?.[1] ?? '');
const jsonLdOf = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'comanda-preview-'));
  write('shell/dist/index.html', INDEX);
  write(STOREFRONT_SSR_BUNDLE, FAKE_BUNDLE);
  db = await openTestDb();
  // TTL 0: every request checks whether the store changed (the name change below).
  app = await buildTestApp(db.handle, { staticRoot: root, catalogCacheTtlMs: 0 });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

async function productsOf(slug: string): Promise<CatalogProduct[]> {
  return json(await app.inject({ method: 'GET', url: `/api/stores/${slug}/products` })).data as CatalogProduct[];
}

describe('a storefront link fetched by a link-preview bot', () => {
  it.each([
    ['WhatsApp (Accept: */*)', WHATSAPP],
    ['a fetcher sending no Accept', { 'user-agent': 'TelegramBot (like TwitterBot)' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
  ])('gets the server-rendered page: %s', async (_label, headers) => {
    const res = await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Pizzaria Bella Napoli</h1>');
  });

  it('a client asking for JSON explicitly does not; HEAD answers the page headers', async () => {
    expect((await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: { accept: 'application/json' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: { accept: 'application/vnd.api+json' } })).statusCode).toBe(404);
    const head = await app.inject({ method: 'HEAD', url: `/loja/${SLUG}`, headers: WHATSAPP });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('finds Open Graph and Twitter card tags, the canonical URL, the description, and the install links', async () => {
    const { body } = await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: WHATSAPP });
    const head = headOf(body);
    const description = 'Pizzas de fermentação natural assadas no forno a lenha desde 1998.';
    expect(meta(head, 'og:title')).toBe('Pizzaria Bella Napoli');
    expect(meta(head, 'og:description')).toBe(description);
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:locale')).toBe('pt_BR');
    expect(meta(head, 'og:site_name')).toBe('Pizzaria Bella Napoli');
    expect(meta(head, 'og:url')).toBe(`${BASE}/loja/${SLUG}`);
    expect(meta(head, 'og:image')).toMatch(new RegExp(`^${BASE}/loja/${SLUG}/share\\.png\\?v=[\\w-]{16}$`));
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height'), meta(head, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(meta(head, 'og:image:alt')).toBe('Pizzaria Bella Napoli');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:title')).toBe('Pizzaria Bella Napoli');
    expect(meta(head, 'twitter:image')).toBe(meta(head, 'og:image'));
    // The shell's generic description and theme colour gave way to the store's (one of each).
    expect(meta(head, 'description')).toBe(description);
    expect(meta(head, 'theme-color')).toBe('#B71C1C');
    expect(linkHref(head, 'canonical')).toBe(`${BASE}/loja/${SLUG}`);
    expect(linkHref(head, 'manifest')).toBe(`/loja/${SLUG}/manifest.webmanifest`);
    expect(linkHref(head, 'apple-touch-icon')).toMatch(new RegExp(`^/loja/${SLUG}/icon-192\\.png\\?v=`));
    // Before the styles and the content: fetchers that read only the start of a page find them.
    expect(body.indexOf('og:image')).toBeLessThan(body.indexOf('<div id="root">'));
    // The share image it points at is there.
    const image = await app.inject({ method: 'GET', url: meta(head, 'og:image').slice(BASE.length), headers: WHATSAPP });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('carries JSON-LD of the store that uses only schema.org terms and has what Google requires', async () => {
    const { body } = await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: WHATSAPP });
    const [store, ...rest] = jsonLdOf(body);
    expect(rest).toEqual([]);
    expect(schemaOrgProblems(store)).toEqual([]);
    const reviews = json(await app.inject({ method: 'GET', url: `/api/stores/${SLUG}/reviews/summary` })).data as { count: number; average_food: number | null };
    expect(store).toMatchObject({
      '@type': 'Restaurant',
      name: 'Pizzaria Bella Napoli',
      url: `${BASE}/loja/${SLUG}`,
      hasMenu: `${BASE}/loja/${SLUG}`,
      image: meta(body, 'og:image'),
      address: { '@type': 'PostalAddress', streetAddress: 'Rua Augusta, 1500 - Loja 2 - Consolação', addressLocality: 'São Paulo', addressRegion: 'SP', postalCode: '01304-001', addressCountry: 'BR' },
      geo: { '@type': 'GeoCoordinates', latitude: -23.5558, longitude: -46.6586 },
      telephone: '+55 11 3333-4444',
      servesCuisine: ['Pizza', 'Italiana'],
    });
    expect(store!.openingHoursSpecification).toHaveLength(7);
    expect(store!.priceRange).toMatch(/^R\$ \d+,\d\d – R\$ \d+,\d\d$/);
    if (reviews.count > 0) expect(store!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: reviews.count });
    else expect(store).not.toHaveProperty('aggregateRating');
  });

  it("a product's own link has its name, price and description, and a Product in JSON-LD; one render serves every link", async () => {
    const [pizza] = await productsOf(SLUG);
    await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: WHATSAPP });
    const before = renders();
    const res = await app.inject({ method: 'GET', url: `/loja/${SLUG}/p/${pizza!.id}`, headers: WHATSAPP });
    expect(res.statusCode).toBe(200);
    expect(renders()).toBe(before);
    const head = headOf(res.body);
    const price = previewPrice(productBaseCents(pizza!));
    expect(price).toMatch(/^R\$ \d+,\d\d$/);
    expect(head).toContain(`<title>${pizza!.name} — Pizzaria Bella Napoli</title>`);
    expect(meta(head, 'og:title')).toBe(`${pizza!.name} — Pizzaria Bella Napoli`);
    // Margherita, on promotion: 'R$ 46,90 (de R$ 54,90) · Tomate, muçarela de búfala e manjericão'.
    expect(meta(head, 'og:description')).toBe(productPreviewDescription(pizza!));
    expect(meta(head, 'og:description').startsWith(`${price} (de R$ `)).toBe(true);
    expect(meta(head, 'og:type')).toBe('product');
    expect(meta(head, 'og:url')).toBe(`${BASE}/loja/${SLUG}/p/${pizza!.id}`);
    expect(linkHref(head, 'canonical')).toBe(`${BASE}/loja/${SLUG}/p/${pizza!.id}`);
    expect(meta(head, 'product:price:amount')).toBe((productBaseCents(pizza!) / 100).toFixed(2));
    expect(meta(head, 'product:price:currency')).toBe('BRL');
    // The seed's product images are SVG, which no preview app draws: the store's share image stands in.
    expect(meta(head, 'og:image')).toMatch(/\/share\.png\?v=/);
    const [store, product] = jsonLdOf(res.body);
    expect(store!['@type']).toBe('Restaurant');
    expect(product).toMatchObject({ '@type': 'Product', name: pizza!.name, offers: { '@type': 'Offer', priceCurrency: 'BRL', price: (productBaseCents(pizza!) / 100).toFixed(2) } });
    expect(schemaOrgProblems([store, product])).toEqual([]);
    // The store's first screen, as on its own link: the full app opens the modal once it has taken the page over.
    expect(res.body).toContain(`<main data-slug="${SLUG}">`);
  });

  it.each([
    ['an unknown product', '/p/999999'],
    ['a malformed id', '/p/abc'],
  ])('a link to %s is the store page with the store preview', async (_label, suffix) => {
    const res = await app.inject({ method: 'GET', url: `/loja/${SLUG}${suffix}`, headers: WHATSAPP });
    expect(res.statusCode).toBe(200);
    expect(meta(headOf(res.body), 'og:title')).toBe('Pizzaria Bella Napoli');
    expect(linkHref(res.body, 'canonical')).toBe(`${BASE}/loja/${SLUG}`);
  });

  it("escapes a store's text everywhere: no </script> or quote from a name can close the element it is in", async () => {
    const evil = `Bella "Napoli" </script><script>alert(1)</script> & 'Cia'`;
    const [original] = await db.handle.query<{ name: string }>('SELECT name FROM stores WHERE slug = $1', [SLUG]);
    await db.handle.query('UPDATE stores SET name = $1 WHERE slug = $2', [evil, SLUG]);
    try {
      const { body } = await app.inject({ method: 'GET', url: `/loja/${SLUG}`, headers: WHATSAPP });
      expect(body.includes('<script>alert(1)')).toBe(false);
      expect(body.includes('content="Bella "')).toBe(false);
      expect(meta(headOf(body), 'og:title')).toBe(evil);
      expect(headOf(body)).toContain(`<title>${evil.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')} — Comanda</title>`);
      const [store] = jsonLdOf(body);
      expect(store!.name).toBe(evil);
      // The only script elements are the page's own: early taps, JSON-LD, state, the bundle.
      expect(body.match(/<script\b/g)).toHaveLength(4);
    } finally {
      await db.handle.query('UPDATE stores SET name = $1 WHERE slug = $2', [original!.name, SLUG]);
    }
  });
});
