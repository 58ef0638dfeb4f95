import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeWebManifest, type StoreIconSize } from '@comanda/shared/domain';
import { access } from '../../auth/route-access';
import type { AppConfig } from '../../config';
import type { BrandImageKind } from './brand-artwork';
import { BrandImageCache, brandVersion } from './brand-image-cache';
import { robotsTxt, sitemapXml } from './sitemap';
import { findBrandedStore, listSitemapStores } from './storefront-seo.service';

export type StorefrontSeoOptions = {
  /** Where logos are read from (/storage/…): the uploads folder, then the seed's files. */
  storageRoots: string[];
  /** Where drawn images are kept; default brandImagesDirOf(config). */
  cacheDir?: string;
};

/** DATA_DIR/cache/brand-images (the system's temporary folder with DATA_DIR=:memory:). */
export function brandImagesDirOf(config: Pick<AppConfig, 'dataDir'>): string {
  return config.dataDir === ':memory:' ? path.join(os.tmpdir(), 'comanda-brand-images') : path.join(config.dataDir, 'cache', 'brand-images');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the current ?v= (an old or bare link): any cache keeps it for an hour only. */
const REVALIDATE_HOURLY = 'public, max-age=3600';

/**
 * What makes a storefront shared and found, outside /api (crawlers may not read /api: robots.txt): the share image
 * and home-screen icons drawn from the store's logo and colours, its web manifest, the sitemap and robots.txt.
 * The page's own preview tags are written by the server render (api/src/ssr).
 */
export async function storefrontSeoRoutes(app: FastifyInstance, options: StorefrontSeoOptions): Promise<void> {
  const images = new BrandImageCache(options.cacheDir ?? brandImagesDirOf(app.config), options.storageRoots);
  const baseUrl = app.config.appUrl;

  const sendImage = async (request: FastifyRequest<{ Params: { slug: string }; Querystring: { v?: string } }>, reply: FastifyReply, kind: BrandImageKind) => {
    const store = await findBrandedStore(app.db, request.params.slug);
    const { png, version } = await images.get(store.id, kind, store.inputs);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', request.query.v === version ? IMMUTABLE : REVALIDATE_HOURLY)
      .send(png);
  };

  type ImageRequest = { Params: { slug: string }; Querystring: { v?: string } };
  app.get<ImageRequest>('/loja/:slug/share.png', { config: { access: access.public } }, (request, reply) => sendImage(request, reply, 'share'));
  for (const size of [192, 512] as const satisfies readonly StoreIconSize[]) {
    app.get<ImageRequest>(`/loja/:slug/icon-${size}.png`, { config: { access: access.public } }, (request, reply) => sendImage(request, reply, `icon-${size}`));
  }

  app.get<{ Params: { slug: string } }>('/loja/:slug/manifest.webmanifest', { config: { access: access.public } }, async (request, reply) => {
    const store = await findBrandedStore(app.db, request.params.slug);
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(storeWebManifest(store, brandVersion(store.inputs))));
  });

  app.get('/sitemap.xml', { config: { access: access.public } }, async (request, reply) => {
    const { xml, urls, truncated } = sitemapXml(baseUrl, await listSitemapStores(app.db));
    if (truncated) request.log.warn({ urls }, 'sitemap.xml truncated at the sitemaps.org limit');
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', REVALIDATE_HOURLY).send(xml);
  });

  app.get('/robots.txt', { config: { access: access.public } }, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', REVALIDATE_HOURLY).send(robotsTxt(baseUrl)),
  );
}
