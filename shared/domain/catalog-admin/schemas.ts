import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isBusinessTypeSlug } from '../catalog/slugs';
import '../validation/yup-locale';
import { isProductImageUrl } from './image-url';
import { CATALOG_ADMIN_MESSAGES as M } from './messages';

const MAX_PRICE_REAIS = 100_000;

const name = () => string().trim().required(M.nameRequired).max(120, M.nameTooLong);
const text = (max: number) => string().trim().max(max, M.textTooLong(max)).nullable().default(null);
const reais = () => number().typeError(M.priceInvalid).min(0, M.priceInvalid).max(MAX_PRICE_REAIS, M.priceTooHigh);
/** A row id: a positive int4 (larger numbers cannot name a row and would overflow the column). */
const rowId = () => number().typeError(M.categoryInvalid).integer(M.categoryInvalid).positive(M.categoryInvalid).max(2_147_483_647, M.categoryInvalid);
const image = () => string().trim().test('image', M.imageInvalid, (v) => !v || isProductImageUrl(v));

/** POST/PUT categories. */
export const categoryWriteSchema = object({
  name: name(),
  is_active: boolean().default(true),
});
export type CategoryWrite = InferType<typeof categoryWriteSchema>;

/** PUT categories/order: every category id of the store, in the new order. */
export const categoryOrderSchema = object({
  ids: array(number().typeError(M.orderIncomplete).integer(M.orderIncomplete).positive(M.orderIncomplete).max(2_147_483_647, M.orderIncomplete).required()).required(M.orderIncomplete).min(1, M.orderIncomplete),
});

/**
 * POST/PUT products (spec §3 Product fields; prices in reais on the wire). Options are checked apart
 * (checkProductOptions in the API) because their rules depend on the business type.
 */
export const productWriteSchema = object({
  name: name(),
  description: text(2000),
  short_description: text(200),
  price: reais().required(M.priceRequired),
  promo_price: reais()
    .nullable()
    .default(null)
    .test('lower', M.promoNotLower, function lower(value) {
      const price = (this.parent as { price?: number }).price;
      return value === null || value === undefined || value === 0 || typeof price !== 'number' || value < price;
    }),
  category_id: rowId().nullable().default(null),
  image: image().nullable().default(null),
  gallery_urls: array(image().required(M.imageInvalid)).max(10, M.galleryTooLong).default([]),
  business_type_slug: string()
    .nullable()
    .default(null)
    .test('slug', M.businessTypeInvalid, (v) => v === null || v === undefined || isBusinessTypeSlug(v)),
  business_type_options: mixed().nullable().default(null),
  is_active: boolean().default(true),
});
export type ProductWrite = InferType<typeof productWriteSchema>;

/** POST products/bulk-price: every product of one category, price × (1 + percent/100), to the centavo. */
export const bulkPriceSchema = object({
  category_id: rowId().required(M.categoryInvalid),
  percent: number()
    .typeError(M.percentInvalid)
    .required(M.percentRequired)
    .min(-90, M.percentInvalid)
    .max(500, M.percentInvalid)
    .test('non-zero', M.percentInvalid, (v) => v !== 0),
});
export type BulkPriceWrite = InferType<typeof bulkPriceSchema>;

export const PRODUCT_SORTS = ['name', 'price', 'category', 'updated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_STATUSES = ['ativo', 'pausado', 'esgotado', 'promocao'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatusFilter, string> = {
  ativo: 'Ativo',
  pausado: 'Pausado',
  esgotado: 'Esgotado hoje',
  promocao: 'Em promoção',
};

/** GET products: the grid's page, sort and filters. */
export const productListQuerySchema = object({
  page: number().typeError(M.pageInvalid).integer(M.pageInvalid).min(1, M.pageInvalid).max(100_000, M.pageInvalid).default(1),
  per_page: number().typeError(M.pageInvalid).integer(M.pageInvalid).min(1, M.pageInvalid).max(100, M.pageInvalid).default(25),
  sort: string().oneOf([...PRODUCT_SORTS], M.sortInvalid).default('name'),
  direction: string().oneOf(['asc', 'desc'], M.sortInvalid).default('asc'),
  search: string().trim().max(120).default(''),
  category_id: rowId().optional(),
  status: string().oneOf([...PRODUCT_STATUSES], M.statusInvalid).optional(),
});
export type ProductListQuery = InferType<typeof productListQuerySchema>;

/** PATCH products/:id/availability: pause/resume, or mark "esgotado hoje" (until the end of the store's day). */
export const productAvailabilitySchema = object({
  is_active: boolean().optional(),
  sold_out_today: boolean().optional(),
});
