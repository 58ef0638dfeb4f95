import { foldText, productListQuerySchema, type AdminProductPage, type ProductListQuery } from '@comanda/shared/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { validateQuery } from '../../lib/validate-body';
import { toAdminProduct } from './products.serialize';

export type ProductPage = AdminProductPage;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const STATUS_FILTERS: Record<NonNullable<ProductListQuery['status']>, SQL> = {
  ativo: sql`${products.isActive} AND (${products.soldOutUntil} IS NULL OR ${products.soldOutUntil} <= now())`,
  pausado: sql`NOT ${products.isActive}`,
  esgotado: sql`${products.soldOutUntil} > now()`,
  promocao: sql`${products.promoPriceCents} > 0 AND ${products.promoPriceCents} < ${products.priceCents}`,
};

function orderOf(query: ProductListQuery): SQL[] {
  const dir = query.direction === 'desc' ? desc : asc;
  switch (query.sort) {
    case 'price':
      return [dir(products.priceCents), dir(products.id)];
    case 'updated':
      return [dir(products.updatedAt), dir(products.id)];
    case 'category':
      return [query.direction === 'desc' ? sql`${categories.name} DESC NULLS LAST` : sql`${categories.name} ASC NULLS LAST`, asc(products.searchName), asc(products.id)];
    default:
      return [dir(products.searchName), dir(products.id)];
  }
}

/**
 * The products grid: one store row's products, searched by folded name (accents and case ignored, the
 * generated `search_name` column), filtered by category and status, sorted and paged, with the total.
 * The page and the count are two statements: a window count would make every page sort all matching rows,
 * while the page alone walks an index of migration 0014 and stops after `per_page` rows (bench products-grid).
 */
export async function listAdminProducts(db: Db, storeId: number, rawQuery: unknown, now: Date): Promise<ProductPage> {
  const query = await validateQuery(productListQuerySchema, rawQuery);
  const search = foldText(query.search);
  const where = and(
    eq(products.storeId, storeId),
    search ? sql`${products.searchName} LIKE ${likePattern(search)}` : undefined,
    query.category_id ? eq(products.categoryId, query.category_id) : undefined,
    query.status ? STATUS_FILTERS[query.status] : undefined,
  );
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = query.page === 1 && rows.length < query.per_page ? rows.length : await countProducts(db, where);
  return { data: rows.map((r) => toAdminProduct(r.product, r.categoryName, now)), meta: { total, page: query.page, per_page: query.per_page } };
}

async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(products).where(where);
  return Number(row?.n ?? 0);
}
