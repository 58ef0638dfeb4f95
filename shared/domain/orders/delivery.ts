import { perKmFeeCents, surchargesAt, type AppliedSurcharge, type DeliveryRatesRules } from '../delivery/rates';
import { polygonContains, type DeliveryPolygonRule, type DeliveryZoneKind } from '../delivery/zones';
import { foldText, maskCep } from '../masks';
import { formatBRL } from '../money';

/** A neighbourhood zone (bairro): its own fee, minimum order and time. Money in centavos. */
export type DeliveryZoneRule = {
  name: string;
  /** Neighbourhood names as customers write them; matched without case or accents, in `city`/`state` only. */
  districts: string[];
  /** The city and state (UF) of the districts; a zone without them matches no address. */
  city: string | null;
  state: string | null;
  feeCents: number;
  /** null = the store's minimum. */
  minOrderCents: number | null;
  /** null = the store's delivery time. */
  estimatedTime: string | null;
};

/** A distance band from the store: up to `upToKm` costs `feeCents`. */
export type DeliveryBandRule = {
  upToKm: number;
  feeCents: number;
  minOrderCents: number | null;
  estimatedTime: string | null;
};

export type Coordinates = { latitude: number; longitude: number };

/** Everything that prices a delivery; built from the store (API) or from StorePublic (browser). */
export type DeliveryRules = {
  /** Polygons drawn on the map (shared/domain/delivery/zones.ts), in the store's order. */
  polygons: DeliveryPolygonRule[];
  zones: DeliveryZoneRule[];
  bands: DeliveryBandRule[];
  /** Flat fee when the store has neither zones nor bands (and the fallback of bands without coordinates). */
  flatFeeCents: number;
  /** Free delivery from this items subtotal up; null = never free. */
  minFreeDeliveryCents: number | null;
  minOrderCents: number;
  /** Delivery radius in km (deliveryRange.max); null = unlimited. */
  maxDistanceKm: number | null;
  storeLocation: Coordinates | null;
  deliveryTime: string | null;
  /** Per km, surcharges by time window and the rain mode (shared/domain/delivery/rates.ts). */
  rates: DeliveryRatesRules;
};

/**
 * Where a delivery address is. On the server: district, city and state of the CEP (the typed district
 * when the CEP has none) and the point of the server's geocoder, never the client's.
 */
export type DeliveryAddressInput = {
  district: string | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
  location: Coordinates | null;
};

export type DeliveryQuote =
  | {
      ok: true;
      feeCents: number;
      /** The fee before free delivery applied (to show 'Grátis' against it): the zone's, per km and surcharges. */
      baseFeeCents: number;
      freeDelivery: boolean;
      minOrderCents: number;
      estimatedTime: string | null;
      zoneName: string | null;
      distanceKm: number | null;
      /** The kind of zone that priced the address; null = the store's flat fee. */
      zoneKind?: DeliveryZoneKind | null;
      /** The per-km part of baseFeeCents. */
      distanceFeeCents?: number;
      /** The surcharges in baseFeeCents (time windows, rain mode). */
      surcharges?: AppliedSurcharge[];
    }
  | { ok: false; reason: DeliveryRefusalReason; message: string };

export type DeliveryRefusalReason = 'district' | 'distance' | 'location' | 'cep' | 'city';

export const DELIVERY_MESSAGES = {
  location: 'Não foi possível localizar o endereço para calcular a entrega. Confira o CEP e o número.',
  cepNotFound: 'CEP não encontrado. Confira o CEP do endereço de entrega.',
  cepUnavailable: 'Não foi possível confirmar o CEP agora. Tente novamente em instantes.',
} as const;

/** The error key of each refusal on the wire (the checkout shows it under that field). */
export const DELIVERY_REFUSAL_FIELDS: Record<DeliveryRefusalReason, string> = {
  district: 'address.district',
  distance: 'address.location',
  location: 'address.location',
  cep: 'address.cep',
  city: 'address.city',
};

