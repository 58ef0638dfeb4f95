import type { FastifyInstance } from 'fastify';
import { access } from '../../auth/route-access';
import { sendCachedJson } from './catalog-cache';
import type { CatalogQuery } from './catalog.schema';
import { catalogCacheKey, categoriesSource, productsSource } from './catalog.service';

type CatalogRequest = { Params: { slug: string }; Querystring: CatalogQuery };

/** The branch_id as the cache key sees it: '007' and '7' are one entry; a repeated parameter is invalid (422). */
function branchOf(query: CatalogQuery): string | undefined {
  const value: unknown = query.branch_id;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return 'invalid';
  return /^\d{1,10}$/.test(value) ? String(Number(value)) : value;
}

/**
 * Public catalog calls. Bodies are served from the per-node CatalogCache (pre-serialised, ETag,
 * If-None-Match → 304, pre-compressed variants), so a hit costs no query and no serialisation.
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get<CatalogRequest>('/stores/:slug/products', { compress: false, config: { access: access.public } }, async (request, reply) => {
    const { slug } = request.params;
    const branchId = branchOf(request.query);
    const cached = await app.catalogCache.get(catalogCacheKey('products', slug, branchId), productsSource(app.db, slug, branchId));
    return sendCachedJson(request, reply, cached);
  });

  app.get<CatalogRequest>('/stores/:slug/categories', { compress: false, config: { access: access.public } }, async (request, reply) => {
    const { slug } = request.params;
    const branchId = branchOf(request.query);
    const cached = await app.catalogCache.get(catalogCacheKey('categories', slug, branchId), categoriesSource(app.db, slug, branchId));
    return sendCachedJson(request, reply, cached);
  });
}
