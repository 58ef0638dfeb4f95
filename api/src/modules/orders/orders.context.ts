import type { NormalizedProductOptions, Product, StorePublic } from '@comanda/shared/domain';
import type { SqlRunner, Statement } from '../../db/client';
import { rowFromJson } from '../../db/row-from-json';
import { deliveryZones, stores } from '../../db/schema';
import { storedOptionsOf } from '../catalog/stored-options';
import { deliveryOf } from '../stores/delivery-zones';
import { notFound } from '../../lib/http-error';
import { publicStoreOrNotFound, toStorePublic, type PublicStoreRow } from '../stores/stores.service';

/** A product as an order prices it: its options as normalised when the product was written. */
export type OrderableProduct = { product: Product; options: NormalizedProductOptions | null };

/** What placing an order reads: the store as the storefront sees it, its PIX key, and the products ordered. */
export type OrderingContext = { store: StorePublic; pixKey: string | null; products: Map<number, OrderableProduct> };

type ProductJson = { id: number; name: string; price_cents: number; promo_price_cents: number | null; business_type_slug: string | null; options: unknown; normalized: unknown };

type ContextRow = {
  store: Record<string, unknown>;
  business_type: PublicStoreRow['businessType'];
  parent: PublicStoreRow['parent'];
  account_published: boolean;
  account_suspended: boolean;
  zones: Record<string, unknown>[];
  products: ProductJson[];
};

/**
 * One round trip: the store row with its business type and parent, its active delivery zones and, among
 * $2, the products that can be ordered (`productSource`: the orderable_products view the catalog lists, or
 * every product of the store for a POS sale made offline). `storeWhere` names the store ($1).
 */
const orderingContextStatement = (name: string, storeWhere: string, productSource: 'orderable_products' | 'products'): Statement => ({
  name,
  text: `
SELECT to_jsonb(s) AS store,
  CASE WHEN bt.id IS NULL THEN NULL ELSE jsonb_build_object('id', bt.id, 'name', bt.name, 'slug', bt.slug) END AS business_type,
  CASE WHEN p.id IS NULL THEN NULL
    ELSE jsonb_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'isActive', p.is_active, 'catalogVersion', p.catalog_version) END AS parent,
  (CASE WHEN p.id IS NULL THEN s.published_at ELSE p.published_at END) IS NOT NULL AS account_published,
  EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.store_id = coalesce(s.parent_id, s.id) AND sub.status = 'suspended') AS account_suspended,
  coalesce((SELECT jsonb_agg(to_jsonb(z) ORDER BY z.sort_order, z.id) FROM delivery_zones z WHERE z.store_id = s.id AND z.is_active), '[]') AS zones,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object('id', pr.id, 'name', pr.name, 'price_cents', pr.price_cents,
      'promo_price_cents', pr.promo_price_cents, 'business_type_slug', pr.business_type_slug, 'options', pr.business_type_options, 'normalized', pr.normalized_options))
    FROM ${productSource} pr
    WHERE pr.store_id = s.id AND pr.id = ANY($2::int[])
  ), '[]') AS products
FROM stores s
LEFT JOIN business_types bt ON bt.id = s.business_type_id
LEFT JOIN stores p ON p.id = s.parent_id
WHERE ${storeWhere}`,
});

const ORDERING_CONTEXT = orderingContextStatement('orders_ordering_context', 's.slug = $1', 'orderable_products');
const POS_ORDERING_CONTEXT = orderingContextStatement('pos_ordering_context', 's.id = $1::int', 'orderable_products');
const POS_OFFLINE_ORDERING_CONTEXT = orderingContextStatement('pos_offline_ordering_context', 's.id = $1::int', 'products');

function contextOf(row: ContextRow, publicRow: PublicStoreRow, now: Date): OrderingContext {
  const delivery = deliveryOf(row.zones.map((zone) => rowFromJson(deliveryZones, zone)));
  const businessTypeSlug = publicRow.businessType?.slug ?? null;
  const slugOf = (p: ProductJson) => p.business_type_slug ?? businessTypeSlug;
  const products = new Map<number, OrderableProduct>(
    row.products.map((p) => [
      p.id,
      {
        product: {
          id: p.id,
          name: p.name,
          price: p.price_cents / 100,
          promo_price: p.promo_price_cents === null ? null : p.promo_price_cents / 100,
          // A product of another type than the store's is priced with its own type's rules.
          business_type_slug: slugOf(p),
          business_type_options: (p.options ?? {}) as Product['business_type_options'],
        },
        options: storedOptionsOf(slugOf(p), p.options, p.normalized),
      },
    ]),
  );
  // The branch list is left empty: placing an order never needs it.
  return { store: toStorePublic(publicRow, [], delivery, now), pixKey: publicRow.store.pixKey, products };
}

/** Placing an order never reads the store's PIX time to pay here (the charge takes it from the provider): left null. */
const publicRowOf = (row: ContextRow | undefined): PublicStoreRow | undefined =>
  row && {
    store: rowFromJson(stores, row.store),
    businessType: row.business_type,
    parent: row.parent,
    account: { published: row.account_published, suspended: row.account_suspended },
    pixExpiryMinutes: null,
  };

/** The ordering context of the store `slug` at `now`; a store that is not public is a 404. */
export async function loadOrderingContext(sql: SqlRunner, slug: string, productIds: number[], now: Date): Promise<OrderingContext> {
  const [row] = await sql.run<ContextRow>(ORDERING_CONTEXT, [slug, `{${productIds.join(',')}}`]);
  return contextOf(row!, publicStoreOrNotFound(publicRowOf(row)), now);
}

/**
 * The ordering context of a POS sale in the store `storeId` (its staff's, checked by the route), also before the
 * storefront is published (the counter sells before it opens). `products`: 'orderable' for a sale made now, 'any'
 * for one made offline (the store's products even if deactivated or sold out since).
 */
export async function loadPosOrderingContext(sql: SqlRunner, storeId: number, productIds: number[], now: Date, products: 'orderable' | 'any'): Promise<OrderingContext> {
  const statement = products === 'any' ? POS_OFFLINE_ORDERING_CONTEXT : POS_ORDERING_CONTEXT;
  const [row] = await sql.run<ContextRow>(statement, [storeId, `{${productIds.join(',')}}`]);
  const publicRow = publicRowOf(row);
  if (!row || !publicRow) throw notFound();
  return contextOf(row, publicRow, now);
}
