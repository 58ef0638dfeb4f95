/**
 * Whether an error is a script or stylesheet of a remote that did not download (rspack's ChunkLoadError, or the
 * federation runtime failing to fetch a remote's entry or manifest): a page open since before a deploy meets one when
 * it asks for a chunk of a version that is no longer served. Such an error is worth one fresh load; a render error
 * of the remote's own code is not.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}
