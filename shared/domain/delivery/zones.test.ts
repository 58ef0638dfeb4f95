/** @jest-environment node */
import { ValidationError } from 'yup';
import { distanceKm, OUTSIDE_AREA_MESSAGE, quoteDelivery, type DeliveryAddressInput, type DeliveryRules } from '../orders/delivery';
import { yupFieldErrors } from '../validation';
import { NO_DELIVERY_RATES } from './rates';
import { DELIVERY_ZONE_MESSAGES, DELIVERY_ZONE_PRECEDENCE, DELIVERY_ZONE_PRECEDENCE_TEXT, deliveryZoneInputSchema, polygonContains, type DeliveryPolygonRule } from './zones';

const STORE = { latitude: -23.5558, longitude: -46.6586 };
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
const FARIA_LIMA = { latitude: -23.5868, longitude: -46.6847 };
const SP = { city: 'São Paulo', state: 'SP' };
const NOW = new Date('2026-11-24T20:00:00-03:00');

/** A square around Avenida Paulista (and the store), not Faria Lima. */
const PAULISTA_SQUARE = [
  { latitude: -23.55, longitude: -46.67 },
  { latitude: -23.55, longitude: -46.65 },
  { latitude: -23.57, longitude: -46.65 },
  { latitude: -23.57, longitude: -46.67 },
];

const polygon = (name: string, points = PAULISTA_SQUARE, feeCents = 300): DeliveryPolygonRule => ({ name, points, feeCents, minOrderCents: null, estimatedTime: '20 min' });
const bairro = { name: 'Centro', districts: ['Bela Vista', 'Itaim Bibi'], ...SP, feeCents: 500, minOrderCents: 2000, estimatedTime: '30 min' };
const ring = (upToKm: number, feeCents: number) => ({ upToKm, feeCents, minOrderCents: null, estimatedTime: null });

const rules = (overrides: Partial<DeliveryRules> = {}): DeliveryRules => ({
  polygons: [],
  zones: [],
  bands: [],
  flatFeeCents: 700,
  minFreeDeliveryCents: null,
  minOrderCents: 1000,
  maxDistanceKm: null,
  storeLocation: STORE,
  deliveryTime: '40-60 minutos',
  rates: NO_DELIVERY_RATES,
  ...overrides,
});
const address = (district: string, location: DeliveryAddressInput['location']): DeliveryAddressInput => ({ district, ...SP, location });

describe('polygonContains (turf)', () => {
  it('inside, outside, on the border; fewer than 3 points contain nothing', () => {
    expect(polygonContains(PAULISTA_SQUARE, PAULISTA)).toBe(true);
    expect(polygonContains(PAULISTA_SQUARE, FARIA_LIMA)).toBe(false);
    expect(polygonContains(PAULISTA_SQUARE, { latitude: -23.56, longitude: -46.65 })).toBe(true);
    expect(polygonContains(PAULISTA_SQUARE.slice(0, 2), PAULISTA)).toBe(false);
  });

  it('a concave polygon (an L) leaves out the notch its bounding box covers', () => {
    const l = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 2 },
      { latitude: 1, longitude: 2 },
      { latitude: 1, longitude: 1 },
      { latitude: 2, longitude: 1 },
      { latitude: 2, longitude: 0 },
    ];
    expect(polygonContains(l, { latitude: 0.5, longitude: 1.5 })).toBe(true);
    expect(polygonContains(l, { latitude: 1.5, longitude: 0.5 })).toBe(true);
    expect(polygonContains(l, { latitude: 1.5, longitude: 1.5 })).toBe(false);
    // An explicitly closed ring is the same polygon.
    expect(polygonContains([...l, l[0]!], { latitude: 1.5, longitude: 1.5 })).toBe(false);
  });
});

