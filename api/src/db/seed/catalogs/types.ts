/** Simple line-art icons the demo image generator can draw (generate-demo-images.ts). */
export type IllustrationIcon =
  | 'pizza'
  | 'plate'
  | 'cone'
  | 'burger'
  | 'glass'
  | 'bottle'
  | 'sandwich'
  | 'cup'
  | 'bread'
  | 'bowl'
  | 'cake'
  | 'pastel'
  | 'steak'
  | 'box'
  | 'truck';

export type DemoProduct = {
  name: string;
  short: string;
  description: string;
  /** Centavos. */
  price: number;
  /** Centavos; absent = no promotion. */
  promo?: number;
  isActive?: boolean;
  icon?: IllustrationIcon;
  /** Spec §3 business_type_options, raw shape. */
  options: Record<string, unknown>;
};

export type DemoCategory = { name: string; isActive?: boolean; icon?: IllustrationIcon; products: DemoProduct[] };

export type DemoCatalog = { store: string; icon: IllustrationIcon; categories: DemoCategory[] };

/** The image file of a product: api/storage/demo/<store>/<slug>.svg, stored as 'demo/<store>/<slug>.svg'. */
export function productSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const imagePathOf = (store: string, product: string) => `demo/${store}/${productSlug(product)}.svg`;
export const galleryPathOf = (store: string, product: string) => `demo/${store}/${productSlug(product)}-detalhe.svg`;
