import { and, asc, eq } from 'drizzle-orm';
import type { StoreDeliveryBand, StoreDeliveryZone } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { deliveryZones, type DeliveryZoneRow } from '../../db/schema';

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

/** Active delivery zones of a store row, split into neighbourhood zones and distance bands (wire: reais). */
export async function loadDeliveryZones(db: Db, storeId: number): Promise<StoreDelivery> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.storeId, storeId), eq(deliveryZones.isActive, true)))
    .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  return deliveryOf(rows);
}

export type StoreDelivery = { zones: StoreDeliveryZone[]; bands: StoreDeliveryBand[] };

/** Zone rows (active, in their order) as the store's neighbourhood zones and distance bands. */
export function deliveryOf(rows: DeliveryZoneRow[]): StoreDelivery {
  const zones: StoreDeliveryZone[] = [];
  const bands: StoreDeliveryBand[] = [];
  for (const row of rows) {
    const common = { fee: row.feeCents / 100, minOrderValue: reais(row.minOrderCents), estimatedTime: row.estimatedTime };
    if (row.kind === 'distance' && row.upToKm !== null) bands.push({ upToKm: row.upToKm, ...common });
    else if (row.kind === 'district') zones.push({ name: row.name, districts: row.districts, city: row.city, state: row.state, ...common });
  }
  return { zones, bands };
}
