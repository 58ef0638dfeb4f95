import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Artifact<T> = { stamp: string; value: T };

/**
 * A file produced by the frontend build, read when first needed and read again when a rebuild replaces it (the
 * API keeps running across `npm run build`). `current()` is null while the file is missing or unusable.
 */
export class BuildArtifact<T> {
  private loaded: { stamp: string; value: T | null } | null = null;

  /** `file` may be a function: the path is then asked on every use (e.g. the active release's copy). */
  constructor(
    private readonly file: string | (() => string),
    private readonly read: (file: string) => T | null,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  current(): Artifact<T> | null {
    const file = typeof this.file === 'function' ? this.file() : this.file;
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${file}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      this.loaded = null;
      return null;
    }
    if (this.loaded?.stamp !== stamp) {
      let value: T | null = null;
      try {
        value = this.read(file);
      } catch (error) {
        this.onError(error);
      }
      // A failed read is remembered for this stamp: a broken build is not re-read on every request.
      this.loaded = { stamp, value };
    }
    const { value } = this.loaded;
    return value === null ? null : { stamp, value };
  }
}

/** Loads a CommonJS build output, dropping the copy a previous build left in require's cache. */
export function requireFresh<T>(file: string): T {
  const load = createRequire(file);
  delete load.cache[file];
  return load(file) as T;
}
