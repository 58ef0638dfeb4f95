/** What an uploaded image is for; each kind has its own sizes and crop. */
export const IMAGE_KINDS = ['logo', 'cover', 'product'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** One resized copy: `width`×`height` pixels, cropped to fill. */
export type ImageVariant = { key: string; width: number; height: number };

/**
 * The sizes the pages draw each kind at, twice for dense screens: the storefront header's logo avatar,
 * a 3:1 cover banner, and product cards (400×300) and the product modal's 4:3 gallery (800×600).
 * The last variant is the main `url`.
 */
export const IMAGE_VARIANTS: Record<ImageKind, readonly ImageVariant[]> = {
  logo: [
    { key: '96', width: 96, height: 96 },
    { key: '192', width: 192, height: 192 },
  ],
  cover: [
    { key: '600x200', width: 600, height: 200 },
    { key: '1200x400', width: 1200, height: 400 },
  ],
  product: [
    { key: '400', width: 400, height: 300 },
    { key: '800', width: 800, height: 600 },
  ],
};

/**
 * Where our upload stores a variant (api/src/modules/media/image-storage.ts): under /storage/uploads/<store id>/,
 * named `<kind>-<20 hex of the content hash>-<variant key>.webp`. The row keeps the main (last) variant's URL.
 */
const UPLOADED_IMAGE = /^\/storage\/uploads\/(\d+)\/([a-z]+)-([0-9a-f]{20})-([0-9a-z]+)\.webp$/;

/** The storage path (under /storage) of one variant of an uploaded image: the API writes it, the pages derive it. */
export function uploadedImagePath(storeId: number | string, kind: ImageKind, hash: string, variantKey: string): string {
  return `uploads/${storeId}/${kind}-${hash}-${variantKey}.webp`;
}

/**
 * The URL of every size of an image our upload produced, keyed by variant key, derived from any one of them
 * (the stored main URL): the same naming the API writes, so API, server render and browser agree.
 * null for anything else (seed images, external URLs, another kind's image): those are shown as a plain `src`.
 */
export function imageVariantUrls(url: string | null | undefined, kind: ImageKind): Record<string, string> | null {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  if (!match) return null;
  const [, storeId, fileKind, hash, key] = match;
  const variants = IMAGE_VARIANTS[kind];
  if (fileKind !== kind || !variants.some((variant) => variant.key === key)) return null;
  return Object.fromEntries(variants.map((variant) => [variant.key, `/storage/${uploadedImagePath(storeId!, kind, hash!, variant.key)}`]));
}

/** An image as `<img>` draws it: `srcSet` (width descriptors) only for images our upload resized. */
export type ResponsiveImage = { src: string; srcSet: string | null };

/**
 * `src` and `srcSet` of a stored image URL of `kind`: for our uploads the variants by width ('…-96.webp 96w,
 * …-192.webp 192w') and the main (largest) variant as `src`; any other image keeps its URL as a plain `src`.
 * `src` is returned as given (pass it through storageUrl for storage-relative seed paths first).
 */
export function responsiveImage(url: string, kind: ImageKind): ResponsiveImage {
  const urls = imageVariantUrls(url, kind);
  if (!urls) return { src: url, srcSet: null };
  const variants = IMAGE_VARIANTS[kind];
  const main = variants[variants.length - 1]!;
  return { src: urls[main.key]!, srcSet: variants.map((variant) => `${urls[variant.key]} ${variant.width}w`).join(', ') };
}

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** POST /api/stores/{id}/images → the main image and every size. */
export type UploadedImage = { url: string; variants: Record<string, string> };

export const IMAGE_MESSAGES = {
  kind: 'Escolha o tipo de imagem: logo, capa ou produto.',
  type: 'Envie uma imagem JPG, PNG ou WebP.',
  tooLarge: `A imagem deve ter no máximo ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: 'A imagem tem pixels demais. Envie uma imagem de até 25 megapixels.',
  empty: 'Envie o arquivo da imagem.',
} as const;
