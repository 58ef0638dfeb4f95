import { remoteAssetBase, setupInstallableApp, type InstallableApp } from '@comanda/shared/state';

/**
 * Makes /pdv-standalone an installable app that opens offline: the web manifest (name, icons, start URL) and the
 * service worker (mf-pos/public/pdv.webmanifest and pdv-sw.js), files of this remote served under /remotes/mf-pos/
 * when built. Icons: scripts/make-pwa-icons.cjs.
 */
export const POS_APP_SCOPE = '/pdv-standalone';

declare const __webpack_public_path__: string | undefined;

/** The same-origin files the page has loaded so far (scripts, styles, manifests): the worker keeps them. */
function loadedFiles(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !/^\/(api|app|storage)(\/|$)/.test(new URL(name).pathname));
}

/** The standalone POS; the public path is read here, in mf-pos's own bundle (see remoteAssetBase). */
export function posApp(): InstallableApp {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
  return {
    name: 'PDV',
    assetBase: remoteAssetBase(publicPath, '/remotes/mf-pos/'),
    workerFile: 'pdv-sw.js',
    manifestFile: 'pdv.webmanifest',
    // The server sends `Service-Worker-Allowed: /pdv-standalone` with the worker.
    scope: POS_APP_SCOPE,
    themeColor: '#c62828',
    // On the first visit the page loaded its chunks before the worker existed: hand it the list to keep.
    onActive: (worker) => worker.postMessage({ type: 'CACHE_URLS', urls: loadedFiles() }),
  };
}

/** Everything the standalone POS needs to be installable and open offline; call once when /pdv-standalone mounts. */
export function setupPosApp(): Promise<ServiceWorkerRegistration | null> {
  return setupInstallableApp(posApp());
}
