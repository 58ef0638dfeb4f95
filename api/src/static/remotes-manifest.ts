import { readFileSync } from 'node:fs';

export const REMOTES = ['mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer'] as const;

export type RemotesManifest = Record<string, string>;

/** `{ mf_storefront: '/remotes/mf-storefront/mf-manifest.json', ... }`, or the JSON file named by REMOTES_JSON. */
export function loadRemotesManifest(overrideFile?: string): RemotesManifest {
  if (overrideFile) return JSON.parse(readFileSync(overrideFile, 'utf8')) as RemotesManifest;
  return Object.fromEntries(REMOTES.map((name) => [name.replace(/-/g, '_'), `/remotes/${name}/mf-manifest.json`]));
}