export function outsideDistrictMessage(district: string, city?: string | null, state?: string | null): string {
  const where = [city?.trim(), state?.trim().toUpperCase()].filter(Boolean).join('/');
  return `Não entregamos no bairro ${district.trim()}${where ? ` (${where})` : ''}.`;
}

export function cepCityMismatchMessage(cep: string, cepCity: string, cepState: string): string {
  return `O CEP ${maskCep(cep)} é de ${cepCity}/${cepState.toUpperCase()}. Confira a cidade, o estado e o CEP.`;
}

export const OUTSIDE_AREA_MESSAGE = 'Endereço fora das áreas de entrega da loja.';

/** Made once: toLocaleString builds a formatter per call, and the store finder words a refusal for hundreds of stores. */
const KM = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const KM_EXACT = new Intl.NumberFormat('pt-BR');

export function outsideRadiusMessage(distanceKm: number, maxKm: number): string {
  return `Endereço fora da área de entrega (${KM.format(distanceKm)} km; entregamos até ${KM.format(maxKm)} km).`;
}


const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Base = {
  feeCents: number;
  minOrderCents: number | null;
  estimatedTime: string | null;
  zoneName: string | null;
  distanceKm: number | null;
  zoneKind: DeliveryZoneKind | null;
  /** The rule's fee takes the per-km rate (a distance ring or the flat fee). */
  perKm: boolean;
};

type Refusal = Extract<DeliveryQuote, { ok: false }>;

const sameText = (a: string | null | undefined, b: string | null | undefined) => foldText(a) !== '' && foldText(a) === foldText(b);

/** The bairro zone of an address: its district in the zone's list, in the zone's city and state. */
export function matchingZone(zones: DeliveryZoneRule[], address: Pick<DeliveryAddressInput, 'district' | 'city' | 'state'>): DeliveryZoneRule | null {
  const district = foldText(address.district);
  if (district === '') return null;
  return (
    zones.find(
      (z) => sameText(z.state, address.state) && sameText(z.city, address.city) && z.districts.some((d) => foldText(d) === district),
    ) ?? null
  );
}

/** The first polygon (in the store's order) that contains the point. */
export function matchingPolygon(polygons: DeliveryPolygonRule[], location: Coordinates | null): DeliveryPolygonRule | null {
  return location ? (polygons.find((polygon) => polygonContains(polygon.points, location)) ?? null) : null;
}

const locationRefusal = (): Refusal => ({ ok: false, reason: 'location', message: DELIVERY_MESSAGES.location });

/**
 * The rule that prices an address, by DELIVERY_ZONE_PRECEDENCE: a drawn polygon, then a bairro zone, then the smallest
 * distance ring; without any zone, the flat fee. Radius: applied whenever the store has one and a location, to every
 * rule. Without a point for the address (geocoder down or address unknown to it) only a bairro zone can place it: the
 * store named that district of that city itself; polygons, distance rings and a flat fee within a radius are refused.
 */
