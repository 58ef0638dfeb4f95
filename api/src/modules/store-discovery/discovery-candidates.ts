import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { DISCOVERY_MAX_CANDIDATES, DISCOVERY_MESSAGES, DISCOVERY_RADIUS_KM, foldText, type PlacedAddress } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, deliveryZones, orderableProducts, orderReviews, storePixProviders, stores, type DeliveryZoneRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { deliveryOf, type StoreDelivery } from '../stores/delivery-zones';
import { parent, publicStoreColumns, type PublicStoreRow } from '../stores/stores.service';

/** foldText in SQL (lower case, no accents, single spaces), so that 'sao paulo' finds 'São Paulo'. */
const folded = (column: SQL | typeof stores.city) =>
  sql`regexp_replace(trim(translate(lower(coalesce(${column}, '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')), '\\s+', ' ', 'g')`;

export type CandidateWhere = { businessTypeId: number | null; place: PlacedAddress | null; city: string | null; uf: string | null };

export async function businessTypeIdOf(db: Db, slug: string | null): Promise<number | null> {
  if (slug === null) return null;
  const [row] = await db.select({ id: businessTypes.id }).from(businessTypes).where(and(eq(businessTypes.slug, slug), eq(businessTypes.isActive, true))).limit(1);
  if (!row) throw fieldError('business_type', DISCOVERY_MESSAGES.businessTypeUnknown);
  return row.id;
}

/** Stores of the address's city, and around its point the stores of nearby cities too (their own rules decide). */
function whereOfPlace(place: PlacedAddress): SQL {
  const sameCity = and(sql`${folded(stores.city)} = ${foldText(place.city)}`, sql`upper(${stores.state}) = ${place.state.toUpperCase()}`)!;
  if (!place.location) return sameCity;
  const { latitude, longitude } = place.location;
  const dLat = DISCOVERY_RADIUS_KM / 111;
  const dLon = DISCOVERY_RADIUS_KM / (111 * Math.max(0.1, Math.cos((latitude * Math.PI) / 180)));
  const around = and(gte(stores.latitude, latitude - dLat), lte(stores.latitude, latitude + dLat), gte(stores.longitude, longitude - dLon), lte(stores.longitude, longitude + dLon))!;
  return or(sameCity, around)!;
}

/** What findPublicStore checks row by row, as SQL (the query joins `parent`): active, published, not suspended. */
export function publicStoreConditions(): SQL[] {
  return [
    eq(stores.isActive, true),
    or(isNull(stores.parentId), eq(parent.isActive, true))!,
    sql`${publicStoreColumns.account.published}`,
    sql`NOT ${publicStoreColumns.account.suspended}`,
  ];
}

export type CandidateStamp = { id: number; stamp: string };

/**
 * When what a store's discovery profile is read from (its row, business type, parent and zones) last changed: their
 * updated_at, which triggers move on every update (migration 0044), the zone count, which a deletion changes, and its PIX
 * provider's updated_at (the profile's pixExpiryMinutes).
 * Only ids and stamps cross to the node; DiscoveryProfiles reads the rows whose stamp is new.
 */
const profileStamp = sql<string>`concat_ws('|', ${stores.updatedAt}, ${businessTypes.updatedAt}, ${parent.updatedAt}, (
  SELECT count(*) || '/' || coalesce(max(z.updated_at)::text, '') FROM ${deliveryZones} z WHERE z.store_id = ${stores.id}
), 'pix:' || coalesce((SELECT ${storePixProviders.updatedAt}::text FROM ${storePixProviders} WHERE ${storePixProviders.storeId} = ${stores.id}), ''))`;

/** The public stores (active, published, not suspended; branches of an active store) with a catalog that a search looks at. */
export async function candidateStamps(db: Db, where: CandidateWhere): Promise<CandidateStamp[]> {
  // A store with nothing to order yet (one being set up) is not offered.
  const conditions = [...publicStoreConditions(), sql`EXISTS (SELECT 1 FROM ${orderableProducts} WHERE ${orderableProducts.storeId} = ${stores.id})`];
  if (where.businessTypeId !== null) conditions.push(eq(stores.businessTypeId, where.businessTypeId));
  if (where.place) conditions.push(whereOfPlace(where.place));
  else {
    if (where.city !== null) conditions.push(sql`${folded(stores.city)} = ${foldText(where.city)}`);
    if (where.uf !== null) conditions.push(sql`upper(${stores.state}) = ${where.uf}`);
  }
  return db
    .select({ id: stores.id, stamp: profileStamp })
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where(and(...conditions))
    .orderBy(asc(stores.id))
    .limit(DISCOVERY_MAX_CANDIDATES);
}

/** The public rows of these stores (no public-visibility check: candidateStamps made it). */
export async function storeRowsOf(db: Db, storeIds: number[]): Promise<PublicStoreRow[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select(publicStoreColumns)
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where(inArray(stores.id, storeIds));
  return rows as PublicStoreRow[];
}

/** The active delivery zones of many stores in one query, as each store's StoreDelivery. */
export async function deliveryOfStores(db: Db, storeIds: number[]): Promise<Map<number, StoreDelivery>> {
  const byStore = new Map<number, DeliveryZoneRow[]>();
  if (storeIds.length > 0) {
    const rows = await db
      .select()
      .from(deliveryZones)
      .where(and(inArray(deliveryZones.storeId, storeIds), eq(deliveryZones.isActive, true)))
      .orderBy(asc(deliveryZones.storeId), asc(deliveryZones.sortOrder), asc(deliveryZones.id));
    for (const row of rows) byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row]);
  }
  return new Map(storeIds.map((id) => [id, deliveryOf(byStore.get(id) ?? [])]));
}

/** Visible reviews (not reported) per store: count and the sum of the food ratings. */
export async function reviewTotalsOfStores(db: Db, storeIds: number[]): Promise<Map<number, { count: number; foodSum: number }>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ storeId: orderReviews.storeId, count: sql<number>`count(*)::int`, foodSum: sql<number>`coalesce(sum(${orderReviews.foodRating}), 0)::int` })
    .from(orderReviews)
    .where(and(inArray(orderReviews.storeId, storeIds), isNull(orderReviews.reportedAt)))
    .groupBy(orderReviews.storeId);
  return new Map(rows.map((row) => [row.storeId, { count: Number(row.count), foodSum: Number(row.foodSum) }]));
}
