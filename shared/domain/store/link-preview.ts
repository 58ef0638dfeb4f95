import { productBaseCents } from '../catalog/product-price';
import { formatBRL } from '../money/brl';
import type { CatalogProduct, StorePublic } from './types';
import { absoluteUrl, productLinkPath, storageUrl, storefrontPath } from './storefront-links';

/**
 * What a link preview (WhatsApp, Facebook, Telegram, Slack, X) and a search result show of a storefront page: the
 * server turns it into Open Graph / Twitter tags, the description meta and the canonical link.
 */
export type LinkPreview = {
  title: string;
  description: string;
  /** Absolute: previews are fetched from other sites. */
  canonicalUrl: string;
  /** og:site_name: the store is the site its customers know. */
  siteName: string;
  /** og:type: 'product' (with price) for a product's link, else 'website'. */
  type: 'website' | 'product';
  image: PreviewImage;
  /** A product's price in reais with a dot ('45.90'), for product:price:amount. */
  price: { amount: string; currency: 'BRL' } | null;
};

export type PreviewImage = { url: string; width: number; height: number; alt: string; type: string };

/** Previews cut long texts; a description up to here reads whole in every app. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** 'R$ 45,90' with a plain space (Intl puts a non-breaking one): what people type and read in a message. */
export const previewPrice = (cents: number): string => formatBRL(cents).replace(/\u00a0/g, ' ');

function clip(text: string, max = PREVIEW_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** 'São Paulo/SP', 'São Paulo', or null. */
function placeOf(store: Pick<StorePublic, 'city' | 'state'>): string | null {
  if (!store.city) return null;
  return store.state ? `${store.city}/${store.state}` : store.city;
}

/** The store's own description, or one made of what it is and where: never empty. */
export function storePreviewDescription(
  store: Pick<StorePublic, 'description' | 'city' | 'state'> & { businessType: { name: string } | null },
): string {
  if (store.description?.trim()) return clip(store.description);
  const what = store.businessType?.name ?? 'Loja';
  const place = placeOf(store);
  return clip(`${what}${place ? ` em ${place}` : ''}. Veja o cardápio e peça online: delivery ou retirada.`);
}

/** 'R$ 45,90 · Molho de tomate, muçarela e manjericão.' — the price first: what a shared product is asked about. */
export function productPreviewDescription(product: Pick<CatalogProduct, 'price' | 'promo_price' | 'description' | 'short_description'>): string {
  const cents = productBaseCents(product);
  const regular = productBaseCents({ price: product.price, promo_price: null });
  const price = cents < regular ? `${previewPrice(cents)} (de ${previewPrice(regular)})` : previewPrice(cents);
  const text = (product.short_description || product.description || '').trim();
  return clip(text ? `${price} · ${text}` : price);
}

/** A product's image usable as a preview: raster images only (no preview app draws SVG); null otherwise. */
export function productPreviewImage(product: Pick<CatalogProduct, 'image' | 'name'>, baseUrl: string): PreviewImage | null {
  const path = storageUrl(product.image);
  if (!path || path.startsWith('data:') || path.startsWith('blob:')) return null;
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(path)?.[1]?.toLowerCase();
  const type = extension ? RASTER_TYPES[extension] : undefined;
  if (!type) return null;
  // Our uploads' main product image is 800×600 (IMAGE_VARIANTS.product); other images' size is unknown: 0 = not stated.
  const uploaded = /^\/storage\/uploads\/\d+\/product-[0-9a-f]{20}-800\.webp$/.test(path);
  return { url: absoluteUrl(baseUrl, path), width: uploaded ? 800 : 0, height: uploaded ? 600 : 0, alt: product.name, type };
}

const RASTER_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

type StoreInput = { store: StorePublic; baseUrl: string; shareImage: PreviewImage };

export function storeLinkPreview({ store, baseUrl, shareImage }: StoreInput): LinkPreview {
  return {
    title: store.name,
    description: storePreviewDescription(store),
    canonicalUrl: absoluteUrl(baseUrl, storefrontPath(store.slug)),
    siteName: store.name,
    type: 'website',
    image: shareImage,
    price: null,
  };
}

/** A product's own link: its name, price and description, its image (else the store's share image). */
export function productLinkPreview({ store, baseUrl, shareImage, product }: StoreInput & { product: CatalogProduct }): LinkPreview {
  const cents = productBaseCents(product);
  return {
    title: `${product.name} — ${store.name}`,
    description: productPreviewDescription(product),
    canonicalUrl: absoluteUrl(baseUrl, productLinkPath(store.slug, product.id)),
    siteName: store.name,
    type: 'product',
    image: productPreviewImage(product, baseUrl) ?? shareImage,
    price: { amount: (cents / 100).toFixed(2), currency: 'BRL' },
  };
}
