import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_ERRORS_URL, type RemoteLoadErrorReport } from '@comanda/shared/domain';
import { FIRST_SCREEN_EXPOSE, FIRST_SCREEN_REMOTE, type FirstScreenModule } from '@comanda/shared/ssr';
import type { AppDispatch } from '@comanda/shared/state';
import type { RemoteRoutesProps } from '@comanda/shared/ui';
import type { RemoteName } from './remote-names';

type RemotesManifest = Partial<Record<RemoteName, string>>;
/** A remote's `./routes`: its routes component, and how it takes over a page the server rendered (optional). */
export type RoutesModule = {
  default: ComponentType<RemoteRoutesProps>;
  hydrateServerState?: (dispatch: AppDispatch, state: unknown) => boolean;
};

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** How often navigating asks whether a remote was redeployed (remotes.json, a few hundred bytes). */
export const UPDATE_CHECK_INTERVAL_MS = 5_000;

let manifestRequest: Promise<RemotesManifest> | null = null;
let manifestReadAt = 0;
/** The manifest URL each remote was registered with: the version this page runs. */
const registered = new Map<RemoteName, string>();
const loaded = new Map<RemoteName, RoutesModule>();

/** Remote locations come from a runtime manifest, so a remote can be redeployed alone. */
export function fetchRemotesManifest(): Promise<RemotesManifest> {
  if (!manifestRequest) manifestReadAt = Date.now();
  manifestRequest ??= fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`Manifesto de remotos indisponível (${response.status})`);
      return response.json() as Promise<RemotesManifest>;
    })
    .catch((error: unknown) => {
      manifestRequest = null;
      throw error;
    });
  return manifestRequest;
}

async function ensureRegistered(name: RemoteName, force: boolean): Promise<void> {
  if (registered.has(name) && !force) return;
  const manifest = await fetchRemotesManifest();
  const entry = manifest[name];
  if (!entry) throw new Error(`Remoto ${name} ausente do manifesto`);
  registerRemotes([{ name, entry }], { force });
  registered.set(name, entry);
}

/** `<html data-remote-mf_admin="/remotes/mf-admin/<version>/mf-manifest.json">`: the version the page runs. */
export const remoteEntryAttribute = (name: RemoteName) => `data-remote-${name}`;

/** The manifest URL (and so the version) of the remote this page has loaded, if any. */
export function loadedRemoteEntry(name: RemoteName): string | undefined {
  return loaded.has(name) ? registered.get(name) : undefined;
}

/**
 * Whether remotes.json now points this remote elsewhere than the version this page runs (a publish or a rollback
 * since): asked when the user navigates, at most every UPDATE_CHECK_INTERVAL_MS. The caller then loads it afresh.
 */
export async function remoteUpdateAvailable(name: RemoteName): Promise<boolean> {
  const current = loadedRemoteEntry(name);
  if (!current) return false;
  if (Date.now() - manifestReadAt >= UPDATE_CHECK_INTERVAL_MS) manifestRequest = null;
  try {
    const entry = (await fetchRemotesManifest())[name];
    return entry !== undefined && entry !== current;
  } catch {
    return false;
  }
}

/** Tells the platform's operators (/admin/remotes) that a remote could not load in this browser. */
export function reportRemoteLoadError(name: RemoteName, error: unknown): void {
  const report: RemoteLoadErrorReport = { remote: name, entry: registered.get(name) ?? '', message: error instanceof Error ? error.message : String(error) };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  try {
    if (!navigator.sendBeacon?.(REMOTE_LOAD_ERRORS_URL, body)) void fetch(REMOTE_LOAD_ERRORS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Reporting is best effort: the user already sees the fallback.
  }
}

async function loadOnce(name: RemoteName, fresh: boolean): Promise<RoutesModule> {
  if (fresh) {
    loaded.delete(name);
    // The remote may have been redeployed since this page read the manifest: ask the server again.
    manifestRequest = null;
  }
  await ensureRegistered(name, fresh);
  const module = await loadRemote<RoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`O remoto ${name} não expõe ./routes`);
  loaded.set(name, module);
  return module;
}

/**
 * Loads a remote's exposed routes module; `retry` drops what the runtime cached for it. A page open for hours may
 * ask for a remote that was redeployed meanwhile (its manifest now points elsewhere, its old chunks may be gone):
 * when a load fails, the manifest is read again and the remote loaded once more before the error reaches the area's
 * fallback.
 */
export async function loadRemoteModule(name: RemoteName, retry = false): Promise<RoutesModule> {
  try {
    return await loadOnce(name, retry);
  } catch (error) {
    if (retry) throw error;
    console.warn(`[Remoto] ${name} não carregou; lendo o manifesto de novo`, error);
    return loadOnce(name, true);
  }
}

export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<ComponentType<RemoteRoutesProps>> {
  return (await loadRemoteModule(name, retry)).default;
}

/** The routes of a remote already loaded in this page (no spinner, e.g. when hydrating), else undefined. */
export function loadedRemoteRoutes(name: RemoteName): ComponentType<RemoteRoutesProps> | undefined {
  return loaded.get(name)?.default;
}

/** The storefront's first screen (issue 14), which a server-rendered /loja/{slug} hydrates before the whole app. */
export async function loadFirstScreen(): Promise<FirstScreenModule> {
  await ensureRegistered(FIRST_SCREEN_REMOTE, false);
  const module = await loadRemote<FirstScreenModule>(`${FIRST_SCREEN_REMOTE}/${FIRST_SCREEN_EXPOSE}`);
  if (typeof module?.hydrateFirstScreen !== 'function') throw new Error(`${FIRST_SCREEN_REMOTE} não expõe ./${FIRST_SCREEN_EXPOSE}`);
  return module;
}

/** Starts downloading a remote early (route-aware preload); errors surface later on render. */
export function preloadRemoteRoutes(name: RemoteName): void {
  loadRemoteRoutes(name).catch(() => undefined);
}
