import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_ARTWORK_VERSION, drawBrandImage, type BrandImageKind, type BrandInputs } from './brand-artwork';

/**
 * The version of a store's brand images: a hash of everything they are drawn from (logo URL — our uploads are
 * named by their content —, colours, name, tagline) and of the drawing itself. It names the cached file and goes
 * in the image URLs (?v=), so a change of logo, colours or name is a new image everywhere at once.
 */
export function brandVersion(inputs: BrandInputs): string {
  const parts = [BRAND_ARTWORK_VERSION, inputs.name, inputs.logo, inputs.primaryColor, inputs.secondaryColor, inputs.tagline];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

/**
 * PNGs drawn once per version and kept on disk under `dir/<store id>/<kind>-<version>.png` (each API node keeps its
 * own: drawing is deterministic). Writing a new version of a kind removes that store's older ones. Concurrent
 * requests for one image share one drawing.
 */
export class BrandImageCache {
  private readonly drawing = new Map<string, Promise<Buffer>>();
  /** Images drawn (tests and logs). */
  draws = 0;

  constructor(
    private readonly dir: string,
    private readonly storageRoots: readonly string[],
  ) {}

  fileOf(storeId: number, kind: BrandImageKind, version: string): string {
    return path.join(this.dir, String(storeId), `${kind}-${version}.png`);
  }

  async get(storeId: number, kind: BrandImageKind, inputs: BrandInputs): Promise<{ png: Buffer; version: string }> {
    const version = brandVersion(inputs);
    const file = this.fileOf(storeId, kind, version);
    let pending = this.drawing.get(file);
    if (!pending) {
      pending = this.readOrDraw(storeId, kind, inputs, file).finally(() => this.drawing.delete(file));
      this.drawing.set(file, pending);
    }
    return { png: await pending, version };
  }

  private async readOrDraw(storeId: number, kind: BrandImageKind, inputs: BrandInputs, file: string): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      // Not drawn yet (or a previous version): draw it below.
    }
    const png = await drawBrandImage(kind, inputs, this.storageRoots);
    this.draws++;
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: another request (or node sharing the folder) never reads half a file.
    const temporary = `${file}.${process.pid}.${this.draws}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
    await this.dropOlder(path.dirname(file), kind, path.basename(file));
    return png;
  }

  private async dropOlder(folder: string, kind: BrandImageKind, current: string): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    const older = names.filter((name) => name !== current && name.startsWith(`${kind}-`) && name.endsWith('.png'));
    await Promise.all(older.map((name) => unlink(path.join(folder, name)).catch(() => undefined)));
  }
}
