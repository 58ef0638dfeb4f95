export { CATALOG_ADMIN_MESSAGES } from './messages';
export { isProductImageUrl } from './image-url';
export { adjustPriceCents } from './bulk-price';
export {
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  bulkPriceSchema,
  categoryOrderSchema,
  categoryWriteSchema,
  productAvailabilitySchema,
  productListQuerySchema,
  productWriteSchema,
} from './schemas';
export type { BulkPriceWrite, CategoryWrite, ProductListQuery, ProductSort, ProductStatusFilter, ProductWrite } from './schemas';
export type { AdminCategory, AdminProduct, AdminProductPage, BulkPriceResult } from './wire';
