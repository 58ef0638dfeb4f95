import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { closedStoreText, effectiveQuantityLimits, pausedOrdersMessage, storeScheduledOrders, storeStatus, storeOrderTypes, storePaymentMethods, normaliseOpeningHours, STORE_NOT_FOUND_MESSAGE, type StoreCheck, type StorePublic, type StoreRef, type StoreScheduling } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { businessTypes, storePixProviders, stores, storeSlugHistory } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { pauseOf } from '../store-settings/store-settings.service';
import { deliveryRatesOf, loadDeliveryZones, type StoreDelivery } from './delivery-zones';

/**
 * The store with this slug, or the one that had it before a slug change (store_slug_history, migration 0016):
 * old links keep leading to the store. A current slug wins over a former one.
 */
export function slugLeadsTo(slug: string): { where: SQL; currentFirst: SQL } {
  const former = sql`(SELECT ${storeSlugHistory.storeId} FROM ${storeSlugHistory} WHERE ${storeSlugHistory.slug} = ${slug})`;
  return { where: or(eq(stores.slug, slug), eq(stores.id, former))!, currentFirst: desc(sql`${stores.slug} = ${slug}`) };
}

/** What the storefront route guard needs before entering /loja/{slug}; `slug` is the current one (it differs after a slug change). */
export async function checkStore(db: Db, slug: string): Promise<Required<StoreCheck>> {
  const lookup = slugLeadsTo(slug);
  const [store] = await db
    .select({ name: stores.name, slug: stores.slug, isActive: stores.isActive, parentId: stores.parentId, account: accountColumns })
    .from(stores)
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where(lookup.where)
    .orderBy(lookup.currentFirst)
    .limit(1);
  if (!store) return { exists: false, is_branch: false, is_active: false, name: null, slug, is_published: false, is_suspended: false };
  return {
    exists: true,
    is_branch: store.parentId !== null,
    is_active: store.isActive,
    name: store.name,
    slug: store.slug,
    is_published: store.account.published,
    is_suspended: store.account.suspended,
  };
}

export const storeNotFound = () => new HttpError(404, STORE_NOT_FOUND_MESSAGE);

export const parent = alias(stores, 'parent');

/**
 * The account (the store and its branches) is shown to the public once its owner published the main store
 * (migration 0023) and while the platform has not suspended its subscription.
 */
const accountColumns = {
  published: sql<boolean>`(CASE WHEN ${parent.id} IS NULL THEN ${stores.publishedAt} ELSE ${parent.publishedAt} END) IS NOT NULL`,
  suspended: sql<boolean>`EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.store_id = coalesce(${stores.parentId}, ${stores.id}) AND sub.status = 'suspended')`,
};

export const publicStoreColumns = {
  store: stores,
  businessType: { id: businessTypes.id, name: businessTypes.name, slug: businessTypes.slug },
  parent: { id: parent.id, name: parent.name, slug: parent.slug, isActive: parent.isActive, catalogVersion: parent.catalogVersion },
  account: accountColumns,
  /** The time to pay of the store's "API Pix" provider (dynamic PIX), in the same query (a lookup by primary key); null without one. */
  pixExpiryMinutes: sql<number | null>`(SELECT ${storePixProviders.expiryMinutes} FROM ${storePixProviders} WHERE ${storePixProviders.storeId} = ${stores.id})`,
};

export type PublicStoreRow = {
  store: typeof stores.$inferSelect;
  businessType: { id: number; name: string; slug: string } | null;
  parent: { id: number; name: string; slug: string; isActive: boolean; catalogVersion: number } | null;
  account: { published: boolean; suspended: boolean };
  pixExpiryMinutes: number | null;
};

/**
 * The store row behind a public storefront call, with its business type and parent. Missing, inactive
 * stores and branches (or branches of an inactive store) → 404 'Loja não encontrada'.
 */
export async function findPublicStore(db: Db, where: { slug: string } | { id: number }): Promise<PublicStoreRow> {
  const [row] = await db
    .select(publicStoreColumns)
    .from(stores)
    .leftJoin(businessTypes, eq(businessTypes.id, stores.businessTypeId))
    .leftJoin(parent, eq(parent.id, stores.parentId))
    .where('slug' in where ? slugLeadsTo(where.slug).where : eq(stores.id, where.id))
    .orderBy('slug' in where ? slugLeadsTo(where.slug).currentFirst : asc(stores.id))
    .limit(1);
  return publicStoreOrNotFound(row as PublicStoreRow | undefined);
}

