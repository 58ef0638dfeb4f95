import { deliveryRatesRulesOf } from '../delivery/rates';
import { reaisToCents } from '../money';
import type { StorePublic } from '../store/types';
import type { DeliveryRules } from './delivery';

const cents = (reais: number | null) => (reais === null ? null : reaisToCents(reais));

/** The delivery rules of a store as both the checkout and the API see them (StorePublic is the one source). */
export function deliveryRulesOf(store: StorePublic): DeliveryRules {
  return {
    polygons: store.deliveryPolygons.map((p) => ({
      name: p.name,
      points: p.points,
      feeCents: reaisToCents(p.fee),
      minOrderCents: cents(p.minOrderValue),
      estimatedTime: p.estimatedTime,
    })),
    zones: store.deliveryZones.map((z) => ({
      name: z.name,
      districts: z.districts,
      city: z.city,
      state: z.state,
      feeCents: reaisToCents(z.fee),
      minOrderCents: cents(z.minOrderValue),
      estimatedTime: z.estimatedTime,
    })),
    bands: store.deliveryBands.map((b) => ({
      upToKm: b.upToKm,
      feeCents: reaisToCents(b.fee),
      minOrderCents: cents(b.minOrderValue),
      estimatedTime: b.estimatedTime,
    })),
    flatFeeCents: reaisToCents(store.deliveryFee),
    minFreeDeliveryCents: cents(store.minFreeDeliveryValue),
    minOrderCents: reaisToCents(store.minOrderValue),
    maxDistanceKm: store.deliveryRange?.max ?? null,
    storeLocation: store.location,
    deliveryTime: store.deliveryTime,
    rates: deliveryRatesRulesOf(store.deliveryRates),
  };
}
