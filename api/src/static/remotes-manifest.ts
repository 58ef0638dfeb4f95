import { readFileSync } from 'node:fs';

export const REMOTES = ['mf-storefront', 'mf-store', 'mf-admin', 'mf-pos', 'mf-customer'] as const;

export type RemotesManifest = Record<string, string>;
export type RemoteFolder = (typeof REMOTES)[number];

/** Where this server serves a remote's build. */
export const remoteFolderUrl = (remote: RemoteFolder) => `/remotes/${remote}/`;
export const defaultRemoteManifestUrl = (remote: RemoteFolder) => `${remoteFolderUrl(remote)}mf-manifest.json`;

/** `{ mf_storefront: '/remotes/mf-storefront/mf-manifest.json', ... }`, or the JSON file named by REMOTES_JSON. */
export function loadRemotesManifest(overrideFile?: string): RemotesManifest {
  if (overrideFile) return JSON.parse(readFileSync(overrideFile, 'utf8')) as RemotesManifest;
  return Object.fromEntries(REMOTES.map((name) => [name.replace(/-/g, '_'), defaultRemoteManifestUrl(name)]));
}
