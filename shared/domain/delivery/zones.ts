/**
 * Delivery zones as the store draws them on /store/delivery/zones: bairro lists, distance rings from the store and
 * polygons drawn on the map. quoteDelivery (orders/delivery.ts) picks the zone of an address by DELIVERY_ZONE_PRECEDENCE;
 * the editor shows DELIVERY_ZONE_PRECEDENCE_TEXT. Money in reais on the wire (this schema), centavos in the rules.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { array, boolean, number, object, string, type InferType } from 'yup';
import '../validation/yup-locale';
import type { Coordinates } from '../orders/delivery';

/** The kinds of zone, in their precedence: the first kind that contains an address prices it. */
export const DELIVERY_ZONE_KINDS = ['polygon', 'district', 'distance'] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];

/** When zones overlap: a drawn polygon, then a bairro list, then the smallest ring; inside one kind, the zone's order. */
export const DELIVERY_ZONE_PRECEDENCE: readonly DeliveryZoneKind[] = DELIVERY_ZONE_KINDS;

export const DELIVERY_ZONE_PRECEDENCE_TEXT =
  'Quando zonas se sobrepõem vale: 1º polígono desenhado, 2º lista de bairros, 3º anel de distância (o menor que contém o endereço). ' +
  'Entre zonas do mesmo tipo vale a ordem da lista. Fora de todas as zonas ativas a entrega é recusada; sem nenhuma zona ativa vale a taxa fixa das Configurações. ' +
  'O raio de entrega das Configurações limita todas as zonas.';

export const DELIVERY_ZONE_KIND_LABELS: Record<DeliveryZoneKind, string> = {
  polygon: 'Polígono desenhado',
  district: 'Lista de bairros',
  distance: 'Anel de distância',
};

/** A polygon zone as the rules read it (centavos): a ring of at least 3 points, closed implicitly. */
export type DeliveryPolygonRule = {
  name: string;
  points: Coordinates[];
  feeCents: number;
  minOrderCents: number | null;
  estimatedTime: string | null;
};

/** A polygon zone as the storefront receives it (StorePublic.deliveryPolygons, reais). */
export type StoreDeliveryPolygon = {
  name: string;
  points: Coordinates[];
  fee: number;
  minOrderValue: number | null;
  estimatedTime: string | null;
};

const samePoint = (a: Coordinates, b: Coordinates) => a.latitude === b.latitude && a.longitude === b.longitude;

/** Whether `point` lies inside the polygon (its border counts as inside); fewer than 3 points contain nothing. */
export function polygonContains(points: readonly Coordinates[], point: Coordinates): boolean {
  if (points.length < 3) return false;
  const ring = points.map((p) => [p.longitude, p.latitude]);
  if (!samePoint(points[0]!, points[points.length - 1]!)) ring.push([points[0]!.longitude, points[0]!.latitude]);
  if (ring.length < 4) return false;
  return booleanPointInPolygon([point.longitude, point.latitude], { type: 'Polygon', coordinates: [ring] });
}

/** How many different points a polygon has (a repeated click is not a vertex). */
export function distinctPoints(points: readonly Coordinates[]): number {
  return points.filter((p, i) => points.findIndex((q) => samePoint(p, q)) === i).length;
}

export const MAX_ZONE_POINTS = 200;
export const MAX_ZONE_DISTRICTS = 100;
export const MAX_ZONE_FEE = 500;
export const MAX_ZONE_MIN_ORDER = 10_000;
export const MAX_RING_KM = 100;