/** Missing, inactive, unpublished or suspended stores and branches (or branches of such a store) are not public: 404. */
export function publicStoreOrNotFound(row: PublicStoreRow | undefined): PublicStoreRow {
  if (!row || !row.store.isActive || (row.parent && !row.parent.isActive) || !row.account.published || row.account.suspended) throw storeNotFound();
  return row;
}

const reais = (cents: number) => cents / 100;

/** The scheduling rules the checkout builds its slots with; null when the store does not take scheduled orders. */
function schedulingOf(s: PublicStoreRow['store']): StoreScheduling | null {
  const { enabled, ...rules } = storeScheduledOrders(s.settings);
  return enabled ? { ...rules, holidays: s.holidayHours ?? [] } : null;
}

export function toStorePublic(row: PublicStoreRow, branches: StoreRef[], delivery: StoreDelivery, now: Date): StorePublic {
  const s = row.store;
  const openingHours = normaliseOpeningHours(s.openingHours);
  const style = s.productDisplayStyle;
  const status = storeStatus({ schedule: { openingHours, holidays: s.holidayHours }, pause: pauseOf(s), manualOpen: s.isOpen }, now);
  const reopensAt = status.reopensAt?.toISOString() ?? null;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    description: s.description,
    logo: s.logo,
    cover: s.cover,
    primaryColor: s.primaryColor,
    secondaryColor: s.secondaryColor,
    backgroundColor: s.backgroundColor,
    textColor: s.textColor,
    productDisplayStyle: style === 'list' || style === 'carousel' ? style : 'grid',
    productsPerPage: s.productsPerPage,
    isOpen: status.open,
    ordersPaused: status.paused ? { text: pausedOrdersMessage(status.pauseMessage, status.reopensAt, now), message: status.pauseMessage, reopensAt } : null,
    opensAt: status.open || status.paused ? null : reopensAt,
    closedText: status.open || status.paused ? null : closedStoreText(status.reopensAt, now),
    scheduling: schedulingOf(s),
    deliveryFee: reais(s.deliveryFeeCents),
    minFreeDeliveryValue: s.minFreeDeliveryCents === null ? null : reais(s.minFreeDeliveryCents),
    minOrderValue: reais(s.minOrderCents),
    phone: s.phone,
    whatsapp: s.whatsapp,
    email: s.email,
    address: s.address,
    number: s.number,
    complement: s.complement,
    district: s.district,
    city: s.city,
    state: s.state,
    cep: s.cep,
    openingHours,
    deliveryTime: s.deliveryTime,
    deliveryRange:
      s.deliveryRangeMinKm === null && s.deliveryRangeMaxKm === null ? null : { min: s.deliveryRangeMinKm, max: s.deliveryRangeMaxKm },
    businessType: row.businessType,
    isBranch: s.parentId !== null,
    parent: row.parent ? { id: row.parent.id, name: row.parent.name, slug: row.parent.slug } : null,
    branches,
    orderTypes: storeOrderTypes(s.settings),
    paymentMethods: storePaymentMethods(s.settings, s.pixKey),
    pixExpiryMinutes: row.pixExpiryMinutes,
    location: s.latitude === null || s.longitude === null ? null : { latitude: s.latitude, longitude: s.longitude },
    deliveryZones: delivery.zones,
    deliveryBands: delivery.bands,
    deliveryPolygons: delivery.polygons,
    deliveryRates: deliveryRatesOf(s),
    quantityLimits: effectiveQuantityLimits({ optionCopies: s.maxOptionCopies, lineQuantity: s.maxLineQuantity, orderUnits: s.maxOrderUnits }),
  };
}

async function activeBranches(db: Db, row: PublicStoreRow): Promise<StoreRef[]> {
  if (row.store.parentId !== null) return [];
  return db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(and(eq(stores.parentId, row.store.id), eq(stores.isActive, true)))
    .orderBy(asc(stores.name), asc(stores.id));
}

/** GET /api/stores/{slug}: the storefront's store data, isOpen at `now`. */
export async function getPublicStore(db: Db, slug: string, now: Date): Promise<StorePublic> {
  const row = await findPublicStore(db, { slug });
  const [branches, delivery] = await Promise.all([activeBranches(db, row), loadDeliveryZones(db, row.store.id)]);
  return toStorePublic(row, branches, delivery, now);
}
