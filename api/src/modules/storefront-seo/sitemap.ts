import { absoluteUrl, productLinkPath, storefrontPath } from '@comanda/shared/domain';
import type { SitemapStore } from './storefront-seo.service';

/** The sitemaps.org limit of URLs in one file; past it the rest is left out (a sitemap index would be the next step). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** https://www.sitemaps.org/protocol.html: each public store's page, then its products' own links. */
export function sitemapXml(baseUrl: string, stores: readonly SitemapStore[]): { xml: string; urls: number; truncated: boolean } {
  const urls: string[] = [];
  let truncated = false;
  outer: for (const store of stores) {
    const lastmod = store.updatedAt.toISOString().slice(0, 10);
    const entries = [
      `<url><loc>${escapeXml(absoluteUrl(baseUrl, storefrontPath(store.slug)))}</loc><lastmod>${lastmod}</lastmod></url>`,
      ...store.productIds.map((id) => `<url><loc>${escapeXml(absoluteUrl(baseUrl, productLinkPath(store.slug, id)))}</loc></url>`),
    ];
    for (const entry of entries) {
      if (urls.length >= SITEMAP_MAX_URLS) {
        truncated = true;
        break outer;
      }
      urls.push(entry);
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return { xml, urls: urls.length, truncated };
}

/** Storefronts are for everyone; the API, the back offices, the POS, the customer area and the checkout are not. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /loja/',
    'Disallow: /loja/*/checkout',
    'Disallow: /loja/*/success/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /store',
    'Disallow: /pos',
    'Disallow: /pdv-standalone',
    'Disallow: /customer',
    'Disallow: /entregador',
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
