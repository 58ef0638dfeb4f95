import type { AdminProduct } from '@comanda/shared/domain';
import type { ProductRow } from '../../db/schema';

export type { AdminProduct };

/** A product as the back office sees it (prices in reais, `sold_out` at `now`). */
export function toAdminProduct(row: ProductRow, categoryName: string | null, now: Date): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    short_description: row.shortDescription,
    price: row.priceCents / 100,
    promo_price: row.promoPriceCents === null ? null : row.promoPriceCents / 100,
    image: row.image,
    gallery_urls: Array.isArray(row.galleryUrls) ? row.galleryUrls : [],
    category_id: row.categoryId,
    category_name: categoryName,
    business_type_slug: row.businessTypeSlug,
    business_type_options: row.businessTypeOptions ?? {},
    is_active: row.isActive,
    sold_out: row.soldOutUntil !== null && row.soldOutUntil.getTime() > now.getTime(),
    sold_out_until: row.soldOutUntil?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
