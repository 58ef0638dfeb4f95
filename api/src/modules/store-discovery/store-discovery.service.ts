import {
  checkoutQuote,
  compareDiscovery,
  deliveryRulesOf,
  discoveryStatusText,
  distanceKm,
  deliveryTimeMinutes,
  pageOf,
  passesDiscoveryFilters,
  ratingAverage,
  type DiscoveryDelivery,
  type DiscoveryQuery,
  type DiscoveryResponse,
  type DiscoveryStore,
  type PlacedAddress,
  type StorePublic,
} from '@comanda/shared/domain';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { DeliveryPlacer } from '../delivery-address/delivery-placer';
import { toStorePublic } from '../stores/stores.service';
import { placeDiscovery } from './discovery-address';
import { businessTypeIdOf, candidateStamps, reviewTotalsOfStores } from './discovery-candidates';
import type { DiscoveryProfiles } from './discovery-profiles';

const reais = (cents: number) => cents / 100;
const oneDecimal = (km: number) => Math.round(km * 10) / 10;

/**
 * The delivery to `placed` exactly as POST /stores/{slug}/delivery-quote prices it (chargeDelivery → checkoutQuote with
 * the store's rules, no items yet, at the app's clock); a refusal is the store not delivering there, with its reason.
 */
function deliveryTo(store: StorePublic, placed: PlacedAddress, now: Date): { delivery: DiscoveryDelivery | null; refusal: string | null } {
  const quote = checkoutQuote({ rules: deliveryRulesOf(store), orderType: 'delivery', address: placed, subtotalCents: 0, discountCents: 0, at: now });
  const delivery = quote.delivery;
  if (!delivery) return { delivery: null, refusal: null };
  if (!delivery.ok) return { delivery: null, refusal: delivery.message };
  return {
    delivery: {
      fee: reais(delivery.feeCents),
      free: delivery.feeCents === 0,
      estimated_time: delivery.estimatedTime,
      eta: deliveryTimeMinutes(delivery.estimatedTime),
      zone: delivery.zoneName,
      min_order: reais(delivery.minOrderCents),
    },
    refusal: null,
  };
}

/** GET /api/stores/discover: public stores by CEP, saved address or city, business type, open now and delivering there. */
export async function discoverStores(deps: { db: Db; placer: DeliveryPlacer; profiles: DiscoveryProfiles; now: Date }, query: DiscoveryQuery, user: UserRow | null): Promise<DiscoveryResponse> {
  const { db, now } = deps;
  const businessTypeId = await businessTypeIdOf(db, query.business_type);
  const place = await placeDiscovery(deps, query, user);
  const placed = place?.placed ?? null;
  const stamps = await candidateStamps(db, { businessTypeId, place: placed, city: query.city, uf: query.uf });
  const ids = stamps.map(({ id }) => id);
  const [profiles, reviews] = await Promise.all([deps.profiles.of(db, stamps), reviewTotalsOfStores(db, ids)]);

  const rows: DiscoveryStore[] = profiles.map(({ row, delivery: zones }) => {
    const store = toStorePublic(row, [], zones, now);
    const paused = store.ordersPaused !== null;
    const { delivery, refusal } = placed ? deliveryTo(store, placed, now) : { delivery: null, refusal: null };
    const totals = reviews.get(store.id);
    const average = totals ? ratingAverage(totals.foodSum, totals.count) : null;
    return {
      id: store.id,
      slug: store.slug,
      name: store.name,
      business_type: store.businessType ? { slug: store.businessType.slug, name: store.businessType.name } : null,
      logo: store.logo,
      district: store.district,
      city: store.city,
      state: store.state,
      is_open: store.isOpen,
      paused,
      opens_at: store.opensAt,
      status_text: discoveryStatusText({ isOpen: store.isOpen, paused, opensAt: store.opensAt }, now),
      rating: average === null || !totals ? null : { average, count: totals.count },
      delivery,
      delivery_refusal: refusal,
      distance_km: placed?.location && store.location ? oneDecimal(distanceKm(placed.location, store.location)) : null,
    };
  });

  const kept = rows
    .filter((row) => passesDiscoveryFilters({ is_open: row.is_open, delivers: row.delivery !== null }, query))
    .sort((a, b) => compareDiscovery({ ...a, delivers: a.delivery !== null }, { ...b, delivers: b.delivery !== null }));
  return {
    ...pageOf(kept, query.page, query.per_page),
    address: place ? { cep: place.cep, district: place.placed.district, city: place.placed.city, state: place.placed.state, located: place.placed.location !== null } : null,
  };
}
