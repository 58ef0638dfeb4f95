/**
 * Makes /entregador an installable phone app ("Comanda Entregador"): the web manifest and the service worker
 * (mf-store/public/entregador.webmanifest and entregador-sw.js), files of this remote served under
 * /remotes/mf-store/ when built. The page at /entregador is the shell's index.html, so the manifest link is added
 * at run time when the driver app mounts (as the POS does for /pdv-standalone).
 */
export const DRIVER_APP_SCOPE = '/entregador';
export const DRIVER_THEME_COLOR = '#c62828';
export const DRIVER_SW_FILE = 'entregador-sw.js';
export const DRIVER_MANIFEST_FILE = 'entregador.webmanifest';
const BUILT_REMOTE_BASE = '/remotes/mf-store/';

declare const __webpack_public_path__: string | undefined;

/** Where this remote's files are served: its runtime public path (built: /remotes/mf-store/; dev server: its origin). */
export function storeAssetBase(): string {
  const runtime = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '';
  if (runtime && runtime !== 'auto') return runtime;
  return BUILT_REMOTE_BASE;
}

function resolve(file: string, base: string): URL {
  return new URL(file, new URL(base, window.location.href));
}

/** Adds <link rel="manifest"> and <meta name="theme-color"> once (the browser then offers to install the app). */
export function addDriverManifestLink(manifestUrl: string = resolve(DRIVER_MANIFEST_FILE, storeAssetBase()).href): void {
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
    meta.content = DRIVER_THEME_COLOR;
    document.head.appendChild(meta);
  }
}

export type RegisterDriverWorkerOptions = {
  /** Default: entregador-sw.js next to this remote's files. */
  swUrl?: string;
  /** Default: /entregador (the server sends `Service-Worker-Allowed: /entregador` with the worker). */
  scope?: string;
};

/**
 * Registers the driver app's service worker (scope /entregador). Null without service workers, outside a secure
 * context (https or localhost), or when the worker file is on another origin (the development servers).
 */
export async function registerDriverServiceWorker(options: RegisterDriverWorkerOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!window.isSecureContext) return null;
  const swUrl = resolve(options.swUrl ?? DRIVER_SW_FILE, options.swUrl ? '/' : storeAssetBase());
  if (swUrl.origin !== window.location.origin) return null;
  try {
    return await navigator.serviceWorker.register(swUrl.href, { scope: options.scope ?? DRIVER_APP_SCOPE, updateViaCache: 'none' });
  } catch (error) {
    console.warn('[Entregador] Service worker não registrado', error);
    return null;
  }
}

/** Everything /entregador needs to be installable; call once when the driver app mounts. */
export function setupDriverApp(options: RegisterDriverWorkerOptions & { manifestUrl?: string } = {}): Promise<ServiceWorkerRegistration | null> {
  addDriverManifestLink(options.manifestUrl);
  return registerDriverServiceWorker(options);
}
