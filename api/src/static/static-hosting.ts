import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access, withDefaultAccess } from '../auth/route-access';
import { registerStorefrontSsr } from '../ssr/storefront-ssr';
import { cacheControlFor, NO_CACHE } from './cache-control';
import { defaultRemoteManifestUrl, loadRemotesManifest, remoteFolderUrl, REMOTES } from './remotes-manifest';

export type StaticHostingOptions = {
  /** Repository root holding `shell/dist` and `mf-*\/dist`; undefined = no frontend hosting. */
  root?: string;
  remotesJsonFile?: string;
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

  const shellDist = path.join(options.root, 'shell', 'dist');
  const common = { cacheControl: false, setHeaders, preCompressed: true, index: ['index.html'], redirect: false, wildcard: true };
  // The remote folders may not be built yet: registered anyway (a missing file is a 404) so a later build is served without a restart.
  await withDefaultAccess(app, access.public, () => app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' }));
  for (const remote of REMOTES) {
    const root = path.join(options.root, remote, 'dist');
    await withDefaultAccess(app, access.public, () => app.register(fastifyStatic, { ...common, root, prefix: remoteFolderUrl(remote), decorateReply: false, logLevel: 'warn' as const }));
  }

  const manifest = loadRemotesManifest(options.remotesJsonFile);
  app.get('/remotes.json', { config: { access: access.public } }, async (_request, reply) => reply.header('cache-control', NO_CACHE).send(manifest));

  const indexHtml = path.join(shellDist, 'index.html');
  const sendIndex = (reply: FastifyReply): boolean => {
    if (!existsSync(indexHtml)) return false;
    void reply.header('cache-control', NO_CACHE).sendFile('index.html', shellDist);
    return true;
  };
  const spaFallback: SpaFallback = (request, reply) => isSpaRoute(request) && sendIndex(reply);
  // Storefront pages decide themselves what is a page request (link-preview bots send Accept: */*).
  const storefrontRemoteUrl = manifest.mf_storefront === defaultRemoteManifestUrl('mf-storefront') ? remoteFolderUrl('mf-storefront') : undefined;
  registerStorefrontSsr(app, { root: options.root, indexHtml, sendIndex, storefrontRemoteUrl });
  return spaFallback;
}
