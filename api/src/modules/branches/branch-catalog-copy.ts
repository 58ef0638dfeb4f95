import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Counted = { count: number | string };

const countOf = (result: unknown) => Number(((result as { rows: Counted[] }).rows[0] ?? { count: 0 }).count);

/**
 * Copies the parent's categories and products (raw and normalised options, images, promo price) into a new
 * branch with two INSERT … SELECT statements; a product finds its category's copy by name (unique per store).
 * "Esgotado hoje" is not copied: it belongs to the parent's day.
 */
export async function copyCatalog(tx: Db, parentId: number, branchId: number): Promise<{ categories: number; products: number }> {
  const categories = await tx.execute(sql`
    WITH copied AS (
      INSERT INTO categories (store_id, name, sort_order, is_active)
      SELECT ${branchId}, name, sort_order, is_active FROM categories WHERE store_id = ${parentId}
      RETURNING 1
    ) SELECT count(*)::int AS count FROM copied`);
  const products = await tx.execute(sql`
    WITH copied AS (
      INSERT INTO products (store_id, category_id, name, description, short_description, price_cents, promo_price_cents, image,
                            gallery_urls, business_type_options, normalized_options, is_active, sort_order, business_type_slug)
      SELECT ${branchId}, branch_category.id, p.name, p.description, p.short_description, p.price_cents, p.promo_price_cents, p.image,
             p.gallery_urls, p.business_type_options, p.normalized_options, p.is_active, p.sort_order, p.business_type_slug
      FROM products p
      LEFT JOIN categories parent_category ON parent_category.id = p.category_id
      LEFT JOIN categories branch_category ON branch_category.store_id = ${branchId} AND lower(branch_category.name) = lower(parent_category.name)
      WHERE p.store_id = ${parentId}
      ORDER BY p.id
      RETURNING 1
    ) SELECT count(*)::int AS count FROM copied`);
  return { categories: countOf(categories), products: countOf(products) };
}
