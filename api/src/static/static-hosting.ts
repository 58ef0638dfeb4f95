import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_AREAS, REMOTE_NAMES, releaseVersionOf, remoteFolderUrl, remoteManifestUrl } from '@comanda/shared/domain';
import { access, withDefaultAccess } from '../auth/route-access';
import type { ReleaseStore } from '../releases/release-store';
import { REMOTE_STARTUP_FILE } from '../ssr/remote-preloads';
import { registerStorefrontSsr, STOREFRONT_SSR_BUNDLE, type StorefrontBuild } from '../ssr/storefront-ssr';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';
import { loadRemotesManifestFile } from './remotes-manifest';

export type StaticHostingOptions = {
  /** Repository root holding `shell/dist` and `mf-*\/dist`; undefined = no frontend hosting. */
  root?: string;
  remotesJsonFile?: string;
  /** Published remote versions: served under /remotes/<folder>/<version>/, and the active ones in /remotes.json. */
  releases: ReleaseStore;
  /** Folders served at /storage/ (first match wins). */
  storageRoots: string[];
};

/** Answers a GET that matched nothing with the shell's index.html; false when the request is not a SPA route. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

const POS_SERVICE_WORKER = 'pdv-sw.js';
const POS_APP_SCOPE = '/pdv-standalone';
/** The driver app's worker (mf-store) controls /entregador. */
const DRIVER_SERVICE_WORKER = 'entregador-sw.js';
const DRIVER_APP_SCOPE = '/entregador';

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('cache-control', cacheControlFor(filePath));
  // The POS service worker lives with its remote but controls the standalone POS pages (nginx/comanda.conf does the same).
  if (path.basename(filePath) === POS_SERVICE_WORKER) void reply.header('service-worker-allowed', POS_APP_SCOPE);
  if (path.basename(filePath) === DRIVER_SERVICE_WORKER) void reply.header('service-worker-allowed', DRIVER_APP_SCOPE);
};

function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (/^\/(api|remotes|storage|app)(\/|$)/.test(pathname)) return false;
  if (path.extname(pathname.split('/').pop() ?? '') !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export async function registerStaticHosting(app: FastifyInstance, options: StaticHostingOptions): Promise<SpaFallback> {
  const storageRoots = options.storageRoots.filter((dir) => existsSync(dir));
  if (storageRoots.length > 0) {
    await withDefaultAccess(app, access.public, () => app.register(fastifyStatic, { root: storageRoots, prefix: '/storage/', decorateReply: false, cacheControl: false, setHeaders: (reply: FastifyReply) => void reply.header('cache-control', 'public, max-age=3600') }));
  }
  if (!options.root) return () => false;

  const { releases } = options;
  const shellDist = path.join(options.root, 'shell', 'dist');
  const common = { cacheControl: false, setHeaders, preCompressed: true, index: ['index.html'], redirect: false, wildcard: true };
  // A file of a published version never changes (its folder is written once): cached for a year whatever its name.
  const releaseHeaders = (reply: FastifyReply, filePath: string) => {
    setHeaders(reply, filePath);
    if (filePath.startsWith(releases.dir + path.sep)) void reply.header('cache-control', IMMUTABLE);
  };
  // The remote folders may not be built yet: registered anyway (a missing file is a 404) so a later build is served without a restart.
  await withDefaultAccess(app, access.public, () => app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' }));
  for (const name of REMOTE_NAMES) {
    const { folder } = REMOTE_AREAS[name];
    // /remotes/<folder>/<version>/<file> from the release store, anything else from the unversioned build (first root that has it).
    const releaseRoot = releases.remoteDir(name);
    mkdirSync(releaseRoot, { recursive: true });
    const root = [releaseRoot, path.join(options.root, folder, 'dist')];
    await withDefaultAccess(app, access.public, () =>
      app.register(fastifyStatic, { ...common, root, setHeaders: releaseHeaders, prefix: remoteFolderUrl(folder), decorateReply: false, logLevel: 'warn' as const }),
    );
  }

  const fixedManifest = options.remotesJsonFile ? loadRemotesManifestFile(options.remotesJsonFile) : null;
  const manifest = () => fixedManifest ?? releases.manifest();
  app.get('/remotes.json', { config: { access: access.public } }, async (_request, reply) => reply.header('cache-control', NO_CACHE).send(manifest()));

  const indexHtml = path.join(shellDist, 'index.html');
  const sendIndex = (reply: FastifyReply): boolean => {
    if (!existsSync(indexHtml)) return false;
    void reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
    return true;
  };
  const spaFallback: SpaFallback = (request, reply) => isSpaRoute(request) && sendIndex(reply);
  // Storefront pages decide themselves what is a page request (link-preview bots send Accept: */*).
  const appsRoot = options.root;
  const storefrontBuild = (): StorefrontBuild => {
    const manifestUrl = manifest().mf_storefront;
    const version = releaseVersionOf(manifestUrl);
    const folder = REMOTE_AREAS.mf_storefront.folder;
    if (version) {
      return {
        ssrBundle: path.join(releases.serverFilesDir('mf_storefront', version), path.basename(STOREFRONT_SSR_BUNDLE)),
        startupScripts: path.join(releases.releaseDir('mf_storefront', version), REMOTE_STARTUP_FILE),
        remoteUrl: manifestUrl === remoteManifestUrl(folder, version) ? remoteFolderUrl(folder, version) : undefined,
      };
    }
    return {
      ssrBundle: path.join(appsRoot, STOREFRONT_SSR_BUNDLE),
      startupScripts: path.join(appsRoot, folder, 'dist', REMOTE_STARTUP_FILE),
      remoteUrl: manifestUrl === remoteManifestUrl(folder) ? remoteFolderUrl(folder) : undefined,
    };
  };
  registerStorefrontSsr(app, { indexHtml, sendIndex, storefrontBuild });
  return spaFallback;
}
