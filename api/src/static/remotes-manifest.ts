import { readFileSync } from 'node:fs';
import type { RemotesManifest } from '../releases/release-store';

export type { RemotesManifest } from '../releases/release-store';

/** REMOTES_JSON: a fixed manifest (e.g. remotes served from a CDN), which replaces the release store's. */
export function loadRemotesManifestFile(file: string): RemotesManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
}
