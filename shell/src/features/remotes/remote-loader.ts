import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesProps } from '@comanda/shared/ui';
import type { RemoteName } from './remote-names';

type RemotesManifest = Partial<Record<RemoteName, string>>;
type RoutesModule = { default: ComponentType<RemoteRoutesProps> };

export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifestRequest: Promise<RemotesManifest> | null = null;
const registered = new Set<RemoteName>();

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

/** Loads a remote's exposed routes module; `retry` drops what the runtime cached for it. */
export async function loadRemoteRoutes(name: RemoteName, retry = false): Promise<ComponentType<RemoteRoutesProps>> {
  await ensureRegistered(name, retry);
  const module = await loadRemote<RoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`O remoto ${name} não expõe ./routes`);
  return module.default;
}

/** Starts downloading a remote early (route-aware preload); errors surface later on render. */
export function preloadRemoteRoutes(name: RemoteName): void {
  loadRemoteRoutes(name).catch(() => undefined);
}
