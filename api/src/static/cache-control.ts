import path from 'node:path';

// e.g. main.3f2a9c1d.js, 412.a1b2c3d4e5.chunk.css — build tools put the content hash before the extension.
const HASHED_FILE = /\.[0-9a-f]{8,}\./i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Hashed assets are cached forever; everything else (index.html, manifests, remoteEntry.js) is revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