describe('precedence: polygon, then bairro list, then the smallest ring', () => {
  it('is stated once, in Portuguese, in the order the quote applies', () => {
    expect(DELIVERY_ZONE_PRECEDENCE).toEqual(['polygon', 'district', 'distance']);
    expect(DELIVERY_ZONE_PRECEDENCE_TEXT).toMatch(/^Quando zonas se sobrepõem vale: 1º polígono desenhado, 2º lista de bairros, 3º anel de distância \(o menor que contém o endereço\)/);
  });

  it('an address in a polygon, a bairro zone and a ring is priced by the polygon; without it by the bairro; without both by the ring', () => {
    const all = rules({ polygons: [polygon('Paulista desenhada')], zones: [bairro], bands: [ring(2, 700)] });
    expect(quoteDelivery(all, address('Bela Vista', PAULISTA), 3000, NOW)).toMatchObject({ ok: true, zoneName: 'Paulista desenhada', zoneKind: 'polygon', feeCents: 300, estimatedTime: '20 min', minOrderCents: 1000 });
    expect(quoteDelivery({ ...all, polygons: [] }, address('Bela Vista', PAULISTA), 3000, NOW)).toMatchObject({ ok: true, zoneName: 'Centro', zoneKind: 'district', feeCents: 500, minOrderCents: 2000 });
    expect(quoteDelivery({ ...all, polygons: [], zones: [] }, address('Bela Vista', PAULISTA), 3000, NOW)).toMatchObject({ ok: true, zoneName: 'Até 2 km', zoneKind: 'distance', feeCents: 700 });
  });

  it('outside the polygon the bairro zone still prices the address (Itaim Bibi at Faria Lima)', () => {
    const all = rules({ polygons: [polygon('Paulista desenhada')], zones: [bairro] });
    expect(quoteDelivery(all, address('Itaim Bibi', FARIA_LIMA), 3000, NOW)).toMatchObject({ ok: true, zoneKind: 'district', zoneName: 'Centro' });
  });

  it('two overlapping polygons: the first in the store’s order wins', () => {
    const big = [
      { latitude: -23.5, longitude: -46.8 },
      { latitude: -23.5, longitude: -46.5 },
      { latitude: -23.7, longitude: -46.5 },
      { latitude: -23.7, longitude: -46.8 },
    ];
    const ordered = rules({ polygons: [polygon('Pequeno', PAULISTA_SQUARE, 300), polygon('Grande', big, 900)] });
    expect(quoteDelivery(ordered, address('x', PAULISTA), 3000, NOW)).toMatchObject({ zoneName: 'Pequeno', feeCents: 300 });
    expect(quoteDelivery({ ...ordered, polygons: [...ordered.polygons].reverse() }, address('x', PAULISTA), 3000, NOW)).toMatchObject({ zoneName: 'Grande', feeCents: 900 });
    expect(quoteDelivery(ordered, address('x', FARIA_LIMA), 3000, NOW)).toMatchObject({ zoneName: 'Grande' });
  });

  it('rings: the smallest ring that contains the address, whatever the list order; beyond the largest, refused', () => {
    const rings = rules({ bands: [ring(10, 1500), ring(5, 900), ring(1, 400)] });
    expect(quoteDelivery(rings, address('x', PAULISTA), 3000, NOW)).toMatchObject({ ok: true, feeCents: 400, zoneName: 'Até 1 km' });
    expect(quoteDelivery(rings, address('x', FARIA_LIMA), 3000, NOW)).toMatchObject({ ok: true, feeCents: 900, zoneName: 'Até 5 km' });
    expect(quoteDelivery({ ...rings, bands: [ring(1, 400)] }, address('x', FARIA_LIMA), 3000, NOW)).toMatchObject({ ok: false, reason: 'distance' });
  });

  it('only polygons: outside all of them refused; without the address’s point, it cannot be placed', () => {
    const drawn = rules({ polygons: [polygon('Paulista desenhada')] });
    expect(quoteDelivery(drawn, address('Itaim Bibi', FARIA_LIMA), 3000, NOW)).toEqual({ ok: false, reason: 'distance', message: OUTSIDE_AREA_MESSAGE });
    expect(quoteDelivery(drawn, address('Bela Vista', null), 3000, NOW)).toMatchObject({ ok: false, reason: 'location' });
    // Polygons and bairros, no point: the bairro still places it; an unknown bairro asks for the location.
    const both = rules({ polygons: [polygon('Paulista desenhada')], zones: [bairro] });
    expect(quoteDelivery(both, address('Bela Vista', null), 3000, NOW)).toMatchObject({ ok: true, zoneKind: 'district' });
    expect(quoteDelivery(both, address('Moema', null), 3000, NOW)).toMatchObject({ ok: false, reason: 'location' });
  });

  it('the store’s radius limits a polygon too', () => {
    const far = [
      { latitude: -23.0, longitude: -47.0 },
      { latitude: -23.0, longitude: -46.0 },
      { latitude: -24.0, longitude: -46.0 },
      { latitude: -24.0, longitude: -47.0 },
    ];
    const limited = rules({ polygons: [polygon('Grande SP', far)], maxDistanceKm: 2 });
    expect(quoteDelivery(limited, address('x', PAULISTA), 3000, NOW)).toMatchObject({ ok: true, zoneName: 'Grande SP' });
    expect(quoteDelivery(limited, address('x', FARIA_LIMA), 3000, NOW)).toMatchObject({ ok: false, reason: 'distance' });
    expect(distanceKm(STORE, FARIA_LIMA)).toBeGreaterThan(2);
  });
});

