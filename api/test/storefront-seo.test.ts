import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { CatalogProduct, WebManifest } from '@comanda/shared/domain';
import { openTestDb, type TestDb } from './helpers/test-db';
import { buildTestApp, json } from './helpers/test-app';

const BASE = 'http://comanda.test';
const SLUG = 'pizzaria-bella-napoli';
let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildTestApp(db.handle);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string, headers: Record<string, string> = { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*' }) => app.inject({ method: 'GET', url, headers });

async function manifestOf(slug: string): Promise<WebManifest> {
  const res = await get(`/loja/${slug}/manifest.webmanifest`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return JSON.parse(res.body) as WebManifest;
}

describe('share image', () => {
  it('is a 1200×630 PNG; with the current ?v= it is cached for good, otherwise for an hour', async () => {
    const manifest = await manifestOf(SLUG);
    const version = new URL(manifest.icons[0]!.src, BASE).searchParams.get('v')!;
    const current = await get(`/loja/${SLUG}/share.png?v=${version}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('image/png');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(current.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const bare = await get(`/loja/${SLUG}/share.png`);
    expect(bare.headers['cache-control']).toBe('public, max-age=3600');
    expect(bare.rawPayload.equals(current.rawPayload)).toBe(true);
  });

  it('changes with the store colours (new version, new image)', async () => {
    const before = (await manifestOf('burger-house')).icons[0]!.src;
    const oldImage = (await get('/loja/burger-house/share.png')).rawPayload;
    await db.handle.query(`UPDATE stores SET primary_color = '#123456' WHERE slug = 'burger-house'`);
    const after = (await manifestOf('burger-house')).icons[0]!.src;
    expect(after).not.toBe(before);
    const newImage = (await get('/loja/burger-house/share.png')).rawPayload;
    expect(newImage.equals(oldImage)).toBe(false);
    const { data } = await sharp(newImage).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x12, 0x34, 0x56]);
  });

  it.each([
    ['a missing store', 'loja-que-nao-existe'],
    ['an inactive branch', 'bella-napoli-centro'],
  ])('is 404 for %s', async (_label, slug) => {
    const res = await get(`/loja/${slug}/share.png`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Loja não encontrada');
    expect((await get(`/loja/${slug}/manifest.webmanifest`)).statusCode).toBe(404);
  });
});

describe('installable storefront', () => {
  it("has a manifest with the store's name, colours, scope and 192/512 PNG icons that exist", async () => {
    const manifest = await manifestOf(SLUG);
    expect(manifest).toMatchObject({
      name: 'Pizzaria Bella Napoli',
      short_name: 'Bella Napoli',
      start_url: `/loja/${SLUG}`,
      scope: `/loja/${SLUG}`,
      display: 'standalone',
      theme_color: '#B71C1C',
      background_color: '#FFF8E1',
      lang: 'pt-BR',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const res = await get(icon.src);
      expect(res.statusCode).toBe(200);
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public store and its products with absolute URLs, and no inactive or unknown store', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const slug of [SLUG, 'bella-napoli-moema', 'burger-house', 'acai-da-praia', 'nova-loja']) expect(locs).toContain(`${BASE}/loja/${slug}`);
    expect(locs).not.toContain(`${BASE}/loja/bella-napoli-centro`);
    const products = json(await get(`/api/stores/${SLUG}/products`, {})).data as CatalogProduct[];
    for (const product of products) expect(locs).toContain(`${BASE}/loja/${SLUG}/p/${product.id}`);
    expect(res.body).toMatch(new RegExp(`<url><loc>${BASE}/loja/${SLUG}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod></url>`));
  });

  it('robots.txt lets crawlers into storefronts, not into the API, back offices or checkout, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /loja/', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /store', 'Disallow: /pos', 'Disallow: /customer', 'Disallow: /loja/*/checkout', `Sitemap: ${BASE}/sitemap.xml`]));
  });
});