export const DELIVERY_ZONE_MESSAGES = {
  kind: 'Escolha o tipo da zona: polígono, lista de bairros ou anel de distância',
  name: 'Informe o nome da zona',
  nameLength: 'O nome da zona pode ter no máximo 60 caracteres',
  feeRequired: 'Informe a taxa de entrega da zona (R$ 0,00 = grátis)',
  feeNegative: 'A taxa de entrega não pode ser negativa',
  feeRange: `A taxa de entrega pode ser no máximo R$ ${MAX_ZONE_FEE},00`,
  minOrderNegative: 'O pedido mínimo não pode ser negativo',
  minOrderRange: 'O pedido mínimo pode ser no máximo R$ 10.000,00',
  estimatedTime: 'O tempo estimado pode ter no máximo 40 caracteres',
  districts: 'Informe ao menos um bairro',
  districtBlank: 'Informe o nome do bairro',
  districtsMax: `No máximo ${MAX_ZONE_DISTRICTS} bairros por zona`,
  city: 'Informe a cidade dos bairros',
  state: 'Informe a UF dos bairros (2 letras, ex.: SP)',
  ringKm: 'Informe o raio do anel em km',
  ringRange: `O raio do anel deve ser maior que 0 e no máximo ${MAX_RING_KM} km`,
  polygon: 'Desenhe o polígono com pelo menos 3 pontos',
  polygonMax: `O polígono pode ter no máximo ${MAX_ZONE_POINTS} pontos`,
  latitude: 'Latitude inválida (entre -90 e 90)',
  longitude: 'Longitude inválida (entre -180 e 180)',
  sortOrder: 'Ordem inválida',
  notFound: 'Zona de entrega não encontrada.',
} as const;

const coordinateSchema = object({
  latitude: number().typeError(DELIVERY_ZONE_MESSAGES.latitude).min(-90, DELIVERY_ZONE_MESSAGES.latitude).max(90, DELIVERY_ZONE_MESSAGES.latitude).required(DELIVERY_ZONE_MESSAGES.latitude),
  longitude: number().typeError(DELIVERY_ZONE_MESSAGES.longitude).min(-180, DELIVERY_ZONE_MESSAGES.longitude).max(180, DELIVERY_ZONE_MESSAGES.longitude).required(DELIVERY_ZONE_MESSAGES.longitude),
});

const isKind = (kind: DeliveryZoneKind) => (value: unknown) => value === kind;

/**
 * POST /api/stores/{storeId}/delivery/zones and PUT …/zones/{zoneId} (the whole zone), and the editor's dialogs. Each kind
 * requires its own fields (bairros + cidade + UF, the ring's km, the polygon's points); the others' are ignored.
 */
export const deliveryZoneInputSchema = object({
  kind: string().oneOf([...DELIVERY_ZONE_KINDS], DELIVERY_ZONE_MESSAGES.kind).required(DELIVERY_ZONE_MESSAGES.kind),
  name: string().trim().max(60, DELIVERY_ZONE_MESSAGES.nameLength).required(DELIVERY_ZONE_MESSAGES.name),
  /** Reais. */
  fee: number()
    .typeError(DELIVERY_ZONE_MESSAGES.feeRequired)
    .min(0, DELIVERY_ZONE_MESSAGES.feeNegative)
    .max(MAX_ZONE_FEE, DELIVERY_ZONE_MESSAGES.feeRange)
    .required(DELIVERY_ZONE_MESSAGES.feeRequired),
  /** Reais; null = the store's minimum. */
  minOrderValue: number()
    .typeError(DELIVERY_ZONE_MESSAGES.minOrderNegative)
    .min(0, DELIVERY_ZONE_MESSAGES.minOrderNegative)
    .max(MAX_ZONE_MIN_ORDER, DELIVERY_ZONE_MESSAGES.minOrderRange)
    .nullable()
    .default(null),
  /** null = the store's delivery time. */
  estimatedTime: string().trim().max(40, DELIVERY_ZONE_MESSAGES.estimatedTime).nullable().default(null),
  isActive: boolean().default(true),
  /** Order among the zones of its kind; null on a new zone = after the others. */
  sortOrder: number().typeError(DELIVERY_ZONE_MESSAGES.sortOrder).integer(DELIVERY_ZONE_MESSAGES.sortOrder).min(0, DELIVERY_ZONE_MESSAGES.sortOrder).max(100_000, DELIVERY_ZONE_MESSAGES.sortOrder).nullable().default(null),
  districts: array(string().trim().max(60).required(DELIVERY_ZONE_MESSAGES.districtBlank))
    .max(MAX_ZONE_DISTRICTS, DELIVERY_ZONE_MESSAGES.districtsMax)
    .default([])
    .when('kind', { is: isKind('district'), then: (s) => s.min(1, DELIVERY_ZONE_MESSAGES.districts).required(DELIVERY_ZONE_MESSAGES.districts) }),
  city: string()
    .trim()
    .max(80)
    .nullable()
    .default(null)
    .when('kind', { is: isKind('district'), then: (s) => s.required(DELIVERY_ZONE_MESSAGES.city) }),
  state: string()
    .trim()
    .nullable()
    .default(null)
    .when('kind', { is: isKind('district'), then: (s) => s.required(DELIVERY_ZONE_MESSAGES.state).matches(/^[A-Za-z]{2}$/, DELIVERY_ZONE_MESSAGES.state) }),
  /** Distance ring: up to this many km from the store. */
  upToKm: number()
    .typeError(DELIVERY_ZONE_MESSAGES.ringRange)
    .nullable()
    .default(null)
    .when('kind', {
      is: isKind('distance'),
      then: (s) => s.required(DELIVERY_ZONE_MESSAGES.ringKm).moreThan(0, DELIVERY_ZONE_MESSAGES.ringRange).max(MAX_RING_KM, DELIVERY_ZONE_MESSAGES.ringRange),
    }),
  /** Polygon: its vertices in drawing order (at least 3 different points). */
  polygon: array(coordinateSchema)
    .nullable()
    .default(null)
    .when('kind', {
      is: isKind('polygon'),
      then: (s) =>
        s
          .required(DELIVERY_ZONE_MESSAGES.polygon)
          .max(MAX_ZONE_POINTS, DELIVERY_ZONE_MESSAGES.polygonMax)
          .test('vertices', DELIVERY_ZONE_MESSAGES.polygon, (points) => !points || distinctPoints(points as Coordinates[]) >= 3),
    }),
});

