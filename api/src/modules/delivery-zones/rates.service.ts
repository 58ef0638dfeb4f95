import { eq } from 'drizzle-orm';
import { DELIVERY_RATES_MESSAGES, reaisToCents, type DeliveryRatesInput, type DeliveryRatesSettings, type DeliverySurchargeRule, type Weekday } from '@comanda/shared/domain';
import { stores, type StoreRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { changedFields, recordActivity } from '../activity/activity-log';
import { announceStoreChange, type AnnouncedWrite } from '../storefront-refresh/announce-store-change';
import { deliveryRatesOf } from '../stores/delivery-zones';
import type { DeliveryWriter } from './delivery-writer';

/** GET rates: the free-delivery threshold and the rates, in reais, as the storefront reads them (StorePublic.deliveryRates). */
export function readRates(store: StoreRow): DeliveryRatesSettings {
  return { minFreeDeliveryValue: store.minFreeDeliveryCents === null ? null : store.minFreeDeliveryCents / 100, ...deliveryRatesOf(store) };
}

const FIELDS = ['minFreeDeliveryValue', 'perKm', 'surcharges', 'rainMode', 'rainSurcharge'] as const;

/** PUT rates: one UPDATE of the store row and its activity entry; open storefronts and the checkout see it at once. */
export async function updateRates({ db, actor, lease }: DeliveryWriter, store: StoreRow, input: DeliveryRatesInput, now: Date): Promise<AnnouncedWrite<DeliveryRatesSettings>> {
  const perKmCents = input.perKm == null || input.perKm <= 0 ? null : reaisToCents(input.perKm);
  // A per-km fee is measured from the store's pin: without it no delivery could be priced.
  if (perKmCents !== null && (store.latitude === null || store.longitude === null)) throw fieldError('perKm', DELIVERY_RATES_MESSAGES.perKmNeedsLocation);
  const surcharges: DeliverySurchargeRule[] = input.surcharges.map((s) => ({
    label: s.label.trim(),
    weekdays: [...new Set(s.weekdays)] as Weekday[],
    from: s.from,
    to: s.to,
    amountCents: reaisToCents(s.amount),
  }));
  const before = readRates(store);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({
        minFreeDeliveryCents: input.minFreeDeliveryValue == null ? null : reaisToCents(input.minFreeDeliveryValue),
        deliveryPerKmCents: perKmCents,
        deliverySurcharges: surcharges,
        rainMode: input.rainMode,
        rainSurchargeCents: reaisToCents(input.rainSurcharge),
        updatedAt: now,
      })
      .where(eq(stores.id, store.id))
      .returning();
    const after = readRates(row!);
    const changes = changedFields(before, after, FIELDS);
    if (Object.keys(changes).length > 0) {
      const rainOnly = Object.keys(changes).length === 1 && 'rainMode' in changes;
      const summary = rainOnly ? (after.rainMode ? 'Modo chuva ligado' : 'Modo chuva desligado') : 'Taxas de entrega alteradas';
      await recordActivity(tx, { storeId: store.id, actor, entity: 'settings', entityId: store.id, action: 'updated', summary, changes });
    }
    return { row: row!, announcements: await announceStoreChange(tx, store.id, lease) };
  });
  return { value: readRates(updated.row), announcements: updated.announcements };
}