function pickRule(rules: DeliveryRules, address: DeliveryAddressInput): Base | Refusal {
  const distance = rules.storeLocation && address.location ? distanceKm(rules.storeLocation, address.location) : null;
  const radius = rules.storeLocation ? rules.maxDistanceKm : null;
  if (radius !== null && distance !== null && distance > radius) {
    return { ok: false, reason: 'distance', message: outsideRadiusMessage(distance, radius) };
  }
  const polygon = matchingPolygon(rules.polygons, address.location);
  if (polygon) {
    return { feeCents: polygon.feeCents, minOrderCents: polygon.minOrderCents, estimatedTime: polygon.estimatedTime, zoneName: polygon.name, distanceKm: distance, zoneKind: 'polygon', perKm: false };
  }
  const zone = matchingZone(rules.zones, address);
  if (zone) return { feeCents: zone.feeCents, minOrderCents: zone.minOrderCents, estimatedTime: zone.estimatedTime, zoneName: zone.name, distanceKm: distance, zoneKind: 'district', perKm: false };
  if (rules.bands.length > 0) {
    if (distance === null) {
      if (rules.storeLocation === null) return { feeCents: rules.flatFeeCents, minOrderCents: null, estimatedTime: null, zoneName: null, distanceKm: null, zoneKind: null, perKm: true };
      return locationRefusal();
    }
    // The smallest ring that contains the address (rings of the same size: the store's order).
    const band = [...rules.bands].sort((a, b) => a.upToKm - b.upToKm).find((b) => distance <= b.upToKm);
    if (!band) {
      const maxBand = Math.max(...rules.bands.map((b) => b.upToKm));
      return { ok: false, reason: 'distance', message: outsideRadiusMessage(distance, rules.maxDistanceKm ?? maxBand) };
    }
    return {
      feeCents: band.feeCents,
      minOrderCents: band.minOrderCents,
      estimatedTime: band.estimatedTime,
      zoneName: `Até ${KM_EXACT.format(band.upToKm)} km`,
      distanceKm: distance,
      zoneKind: 'distance',
      perKm: true,
    };
  }
  // Outside every zone the store has: refused (a polygon might still hold it once the address has a point).
  if (rules.zones.length > 0) {
    if (rules.polygons.length > 0 && address.location === null) return locationRefusal();
    return { ok: false, reason: 'district', message: outsideDistrictMessage(address.district ?? '', address.city, address.state) };
  }
  if (rules.polygons.length > 0) return address.location === null ? locationRefusal() : { ok: false, reason: 'distance', message: OUTSIDE_AREA_MESSAGE };
  if (radius !== null && distance === null) return locationRefusal();
  return { feeCents: rules.flatFeeCents, minOrderCents: null, estimatedTime: null, zoneName: null, distanceKm: distance, zoneKind: null, perKm: true };
}

/**
 * The delivery fee for an address at the instant `at` (product notes "Delivery fees"): the zone by
 * DELIVERY_ZONE_PRECEDENCE (polygon, bairro, smallest ring) within the store's radius, else the flat fee; a ring's or
 * the flat fee + per km × distance (rounded to the centavo); + the surcharges in force at `at` (time windows on São
 * Paulo's clock, rain mode); all of it free from `minFreeDeliveryCents` of items subtotal up. Addresses outside every
 * rule are refused. The browser and the server pass the same rules and instant and get the same fee.
 */
export function quoteDelivery(rules: DeliveryRules, address: DeliveryAddressInput, subtotalCents: number, at: Date): DeliveryQuote {
  const picked = pickRule(rules, address);
  if ('ok' in picked) return picked;
  const perKm = picked.perKm ? rules.rates.perKmCents : null;
  // A per-km fee needs the distance: without the address's point (the store has one) it cannot be priced.
  if (perKm !== null && perKm > 0 && picked.distanceKm === null && rules.storeLocation !== null) return locationRefusal();
  const distanceFeeCents = perKmFeeCents(perKm, picked.distanceKm);
  const surcharges = surchargesAt(rules.rates, at);
  const baseFeeCents = picked.feeCents + distanceFeeCents + surcharges.reduce((sum, s) => sum + s.amountCents, 0);
  const freeDelivery = rules.minFreeDeliveryCents !== null && subtotalCents >= rules.minFreeDeliveryCents && baseFeeCents > 0;
  return {
    ok: true,
    feeCents: freeDelivery ? 0 : baseFeeCents,
    baseFeeCents,
    freeDelivery,
    minOrderCents: picked.minOrderCents ?? rules.minOrderCents,
    estimatedTime: picked.estimatedTime ?? rules.deliveryTime,
    zoneName: picked.zoneName,
    distanceKm: picked.distanceKm,
    zoneKind: picked.zoneKind,
    distanceFeeCents,
    surcharges,
  };
}

export function minOrderNotReachedMessage(minCents: number): string {
  return `O pedido mínimo é de ${formatBRL(minCents)} (sem a taxa de entrega).`;
}
