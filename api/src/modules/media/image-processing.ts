import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES, IMAGE_VARIANTS, type ImageKind } from '@comanda/shared/domain';
import { fieldError } from '../../lib/http-error';

/** Decoding stops past this many pixels (a small PNG can claim 50,000×50,000: a decompression bomb). */
export const MAX_INPUT_PIXELS = 25_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type ResizedImage = { key: string; webp: Buffer };

/** sharp reading at most MAX_INPUT_PIXELS, the first frame only (an animated GIF becomes a still). */
const reader = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1, failOn: 'error' });

/** The type comes from the bytes (sharp's header parse), never from the file name or Content-Type. */
async function assertAcceptedImage(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    // Only the header is parsed here (no pixel limit yet, so a bomb gets its own message below).
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw fieldError('image', IMAGE_MESSAGES.type);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw fieldError('image', IMAGE_MESSAGES.type);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw fieldError('image', IMAGE_MESSAGES.tooManyPixels);
}

/** Every size of `kind` as WebP, cropped to fill, turned upright by its EXIF orientation, without metadata. */
export async function resizeImage(bytes: Buffer, kind: ImageKind): Promise<ResizedImage[]> {
  await assertAcceptedImage(bytes);
  try {
    return await Promise.all(
      IMAGE_VARIANTS[kind].map(async (variant) => ({
        key: variant.key,
        webp: await reader(bytes).rotate().resize(variant.width, variant.height, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
      })),
    );
  } catch {
    // A header that parses over a body that does not (truncated or corrupt data).
    throw fieldError('image', IMAGE_MESSAGES.type);
  }
}
