import { remoteAssetBase, setupInstallableApp, type InstallableApp } from '@comanda/shared/state';

/**
 * Makes /entregador an installable phone app ("Comanda Entregador"): the web manifest and the service worker
 * (mf-store/public/entregador.webmanifest and entregador-sw.js), files of this remote served under
 * /remotes/mf-store/ when built. Icons: scripts/make-pwa-icons.cjs.
 */
export const DRIVER_APP_SCOPE = '/entregador';

declare const __webpack_public_path__: string | undefined;

/** The driver app; the public path is read here, in mf-store's own bundle (see remoteAssetBase). */
export function driverApp(): InstallableApp {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
  return {
    name: 'Entregador',
    assetBase: remoteAssetBase(publicPath, '/remotes/mf-store/'),
    workerFile: 'entregador-sw.js',
    manifestFile: 'entregador.webmanifest',
    // The server sends `Service-Worker-Allowed: /entregador` with the worker.
    scope: DRIVER_APP_SCOPE,
    themeColor: '#c62828',
  };
}

/** Everything /entregador needs to be installable; call once when the driver app mounts. */
export function setupDriverApp(): Promise<ServiceWorkerRegistration | null> {
  return setupInstallableApp(driverApp());
}
