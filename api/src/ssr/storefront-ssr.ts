import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../auth/route-access';
import {
  absoluteUrl,
  productIdOfLink,
  productLinkPreview,
  productStructuredData,
  SHARE_IMAGE_SIZE,
  storeIconPath,
  storeLinkPreview,
  storeManifestPath,
  storeShareImagePath,
  storeStructuredData,
  storeThemeColor,
  type CatalogProduct,
  type Category,
  type PreviewImage,
  type PublicReviewSummary,
  type StorePublic,
} from '@comanda/shared/domain';
import { HttpError } from '../lib/http-error';
import { cspNonce } from '../security/security-headers';
import { catalogCacheKey, categoriesSource, productsSource } from '../modules/catalog/catalog.service';
import { getPublicStore } from '../modules/stores/stores.service';
import { publicReviewSummary } from '../modules/reviews/review.public';
import { brandVersion } from '../modules/storefront-seo/brand-image-cache';
import { brandInputsOf } from '../modules/storefront-seo/storefront-seo.service';
import { BuildArtifact, requireFresh, type Artifact } from './build-artifact';
import { composeDocument, escapeHtmlText, parseTemplate, withStartupScripts, type HtmlTemplate } from './html-document';
import { previewHead } from './preview-head';
import { readRemoteStartupScripts, readShellStartupScripts, remotePreloadTags, shellFirstScreenScripts, SHELL_STARTUP_FILE, type RemoteStartupScripts, type ShellStartupScripts } from './remote-preloads';
import { SsrPageCache, type PageInputs, type CachedPage, type RenderedPage } from './ssr-page-cache';

/** The server-render bundle's contract (mf-storefront/src/ssr/render-storefront.tsx, built to dist-ssr). */
export type StorefrontSsrData = { slug: string; store: StorePublic; categories: Category[]; products: CatalogProduct[]; reviews: PublicReviewSummary };
type StorefrontRenderer = {
  renderStorefront(input: { data: StorefrontSsrData }): { html: string; styles: string; state: unknown; remote: string };
};

export const STOREFRONT_SSR_FOLDER = path.join('mf-storefront', 'dist-ssr');
export const STOREFRONT_SSR_BUNDLE = path.join(STOREFRONT_SSR_FOLDER, 'render-storefront.cjs');

/**
 * Where the storefront build a page is rendered with lives: its server bundle, its start-up scripts list and the URL
 * folder its browser files are served from (ending in /; undefined when remotes.json points at another server, and
 * the page then goes without preload hints).
 */
export type StorefrontBuild = { ssrBundle: string; startupScripts: string; remoteUrl?: string };

/** What the shell's bootstrap reads from the page before hydrating (shell/src/app/server-render.ts). */
export type ServerRenderState = { remote: string; slug: string; state: unknown };

type StorefrontInputs = PageInputs & {
  data: StorefrontSsrData;
  template: HtmlTemplate;
  renderer: StorefrontRenderer;
  remote: RemoteStartupScripts | null;
  shell: ShellStartupScripts | null;
  remoteUrl?: string;
};

type Options = {
  /** The shell's built index.html. */
  indexHtml: string;
  /** Asked on every page: the storefront build to render with (the active release, or the unversioned build). */
  storefrontBuild: () => StorefrontBuild;
  /** The plain SPA page (missing store, no bundle, a failed render); false when there is no built shell. */
  sendIndex: (reply: FastifyReply) => boolean;
};

/**
 * A storefront page is answered to every GET or HEAD that does not ask for JSON explicitly: link-preview fetchers
 * (WhatsApp, Facebook, Telegram, Slack) send `Accept: *\/*` or nothing at all, browsers text/html.
 */
export function isStorefrontPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = (request.headers.accept ?? '').toLowerCase();
  return !(/application\/(?:[\w.-]+\+)?json/.test(accept) && !accept.includes('text/html'));
}

