import type { BusinessTypeSlug } from './slugs';

/** Money as it arrives on the wire: reais, as a number or a string ('29,90' / '29.90'), or absent. */
export type WirePrice = number | string | null | undefined;

/** Spec §3 Option item, as stored in business_type_options. */
export type OptionItem = {
  name: string;
  price?: WirePrice;
  additional_price?: WirePrice;
  description?: string;
  quantity?: number;
};

export type Category = {
  id: number;
  name: string;
};

/** Spec §3 Product (wire format: prices in reais). */
export type Product = {
  id: number;
  name: string;
  description?: string | null;
  short_description?: string | null;
  price: WirePrice;
  promo_price?: WirePrice;
  image?: string | null;
  gallery_urls?: string[] | null;
  category_id?: number | null;
  business_type_slug: BusinessTypeSlug | (string & {}) | null;
  business_type_options?: Record<string, unknown> | string | null;
};
