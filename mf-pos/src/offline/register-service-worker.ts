/**
 * Makes /pdv-standalone an installable app that opens offline: the web manifest (name, icons, start URL) and the
 * service worker (mf-pos/public/pdv-sw.js), both files of this remote (served under /remotes/mf-pos/ when built).
 *
 * The page at /pdv-standalone is the shell's index.html (shared by every route), so the manifest link is added here
 * at run time, only on the POS, instead of in that page.
 */
export const POS_APP_SCOPE = '/pdv-standalone';
export const POS_THEME_COLOR = '#c62828';
export const POS_SW_FILE = 'pdv-sw.js';
export const POS_MANIFEST_FILE = 'pdv.webmanifest';
const BUILT_REMOTE_BASE = '/remotes/mf-pos/';

declare const __webpack_public_path__: string | undefined;

/** Where this remote's files are served: its runtime public path (built: /remotes/mf-pos/; dev server: its origin). */
export function posAssetBase(): string {
  const runtime = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '';
  if (runtime && runtime !== 'auto') return runtime;
  return BUILT_REMOTE_BASE;
}

function resolve(file: string, base: string): URL {
  return new URL(file, new URL(base, window.location.href));
}

/** Adds <link rel="manifest"> and <meta name="theme-color"> to the page once (the browser offers "Instalar Comanda PDV"). */
export function addPosManifestLink(manifestUrl: string = resolve(POS_MANIFEST_FILE, posAssetBase()).href): void {
  if (typeof document === 'undefined') return;
  if (!document.head.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestUrl;
    document.head.appendChild(link);
  }
  if (!document.head.querySelector('meta[name="theme-color"]')) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = POS_THEME_COLOR;
    document.head.appendChild(meta);
  }
}

export type RegisterPosWorkerOptions = {
  /** Default: pdv-sw.js next to this remote's files. */
  swUrl?: string;
  /** Default: /pdv-standalone (the server must send `Service-Worker-Allowed: /pdv-standalone` with a worker served elsewhere). */
  scope?: string;
};

/** The same-origin files the page has loaded so far (scripts, styles, manifests): the worker keeps them. */
function loadedFiles(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const origin = window.location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !/^\/(api|app|storage)(\/|$)/.test(new URL(name).pathname));
}

/**
 * Registers the POS service worker (scope /pdv-standalone). Does nothing (null) without service workers, outside a
 * secure context (https or localhost) or when the worker file is on another origin (the development servers).
 */
export async function registerPosServiceWorker(options: RegisterPosWorkerOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!window.isSecureContext) return null;
  const swUrl = resolve(options.swUrl ?? POS_SW_FILE, options.swUrl ? '/' : posAssetBase());
  if (swUrl.origin !== window.location.origin) return null;
  try {
    const registration = await navigator.serviceWorker.register(swUrl.href, { scope: options.scope ?? POS_APP_SCOPE, updateViaCache: 'none' });
    // On the first visit the page loaded its chunks before the worker existed: hand it the list to keep.
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'CACHE_URLS', urls: loadedFiles() }));
    return registration;
  } catch (error) {
    console.warn('[PDV] Service worker não registrado', error);
    return null;
  }
}

/** Everything the standalone POS needs to be installable and open offline; call once when /pdv-standalone mounts. */
export function setupPosApp(options: RegisterPosWorkerOptions & { manifestUrl?: string } = {}): Promise<ServiceWorkerRegistration | null> {
  addPosManifestLink(options.manifestUrl);
  return registerPosServiceWorker(options);
}
