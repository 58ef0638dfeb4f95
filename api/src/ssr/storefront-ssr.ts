import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../auth/route-access';
import type { CatalogProduct, Category, PublicReviewSummary, StorePublic } from '@comanda/shared/domain';
import { HttpError } from '../lib/http-error';
import type { CachedBody } from '../modules/catalog/catalog-cache';
import { cspNonce } from '../security/security-headers';
import { catalogCacheKey, categoriesSource, productsSource } from '../modules/catalog/catalog.service';
import { getPublicStore } from '../modules/stores/stores.service';
import { publicReviewSummary } from '../modules/reviews/review.public';
import { BuildArtifact, requireFresh, type Artifact } from './build-artifact';
import { composeDocument, parseTemplate, type HtmlTemplate } from './html-document';
import { SsrPageCache, type PageInputs } from './ssr-page-cache';

/** The server-render bundle's contract (mf-storefront/src/ssr/render-storefront.tsx, built to dist-ssr). */
export type StorefrontSsrData = { slug: string; store: StorePublic; categories: Category[]; products: CatalogProduct[]; reviews: PublicReviewSummary };
type StorefrontRenderer = {
  renderStorefront(input: { url: string; data: StorefrontSsrData }): { html: string; styles: string; state: unknown; remote: string };
};

export const STOREFRONT_SSR_BUNDLE = path.join('mf-storefront', 'dist-ssr', 'render-storefront.cjs');

/** What the shell's bootstrap reads from the page before hydrating (shell/src/app/server-render.ts). */
export type ServerRenderState = { remote: string; slug: string; state: unknown };

type StorefrontInputs = PageInputs & { data: StorefrontSsrData; template: HtmlTemplate; renderer: StorefrontRenderer };

type Options = {
  /** Repository root holding mf-storefront/dist-ssr. */
  root: string;
  /** The shell's built index.html. */
  indexHtml: string;
  /** False for requests that are not page navigations (files, JSON, non-GET). */
  isPageRequest: (request: FastifyRequest) => boolean;
  /** The plain SPA answer (missing store, no bundle, a failed render). */
  spaFallback: (request: FastifyRequest, reply: FastifyReply) => boolean;
};

/**
 * Pages are cached with this per-process placeholder where the nonce goes, and every answer gets its own nonce
 * (random, so no store's text can contain it). Hence no ETag: a revalidated copy would keep a stale nonce.
 */
const NONCE_SLOT = `nonce-slot-${randomBytes(24).toString('hex')}`;

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * GET /loja/{slug}: the shell's index.html with the storefront rendered inside #root, its critical CSS and the
 * data it was rendered with, for the shell to hydrate. Everything else under /loja/{slug}/… stays the SPA. The
 * page is cached per store (SsrPageCache) and only rendered again when the store or its catalog changes.
 */
export function registerStorefrontSsr(app: FastifyInstance, options: Options): void {
  const log = app.log.child({ module: 'ssr' });
  const renderer = new BuildArtifact(path.join(options.root, STOREFRONT_SSR_BUNDLE), (file) => requireFresh<StorefrontRenderer>(file), (err) =>
    log.error({ err }, 'storefront SSR bundle could not be loaded: /loja/{slug} is served as the SPA'),
  );
  const template = new BuildArtifact(options.indexHtml, (file) => parseTemplate(readFileSync(file, 'utf8')));
  const cache = new SsrPageCache(app.config.catalogCacheTtlMs);
  const stopListening = app.catalogCache.onInvalidate((storeId) => cache.invalidateStore(storeId));
  app.addHook('onClose', async () => {
    stopListening();
  });

  const inputsOf = async (slug: string, bundle: Artifact<StorefrontRenderer>, page: Artifact<HtmlTemplate>): Promise<StorefrontInputs | null> => {
    try {
      const [store, products, categories, reviews] = await Promise.all([
        getPublicStore(app.db, slug, app.now()),
        app.catalogCache.get(catalogCacheKey('products', slug, undefined), productsSource(app.db, slug, undefined)),
        app.catalogCache.get(catalogCacheKey('categories', slug, undefined), categoriesSource(app.db, slug, undefined)),
        publicReviewSummary(app.db, slug),
      ]);
      // A former slug (the store changed it): no page; the SPA's store check sends the browser to the current one.
      if (store.slug !== slug) return null;
      const storeJson = JSON.stringify(store);
      // A new review or reply changes the page too (the rating under the name, the latest reviews).
      const fingerprint = createHash('sha1').update([products.etag, categories.etag, storeJson, JSON.stringify(reviews)].join('\n')).digest('base64url');
      const data: StorefrontSsrData = {
        slug,
        store,
        categories: (JSON.parse(categories.body.toString('utf8')) as { data: Category[] }).data,
        products: (JSON.parse(products.body.toString('utf8')) as { data: CatalogProduct[] }).data,
        reviews,
      };
      return { fingerprint, storeIds: storeIdsOf(store), data, template: page.value, renderer: bundle.value };
    } catch (error) {
      // Missing or inactive store: the SPA shows the 404 / inactive-branch page, as without SSR.
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const render = ({ data, template: page, renderer: bundle }: StorefrontInputs): string | null => {
    try {
      const started = performance.now();
      const result = bundle.renderStorefront({ url: `/loja/${encodeURIComponent(data.slug)}`, data });
      const state: ServerRenderState = { remote: result.remote, slug: data.slug, state: result.state };
      const html = composeDocument(page, { title: `${data.store.name} — Comanda`, styles: result.styles, rootHtml: result.html, state, nonce: NONCE_SLOT });
      log.debug({ slug: data.slug, ms: Math.round(performance.now() - started), bytes: html.length }, 'storefront rendered');
      return html;
    } catch (err) {
      log.error({ err, slug: data.slug }, 'storefront SSR failed: serving the SPA');
      return null;
    }
  };

  app.get<{ Params: { slug: string } }>('/loja/:slug', { config: { access: access.public } }, async (request, reply) => {
    if (!options.isPageRequest(request)) return reply.callNotFound();
    const { slug } = request.params;
    const bundle = renderer.current();
    const shell = template.current();
    let page: CachedBody | null = null;
    try {
      // A rebuild (new stamps) is a new key: a page never points at the script names of a previous build.
      if (bundle && shell) page = await cache.get(`${slug}\u0000${bundle.stamp}\u0000${shell.stamp}`, { inputs: () => inputsOf(slug, bundle, shell), render });
    } catch (err) {
      request.log.error({ err }, 'storefront SSR data could not be read: serving the SPA');
    }
    if (page) {
      const html = page.body.toString('utf8').split(NONCE_SLOT).join(cspNonce(reply));
      return reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').send(html);
    }
    if (!options.spaFallback(request, reply)) reply.callNotFound();
    return reply;
  });
}

function storeIdsOf(store: StorePublic): number[] {
  return store.parent ? [store.id, store.parent.id] : [store.id];
}
