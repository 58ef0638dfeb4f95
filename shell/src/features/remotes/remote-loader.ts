import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

let manifestRequest: Promise<RemotesManifest> | null = null;
const registered = new Set<RemoteName>();
const loaded = new Map<RemoteName, RoutesModule>();

/** Remote locations come from a runtime manifest, so a remote can be redeployed alone. */
export function fetchRemotesManifest(): Promise<RemotesManifest> {
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
  registered.add(name);
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

/** Starts downloading a remote early (route-aware preload); errors surface later on render. */
export function preloadRemoteRoutes(name: RemoteName): void {
  loadRemoteRoutes(name).catch(() => undefined);
}