/** What every answer of a store's cached page needs to write its own head (the store's, or one product's link). */
type PreviewContext = { data: StorefrontSsrData; shareImage: PreviewImage; brand: string };

/**
 * Pages are cached with this per-process placeholder where the nonce goes, and every answer gets its own nonce
 * (random, so no store's text can contain it). Hence no ETag: a revalidated copy would keep a stale nonce.
 */
const NONCE_SLOT = `nonce-slot-${randomBytes(24).toString('hex')}`;
/** Likewise the title and the head tags: one cached render serves the store's link and each product's link. */
const TITLE_SLOT = `title-slot-${randomBytes(24).toString('hex')}`;
const HEAD_SLOT = `head-slot-${randomBytes(24).toString('hex')}`;

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

/**
 * GET /loja/{slug}: the shell's index.html with the storefront rendered inside #root, its critical CSS and the
 * data it was rendered with, for the shell to hydrate. Everything else under /loja/{slug}/… stays the SPA. The
 * page is cached per store (SsrPageCache) and only rendered again when the store or its catalog changes.
 */
export function registerStorefrontSsr(app: FastifyInstance, options: Options): void {
  const log = app.log.child({ module: 'ssr' });
  const renderer = new BuildArtifact(() => options.storefrontBuild().ssrBundle, (file) => requireFresh<StorefrontRenderer>(file), (err) =>
    log.error({ err }, 'storefront SSR bundle could not be loaded: /loja/{slug} is served as the SPA'),
  );
  const template = new BuildArtifact(options.indexHtml, (file) => parseTemplate(readFileSync(file, 'utf8')));
  const shellScripts = new BuildArtifact(path.join(path.dirname(options.indexHtml), SHELL_STARTUP_FILE), readShellStartupScripts, (err) =>
    log.warn({ err }, 'shell start-up scripts unreadable: storefront pages go without the first screen\'s preload hints'),
  );
  const remoteScripts = new BuildArtifact(() => options.storefrontBuild().startupScripts, readRemoteStartupScripts, (err) =>
    log.warn({ err }, 'mf-storefront start-up scripts unreadable: storefront pages go without its preload hints'),
  );
  const cache = new SsrPageCache(app.config.catalogCacheTtlMs);
  const baseUrl = app.config.appUrl;
  const stopListening = app.catalogCache.onInvalidate((storeId) => cache.invalidateStore(storeId));
  app.addHook('onClose', async () => {
    stopListening();
  });

  const inputsOf = async (
    slug: string,
    bundle: Artifact<StorefrontRenderer>,
    page: Artifact<HtmlTemplate>,
    remote: Artifact<RemoteStartupScripts> | null,
    shell: Artifact<ShellStartupScripts> | null,
    remoteUrl: string | undefined,
  ): Promise<StorefrontInputs | null> => {
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
      return { fingerprint, storeIds: storeIdsOf(store), data, template: page.value, renderer: bundle.value, remote: remote?.value ?? null, shell: shell?.value ?? null, remoteUrl };
    } catch (error) {
      // Missing or inactive store: the SPA shows the 404 / inactive-branch page, as without SSR.
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  const render = ({ data, template, renderer: bundle, remote, shell, remoteUrl }: StorefrontInputs): RenderedPage<PreviewContext> | null => {
    try {
      const started = performance.now();
      // A product's link renders the same page (its modal opens in the browser): one render per store serves both.
      const result = bundle.renderStorefront({ data });
      const state: ServerRenderState = { remote: result.remote, slug: data.slug, state: result.state };
      const preloads = remote && remoteUrl ? remotePreloadTags(remoteUrl, remote) : '';
      // The page starts with the storefront's first screen, not with the shell's whole app: so do its hints.
      const page = withStartupScripts(template, shell ? shellFirstScreenScripts(shell, remote) : []);
      const html = composeDocument(page, { title: TITLE_SLOT, headTags: HEAD_SLOT, styles: result.styles, rootHtml: result.html, state, nonce: NONCE_SLOT, preloads });
      log.debug({ slug: data.slug, ms: Math.round(performance.now() - started), bytes: html.length }, 'storefront rendered');
      const brand = brandVersion(brandInputsOf(data.store));
      const shareImage: PreviewImage = {
        url: absoluteUrl(baseUrl, storeShareImagePath(data.slug, brand)),
        ...SHARE_IMAGE_SIZE,
        alt: data.store.name,
        type: 'image/png',
      };
      return { html, context: { data, shareImage, brand } };
    } catch (err) {
      log.error({ err, slug: data.slug }, 'storefront SSR failed: serving the SPA');
      return null;
    }
  };

  /** The title and head of one answer: the store's page, or a product's own link (an unknown product: the store's). */
  const headOf = ({ data, shareImage, brand }: PreviewContext, productId: number | null, nonce: string): { title: string; head: string } => {
    const { store } = data;
    const product = productId === null ? undefined : data.products.find((candidate) => candidate.id === productId);
    const storeData = storeStructuredData({ store, products: data.products, reviews: data.reviews, baseUrl, imageUrl: shareImage.url });
    const head = (preview: ReturnType<typeof storeLinkPreview>, structuredData: typeof storeData[]) =>
      previewHead({
        preview,
        structuredData,
        manifestUrl: storeManifestPath(store.slug),
        themeColor: storeThemeColor(store),
        touchIconUrl: storeIconPath(store.slug, 192, brand),
        nonce,
      });
    if (product) {
      const preview = productLinkPreview({ store, product, baseUrl, shareImage });
      return { title: `${product.name} — ${store.name}`, head: head(preview, [storeData, productStructuredData({ store, product, baseUrl })]) };
    }
    return { title: `${store.name} — Comanda`, head: head(storeLinkPreview({ store, baseUrl, shareImage }), [storeData]) };
  };

  const answer = async (request: FastifyRequest<{ Params: { slug: string; productId?: string } }>, reply: FastifyReply) => {
    const { slug, productId } = request.params;
    // Not a page: JSON wanted, or a file under /loja/ (slugs have no dots).
    if (!isStorefrontPageRequest(request) || slug.includes('.')) return reply.callNotFound();
    const bundle = renderer.current();
    const shell = template.current();
    const remote = remoteScripts.current();
    const shellStartup = shellScripts.current();
    const { remoteUrl } = options.storefrontBuild();
    let cached: CachedPage<PreviewContext> | null = null;
    try {
      // A rebuild (new stamps) is a new key: a page never points at the script names of a previous build.
      const key = [slug, bundle?.stamp, shell?.stamp, remote?.stamp ?? '', shellStartup?.stamp ?? '', remoteUrl ?? ''].join('\u0000');
      if (bundle && shell) cached = await cache.get(key, { inputs: () => inputsOf(slug, bundle, shell, remote, shellStartup, remoteUrl), render });
    } catch (err) {
      request.log.error({ err }, 'storefront SSR data could not be read: serving the SPA');
    }
    if (cached) {
      const nonce = cspNonce(reply);
      const { title, head } = headOf(cached.context, productId === undefined ? null : productIdOfLink(productId), nonce);
      const html = cached.page.body
        .toString('utf8')
        .replace(TITLE_SLOT, () => escapeHtmlText(title))
        .replace(HEAD_SLOT, () => head)
        .split(NONCE_SLOT)
        .join(nonce);
      return reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').send(html);
    }
    if (!options.sendIndex(reply)) reply.callNotFound();
    return reply;
  };

  app.get<{ Params: { slug: string } }>('/loja/:slug', { config: { access: access.public } }, answer);
  // A product's own link (shared from its modal): the storefront with that product's preview; the browser opens its modal.
  app.get<{ Params: { slug: string; productId: string } }>('/loja/:slug/p/:productId', { config: { access: access.public } }, answer);
}

function storeIdsOf(store: StorePublic): number[] {
  return store.parent ? [store.id, store.parent.id] : [store.id];
}
