/**
 * Makes a remote's screen an installable app: the web manifest and the service worker are files of the remote
 * (its public/ folder, served under /remotes/<remote>/ when built), while the page is the shell's index.html
 * (shared by every route), so the manifest link is added at run time, when the app mounts.
 * Used by mf-pos (/pdv-standalone) and mf-store (/entregador).
 */
export type InstallableApp = {
  /** Prefix of the console warning when the worker is not registered, e.g. 'PDV'. */
  name: string;
  /** Where the remote's files are served: remoteAssetBase(its __webpack_public_path__, '/remotes/<remote>/'). */
  assetBase: string;
  /** The service worker and the web manifest, relative to assetBase. */
  workerFile: string;
  manifestFile: string;
  /** The worker's scope, the path the app lives at (a worker served elsewhere needs `Service-Worker-Allowed`). */
  scope: string;
  themeColor: string;
  /** Runs once the worker is active, e.g. to hand it the files the page loaded before it existed. */
  onActive?: (worker: ServiceWorker) => void;
};

/**
 * A remote's files base: its runtime public path (the dev server's origin) or, when that is unknown or 'auto',
 * where the build is served. The remote reads `__webpack_public_path__` in its own code and passes it here: read
 * in this shared module, it would be the public path of whichever bundle provided the module (the shell's).
 */
export function remoteAssetBase(runtimePublicPath: string | undefined, builtBase: string): string {
  return runtimePublicPath && runtimePublicPath !== 'auto' ? runtimePublicPath : builtBase;
}

function assetUrl(file: string, base: string): URL {
  return new URL(file, new URL(base, window.location.href));
}

/** Adds <link rel="manifest"> and <meta name="theme-color"> once (the browser then offers to install the app). */
function addManifestLink(manifestUrl: string, themeColor: string): void {
  if (!document.head.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifestUrl;
    document.head.appendChild(link);
  }
  if (!document.head.querySelector('meta[name="theme-color"]')) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = themeColor;
    document.head.appendChild(meta);
  }
}

/**
 * Registers the app's service worker with its scope. Null without service workers, outside a secure context
 * (https or localhost) or when the worker file is on another origin (the development servers); a failed
 * registration is only a warning.
 */
async function registerWorker(app: InstallableApp): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!window.isSecureContext) return null;
  const workerUrl = assetUrl(app.workerFile, app.assetBase);
  if (workerUrl.origin !== window.location.origin) return null;
  try {
    const registration = await navigator.serviceWorker.register(workerUrl.href, { scope: app.scope, updateViaCache: 'none' });
    const { onActive } = app;
    if (onActive) void navigator.serviceWorker.ready.then((ready) => (ready.active ? onActive(ready.active) : undefined));
    return registration;
  } catch (error) {
    console.warn(`[${app.name}] Service worker não registrado`, error);
    return null;
  }
}

/** Everything the app needs to be installable (manifest link, theme colour, service worker); call once when it mounts. */
export function setupInstallableApp(app: InstallableApp): Promise<ServiceWorkerRegistration | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  addManifestLink(assetUrl(app.manifestFile, app.assetBase).href, app.themeColor);
  return registerWorker(app);
}