describe('deliveryZoneInputSchema: per-field Portuguese messages', () => {
  const errorsOf = (input: Record<string, unknown>) => {
    try {
      deliveryZoneInputSchema.validateSync(input, { abortEarly: false });
      return {};
    } catch (error) {
      return yupFieldErrors(error as ValidationError);
    }
  };

  it('a polygon needs at least 3 different points', () => {
    const two = [PAULISTA, FARIA_LIMA];
    expect(errorsOf({ kind: 'polygon', name: 'Desenho', fee: 5, polygon: two })).toEqual({ polygon: [DELIVERY_ZONE_MESSAGES.polygon] });
    expect(errorsOf({ kind: 'polygon', name: 'Desenho', fee: 5, polygon: [PAULISTA, PAULISTA, FARIA_LIMA] })).toEqual({ polygon: [DELIVERY_ZONE_MESSAGES.polygon] });
    expect(errorsOf({ kind: 'polygon', name: 'Desenho', fee: 5 })).toEqual({ polygon: [DELIVERY_ZONE_MESSAGES.polygon] });
    expect(errorsOf({ kind: 'polygon', name: 'Desenho', fee: 5, polygon: [...two, { latitude: 95, longitude: 0 }] })).toEqual({ 'polygon.2.latitude': [DELIVERY_ZONE_MESSAGES.latitude] });
    expect(errorsOf({ kind: 'polygon', name: 'Desenho', fee: 5, polygon: PAULISTA_SQUARE })).toEqual({});
  });

  it('a ring needs its km; a bairro list its districts, city and UF; no fee is negative', () => {
    expect(errorsOf({ kind: 'distance', name: 'Anel', fee: 5 })).toEqual({ upToKm: [DELIVERY_ZONE_MESSAGES.ringKm] });
    expect(errorsOf({ kind: 'distance', name: 'Anel', fee: 5, upToKm: 0 })).toEqual({ upToKm: [DELIVERY_ZONE_MESSAGES.ringRange] });
    expect(errorsOf({ kind: 'district', name: 'Bairros', fee: 5, districts: [] })).toEqual({
      districts: [DELIVERY_ZONE_MESSAGES.districts],
      city: [DELIVERY_ZONE_MESSAGES.city],
      state: [DELIVERY_ZONE_MESSAGES.state],
    });
    expect(errorsOf({ kind: 'district', name: ' ', fee: -1, districts: ['Centro'], city: 'São Paulo', state: 'SPX' })).toEqual({
      name: [DELIVERY_ZONE_MESSAGES.name],
      fee: [DELIVERY_ZONE_MESSAGES.feeNegative],
      state: [DELIVERY_ZONE_MESSAGES.state],
    });
    expect(errorsOf({ kind: 'hexagon', name: 'x', fee: 1 })).toEqual({ kind: [DELIVERY_ZONE_MESSAGES.kind] });
  });
});
