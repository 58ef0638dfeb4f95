import { and, asc, eq, sql } from 'drizzle-orm';
import { DELIVERY_ZONE_KIND_LABELS, DELIVERY_ZONE_MESSAGES, reaisToCents, type Coordinates, type DeliveryZoneInput, type DeliveryZoneView } from '@comanda/shared/domain';
import { deliveryZones, type DeliveryZoneRow, type StoreRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { parseId } from '../../lib/parse-id';
import { recordActivity } from '../activity/activity-log';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import type { DeliveryWriter } from './delivery-writer';

/** The store's pin and radius, drawn under the zones (rings are circles around the pin). */
export type DeliveryZonesStore = { location: Coordinates | null; deliveryRadiusKm: number | null; city: string | null; state: string | null };

export function zoneViewOf(row: DeliveryZoneRow): DeliveryZoneView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    fee: row.feeCents / 100,
    minOrderValue: row.minOrderCents === null ? null : row.minOrderCents / 100,
    estimatedTime: row.estimatedTime,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    districts: row.districts,
    city: row.city,
    state: row.state,
    upToKm: row.upToKm,
    polygon: row.polygon,
  };
}

export function zonesStoreOf(store: StoreRow): DeliveryZonesStore {
  return {
    location: store.latitude === null || store.longitude === null ? null : { latitude: store.latitude, longitude: store.longitude },
    deliveryRadiusKm: store.deliveryRangeMaxKm,
    city: store.city,
    state: store.state,
  };
}

/** Every zone of the store (active or not), in the order the quote reads them. */
export async function listZones(db: DeliveryWriter['db'], storeId: number): Promise<DeliveryZoneView[]> {
  const rows = await db.select().from(deliveryZones).where(eq(deliveryZones.storeId, storeId)).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  return rows.map(zoneViewOf);
}

const zoneNotFound = () => new HttpError(404, DELIVERY_ZONE_MESSAGES.notFound);

/** Seven decimals (about 1 cm) are all a map click means. */
const coordinate = (value: number) => Math.round(value * 1e7) / 1e7;

/** The columns of a zone as validated: each kind keeps its own fields only. */
function columnsOf(input: DeliveryZoneInput) {
  const districts = input.kind === 'district' ? [...new Set((input.districts ?? []).map((d) => d.trim()).filter(Boolean))] : [];
  return {
    kind: input.kind as DeliveryZoneRow['kind'],
    name: input.name.trim(),
    feeCents: reaisToCents(input.fee),
    minOrderCents: input.minOrderValue == null ? null : reaisToCents(input.minOrderValue),
    estimatedTime: input.estimatedTime?.trim() || null,
    isActive: input.isActive,
    districts,
    city: input.kind === 'district' ? (input.city?.trim() ?? null) : null,
    state: input.kind === 'district' ? (input.state?.trim().toUpperCase() ?? null) : null,
    upToKm: input.kind === 'distance' ? (input.upToKm ?? null) : null,
    polygon: input.kind === 'polygon' ? (input.polygon ?? []).map((p) => ({ latitude: coordinate(p.latitude), longitude: coordinate(p.longitude) })) : null,
  };
}

const summaryOf = (row: Pick<DeliveryZoneRow, 'name' | 'kind'>, what: string) => `Zona de entrega "${row.name}" (${DELIVERY_ZONE_KIND_LABELS[row.kind].toLowerCase()}) ${what}`;

/** POST zones: a new zone after the others of the store (unless its order is given); storefronts refresh. */
export async function createZone({ db, actor, lease }: DeliveryWriter, store: StoreRow, input: DeliveryZoneInput, now: Date): Promise<AnnouncedWrite<DeliveryZoneView>> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ max: sql<number | null>`max(${deliveryZones.sortOrder})` })
      .from(deliveryZones)
      .where(eq(deliveryZones.storeId, store.id));
    const sortOrder = input.sortOrder ?? (last?.max ?? 0) + 1;
    const [row] = await tx
      .insert(deliveryZones)
      .values({ storeId: store.id, ...columnsOf(input), sortOrder, createdAt: now, updatedAt: now })
      .returning();
    await recordActivity(tx, { storeId: store.id, actor, entity: 'settings', entityId: row!.id, action: 'created', summary: summaryOf(row!, 'criada') });
    return { value: zoneViewOf(row!), announcements: await announceStoreChange(tx, store.id, lease) };
  });
}

async function zoneOf(db: DeliveryWriter['db'], storeId: number, rawId: string): Promise<DeliveryZoneRow> {
  const id = parseId(rawId);
  if (id === null) throw zoneNotFound();
  // Always by store: another store's zone id is a 404 here.
  const [row] = await db.select().from(deliveryZones).where(and(eq(deliveryZones.id, id), eq(deliveryZones.storeId, storeId))).for('update').limit(1);
  if (!row) throw zoneNotFound();
  return row;
}

/** PUT zones/{id}: the whole zone (its kind may change); a zone of another store is a 404. */
export async function updateZone({ db, actor, lease }: DeliveryWriter, store: StoreRow, rawId: string, input: DeliveryZoneInput, now: Date): Promise<AnnouncedWrite<DeliveryZoneView>> {
  return db.transaction(async (tx) => {
    const before = await zoneOf(tx, store.id, rawId);
    const [row] = await tx
      .update(deliveryZones)
      .set({ ...columnsOf(input), sortOrder: input.sortOrder ?? before.sortOrder, updatedAt: now })
      .where(and(eq(deliveryZones.id, before.id), eq(deliveryZones.storeId, store.id)))
      .returning();
    const toggled = before.isActive !== row!.isActive;
    await recordActivity(tx, {
      storeId: store.id,
      actor,
      entity: 'settings',
      entityId: row!.id,
      action: toggled ? (row!.isActive ? 'activated' : 'deactivated') : 'updated',
      summary: summaryOf(row!, toggled ? (row!.isActive ? 'ativada' : 'desativada') : 'alterada'),
    });
    return { value: zoneViewOf(row!), announcements: await announceStoreChange(tx, store.id, lease) };
  });
}

/** DELETE zones/{id}. */
export async function deleteZone({ db, actor, lease }: DeliveryWriter, store: StoreRow, rawId: string): Promise<AnnouncedWrite<null>> {
  return db.transaction(async (tx) => {
    const row = await zoneOf(tx, store.id, rawId);
    await tx.delete(deliveryZones).where(and(eq(deliveryZones.id, row.id), eq(deliveryZones.storeId, store.id)));
    await recordActivity(tx, { storeId: store.id, actor, entity: 'settings', entityId: row.id, action: 'deleted', summary: summaryOf(row, 'excluída') });
    return { value: null, announcements: await announceStoreChange(tx, store.id, lease) };
  });
}
