import { mixed, object } from 'yup';

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

export const imageUploadQuerySchema = object({
  kind: mixed<ImageKind>().oneOf([...IMAGE_KINDS], IMAGE_MESSAGES.kind).required(IMAGE_MESSAGES.kind),
});
