import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadedImagePath, type ImageKind, type UploadedImage } from '@comanda/shared/domain';
import type { AppConfig } from '../../config';
import type { ResizedImage } from './image-processing';

/**
 * The folder uploads are written to, served at /storage/ (app.ts). DATA_DIR=:memory: (tests) has no data
 * folder: uploads then go to the system's temporary folder.
 */
export function uploadsRootOf(config: Pick<AppConfig, 'dataDir'>): string {
  return config.dataDir === ':memory:' ? path.join(os.tmpdir(), 'comanda-storage') : path.join(config.dataDir, 'storage');
}

/**
 * Writes the variants under uploads/<store id>/ with names made of the content hash, so a URL never
 * changes meaning (long caching is safe) and uploading the same image twice writes the same files.
 */
export async function storeImageVariants(root: string, storeId: number, kind: ImageKind, original: Buffer, variants: ResizedImage[]): Promise<UploadedImage> {
  const hash = createHash('sha256').update(kind).update(original).digest('hex').slice(0, 20);
  await mkdir(path.join(root, 'uploads', String(storeId)), { recursive: true });
  const urls: Record<string, string> = {};
  for (const variant of variants) {
    const relative = uploadedImagePath(storeId, kind, hash, variant.key);
    const target = path.join(root, ...relative.split('/'));
    // Written aside and renamed: a reader never gets half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, variant.webp);
    await rename(temporary, target);
    urls[variant.key] = `/storage/${relative}`;
  }
  const main = variants[variants.length - 1]!;
  return { url: urls[main.key]!, variants: urls };
}