export type DeliveryZoneInput = InferType<typeof deliveryZoneInputSchema>;

/** A zone as GET/POST/PUT /api/stores/{storeId}/delivery/zones answer it (reais). */
export type DeliveryZoneView = {
  id: number;
  kind: DeliveryZoneKind;
  name: string;
  fee: number;
  minOrderValue: number | null;
  estimatedTime: string | null;
  isActive: boolean;
  sortOrder: number;
  districts: string[];
  city: string | null;
  state: string | null;
  upToKm: number | null;
  polygon: Coordinates[] | null;
};

/** POST /api/stores/{storeId}/delivery/simulate: an address as the store types it (CEP and number; the rest comes from the CEP). */
export const deliverySimulationSchema = object({
  cep: string()
    .trim()
    .required('Informe o CEP')
    .test('cep', 'CEP inválido', (v) => !v || /^\d{5}-?\d{3}$/.test(v)),
  number: string().trim().max(20).required('Informe o número'),
  street: string().trim().max(160).nullable().default(null),
  district: string().trim().max(80).nullable().default(null),
  city: string().trim().max(80).nullable().default(null),
  state: string().trim().max(2).nullable().default(null),
  /** Items subtotal, reais (free delivery and the minimum). */
  subtotal: number().typeError('Subtotal inválido').min(0, 'Subtotal inválido').max(1_000_000, 'Subtotal inválido').nullable().default(null),
});

export type DeliverySimulationInput = InferType<typeof deliverySimulationSchema>;

/** The simulation's answer: what the checkout would charge for that address now, or why it would refuse it. */
export type DeliverySimulation =
  | {
      ok: true;
      zone: { name: string | null; kind: DeliveryZoneKind | null };
      /** Reais: charged (0 when free), before free delivery, and its parts. */
      fee: number;
      baseFee: number;
      distanceFee: number;
      free: boolean;
      surcharges: { label: string; amount: number }[];
      minOrder: number;
      estimatedTime: string | null;
      distanceKm: number | null;
      /** Where the server placed it (the CEP's district, city and state; its geocoder's point). */
      address: { district: string; city: string; state: string; latitude: number | null; longitude: number | null };
    }
  | { ok: false; message: string; field: string };
