/**
 * The public addresses of a storefront: the page, a product's own link (opens its modal), the web manifest and the
 * images made for link previews and home screens. The API serves and advertises them, the storefront builds the
 * product link it shares: one definition for both.
 */

/** The path segment of a product's link: /loja/{slug}/p/{productId}. */
export const PRODUCT_LINK_SEGMENT = 'p';

/** The share image's size: what WhatsApp, Facebook, Telegram and X show as a large preview (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Home-screen icon sizes of the installable storefront (the web manifest's icons). */
export const STORE_ICON_SIZES = [192, 512] as const;
export type StoreIconSize = (typeof STORE_ICON_SIZES)[number];

export const storefrontPath = (slug: string): string => `/loja/${encodeURIComponent(slug)}`;

export const productLinkPath = (slug: string, productId: number | string): string =>
  `${storefrontPath(slug)}/${PRODUCT_LINK_SEGMENT}/${encodeURIComponent(String(productId))}`;

export const storeManifestPath = (slug: string): string => `${storefrontPath(slug)}/manifest.webmanifest`;

/** `version` changes with what the image is made of (logo, colours, name): previews fetched before keep their copy. */
export const storeShareImagePath = (slug: string, version: string): string => `${storefrontPath(slug)}/share.png?v=${encodeURIComponent(version)}`;

export const storeIconPath = (slug: string, size: StoreIconSize, version: string): string =>
  `${storefrontPath(slug)}/icon-${size}.png?v=${encodeURIComponent(version)}`;

/** A product id from the link's segment: a positive integer, else null (the link then opens the store). */
export function productIdOfLink(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** `path` (starting with /) on the public base URL (APP_URL, no trailing slash); absolute URLs stay as they are. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Spec section 7: an image path not starting with http is served from the storage path. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/storage/')) return path;
  return `/storage/${path.replace(/^\/+/, '')}`;
}
