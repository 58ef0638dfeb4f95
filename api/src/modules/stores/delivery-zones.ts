import { and, asc, eq } from 'drizzle-orm';
import type { StoreDeliveryBand, StoreDeliveryPolygon, StoreDeliveryRates, StoreDeliveryZone } from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import { deliveryZones, type DeliveryZoneRow, type StoreRow } from '../../db/schema';

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

/** Active delivery zones of a store row, split into neighbourhood zones, distance bands and polygons (wire: reais). */
export async function loadDeliveryZones(db: Db, storeId: number): Promise<StoreDelivery> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(and(eq(deliveryZones.storeId, storeId), eq(deliveryZones.isActive, true)))
    .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  return deliveryOf(rows);
}

export type StoreDelivery = { zones: StoreDeliveryZone[]; bands: StoreDeliveryBand[]; polygons: StoreDeliveryPolygon[] };

/** Zone rows (active, in their order) as the store's neighbourhood zones, distance bands and polygons. */
export function deliveryOf(rows: DeliveryZoneRow[]): StoreDelivery {
  const zones: StoreDeliveryZone[] = [];
  const bands: StoreDeliveryBand[] = [];
  const polygons: StoreDeliveryPolygon[] = [];
  for (const row of rows) {
    const common = { fee: row.feeCents / 100, minOrderValue: reais(row.minOrderCents), estimatedTime: row.estimatedTime };
    if (row.kind === 'distance' && row.upToKm !== null) bands.push({ upToKm: row.upToKm, ...common });
    else if (row.kind === 'district') zones.push({ name: row.name, districts: row.districts, city: row.city, state: row.state, ...common });
    else if (row.kind === 'polygon' && Array.isArray(row.polygon)) polygons.push({ name: row.name, points: row.polygon.map((p) => ({ latitude: p.latitude, longitude: p.longitude })), ...common });
  }
  return { zones, bands, polygons };
}

/** The store row's delivery rates as the storefront receives them (StorePublic.deliveryRates, reais). */
export function deliveryRatesOf(store: Pick<StoreRow, 'deliveryPerKmCents' | 'deliverySurcharges' | 'rainMode' | 'rainSurchargeCents'>): StoreDeliveryRates {
  return {
    perKm: store.deliveryPerKmCents === null ? null : store.deliveryPerKmCents / 100,
    surcharges: (store.deliverySurcharges ?? []).map((s) => ({ label: s.label, weekdays: s.weekdays, from: s.from, to: s.to, amount: s.amountCents / 100 })),
    rainMode: store.rainMode,
    rainSurcharge: store.rainSurchargeCents / 100,
  };
}
