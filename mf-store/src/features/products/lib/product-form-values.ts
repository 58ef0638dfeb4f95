import type { AdminProduct, Product, ProductWrite } from '@comanda/shared/domain';
import { editorValueOf, type OptionsValue } from '../options-editor';

/** What the product form edits: the API's write with images as one list (the first is the cover) and the options as the editor keeps them. */
export type ProductFormValues = Omit<ProductWrite, 'price' | 'image' | 'gallery_urls' | 'business_type_options'> & {
  price: number | null;
  images: string[];
  options: OptionsValue;
};

/** `storeBusinessType`: the store's own type, which a product without its own follows. */
export function formValuesOf(product: AdminProduct | undefined, storeBusinessType: string | null): ProductFormValues {
  const slug = product?.business_type_slug ?? storeBusinessType ?? '';
  return {
    name: product?.name ?? '',
    description: product?.description ?? null,
    short_description: product?.short_description ?? null,
    price: product?.price ?? null,
    promo_price: product?.promo_price ?? null,
    category_id: product?.category_id ?? null,
    images: [product?.image, ...(product?.gallery_urls ?? [])].filter((url): url is string => Boolean(url)),
    business_type_slug: product?.business_type_slug ?? null,
    options: editorValueOf(slug, product?.business_type_options ?? {}),
    is_active: product?.is_active ?? true,
  };
}

/** The request body (the shared productWriteSchema's shape). */
export function bodyOf(values: ProductFormValues): Record<string, unknown> {
  const { images, options, ...rest } = values;
  return { ...rest, image: images[0] ?? null, gallery_urls: images.slice(1), business_type_options: options };
}

/** The storefront's view of the product being edited, for the live preview (the real product modal). */
export function previewProductOf(values: ProductFormValues, storeBusinessType: string | null): Product {
  return {
    id: 0,
    name: values.name || 'Nome do produto',
    description: values.description ?? null,
    price: values.price ?? 0,
    promo_price: values.promo_price ?? null,
    image: values.images[0] ?? null,
    gallery_urls: values.images.slice(1),
    business_type_slug: values.business_type_slug ?? storeBusinessType,
    business_type_options: values.options as Product['business_type_options'],
  };
}
