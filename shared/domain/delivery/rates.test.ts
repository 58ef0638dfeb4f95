/** @jest-environment node */
import { ValidationError } from 'yup';
import { distanceKm, quoteDelivery, type DeliveryAddressInput, type DeliveryRules } from '../orders/delivery';
import { deliveryRulesOf } from '../orders/delivery-rules';
import type { StorePublic } from '../store/types';
import { yupFieldErrors } from '../validation';
import { DELIVERY_RATES_MESSAGES, NO_DELIVERY_RATES, perKmFeeCents, RAIN_SURCHARGE_LABEL, surchargeActiveAt, surchargesAt, type DeliveryRatesRules } from './rates';
import { deliveryRatesInputSchema } from './rates-schema';

const STORE = { latitude: -23.5558, longitude: -46.6586 };
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
const FARIA_LIMA = { latitude: -23.5868, longitude: -46.6847 };
const SP = { city: 'São Paulo', state: 'SP' };
const address = (location: DeliveryAddressInput['location'], district = 'Bela Vista'): DeliveryAddressInput => ({ district, ...SP, location });

/** São Paulo wall-clock instants (UTC−3). 2026-11-27 is a Friday. */
const FRIDAY_2030 = new Date('2026-11-27T20:30:00-03:00');
const THURSDAY_2030 = new Date('2026-11-26T20:30:00-03:00');
const SATURDAY_0100 = new Date('2026-11-28T01:00:00-03:00');
const FRIDAY_0100 = new Date('2026-11-27T01:00:00-03:00');
const FRIDAY_1200 = new Date('2026-11-27T12:00:00-03:00');

const rules = (rates: Partial<DeliveryRatesRules> = {}, overrides: Partial<DeliveryRules> = {}): DeliveryRules => ({
  polygons: [],
  zones: [],
  bands: [],
  flatFeeCents: 500,
  minFreeDeliveryCents: null,
  minOrderCents: 0,
  maxDistanceKm: null,
  storeLocation: STORE,
  deliveryTime: null,
  rates: { ...NO_DELIVERY_RATES, ...rates },
  ...overrides,
});

const RUSH = { label: 'Horário de pico', weekdays: ['friday', 'saturday'] as const, from: '18:00', to: '23:00', amountCents: 200 };
const LATE = { label: 'Madrugada', weekdays: ['friday'] as const, from: '22:00', to: '02:00', amountCents: 300 };

describe('surcharges by time window (store time, America/Sao_Paulo)', () => {
  it('a window holds on its weekdays between from and to', () => {
    expect(surchargeActiveAt({ ...RUSH, weekdays: [...RUSH.weekdays] }, FRIDAY_2030)).toBe(true);
    expect(surchargeActiveAt({ ...RUSH, weekdays: [...RUSH.weekdays] }, THURSDAY_2030)).toBe(false);
    expect(surchargeActiveAt({ ...RUSH, weekdays: [...RUSH.weekdays] }, FRIDAY_1200)).toBe(false);
    // The same instant written in UTC: the store's clock decides, not the server's.
    expect(surchargeActiveAt({ ...RUSH, weekdays: [...RUSH.weekdays] }, new Date('2026-11-27T23:30:00Z'))).toBe(true);
  });

  it('a window past midnight belongs to the day it starts', () => {
    const late = { ...LATE, weekdays: [...LATE.weekdays] };
    expect(surchargeActiveAt(late, SATURDAY_0100)).toBe(true);
    expect(surchargeActiveAt(late, FRIDAY_0100)).toBe(false);
    expect(surchargeActiveAt(late, new Date('2026-11-27T23:00:00-03:00'))).toBe(true);
  });

  it('every window in force adds up, then the rain mode when it is on', () => {
    const rates = { ...NO_DELIVERY_RATES, surcharges: [{ ...RUSH, weekdays: [...RUSH.weekdays] }, { ...LATE, weekdays: [...LATE.weekdays] }], rainMode: true, rainSurchargeCents: 350 };
    expect(surchargesAt(rates, new Date('2026-11-27T22:30:00-03:00'))).toEqual([
      { label: 'Horário de pico', amountCents: 200 },
      { label: 'Madrugada', amountCents: 300 },
      { label: RAIN_SURCHARGE_LABEL, amountCents: 350 },
    ]);
    expect(surchargesAt({ ...rates, rainMode: false }, FRIDAY_1200)).toEqual([]);
  });
});

describe('quoteDelivery with rates', () => {
  it('per km: a ring’s fee + per km × distance, rounded to the centavo; a polygon or bairro keeps its own fee', () => {
    const ringed = rules({ perKmCents: 150 }, { bands: [{ upToKm: 10, feeCents: 400, minOrderCents: null, estimatedTime: null }] });
    const km = distanceKm(STORE, FARIA_LIMA);
    const quote = quoteDelivery(ringed, address(FARIA_LIMA), 3000, FRIDAY_1200);
    expect(quote).toMatchObject({ ok: true, zoneKind: 'distance', distanceFeeCents: Math.round(150 * km), baseFeeCents: 400 + Math.round(150 * km), feeCents: 400 + Math.round(150 * km) });
    expect(perKmFeeCents(150, 2.345)).toBe(352);

    const zoned = rules({ perKmCents: 150 }, { zones: [{ name: 'Centro', districts: ['Bela Vista'], ...SP, feeCents: 500, minOrderCents: null, estimatedTime: null }] });
    expect(quoteDelivery(zoned, address(PAULISTA), 3000, FRIDAY_1200)).toMatchObject({ ok: true, zoneKind: 'district', feeCents: 500, distanceFeeCents: 0 });
  });

  it('per km on the flat fee; an address without a point cannot be priced by km', () => {
    const flat = rules({ perKmCents: 100 });
    const km = distanceKm(STORE, PAULISTA);
    expect(quoteDelivery(flat, address(PAULISTA), 3000, FRIDAY_1200)).toMatchObject({ ok: true, zoneKind: null, feeCents: 500 + Math.round(100 * km) });
    expect(quoteDelivery(flat, address(null), 3000, FRIDAY_1200)).toMatchObject({ ok: false, reason: 'location' });
    // Without per km the flat fee needs no point (no radius).
    expect(quoteDelivery(rules(), address(null), 3000, FRIDAY_1200)).toMatchObject({ ok: true, feeCents: 500 });
  });

  it('surcharges in force at the instant are added and listed; the same rules at another hour add none', () => {
    const busy = rules({ surcharges: [{ ...RUSH, weekdays: [...RUSH.weekdays] }], rainMode: true, rainSurchargeCents: 300 });
    expect(quoteDelivery(busy, address(PAULISTA), 3000, FRIDAY_2030)).toMatchObject({
      ok: true,
      feeCents: 1000,
      baseFeeCents: 1000,
      surcharges: [
        { label: 'Horário de pico', amountCents: 200 },
        { label: 'Modo chuva', amountCents: 300 },
      ],
    });
    expect(quoteDelivery(busy, address(PAULISTA), 3000, THURSDAY_2030)).toMatchObject({ ok: true, feeCents: 800, surcharges: [{ label: 'Modo chuva', amountCents: 300 }] });
    expect(quoteDelivery({ ...busy, rates: { ...busy.rates, rainMode: false } }, address(PAULISTA), 3000, THURSDAY_2030)).toMatchObject({ ok: true, feeCents: 500, surcharges: [] });
  });

  it('free above the value: the whole delivery (fee, km and surcharges) is free', () => {
    const free = rules({ perKmCents: 100, rainMode: true, rainSurchargeCents: 300 }, { minFreeDeliveryCents: 6000 });
    const quote = quoteDelivery(free, address(PAULISTA), 6000, FRIDAY_2030);
    expect(quote).toMatchObject({ ok: true, feeCents: 0, freeDelivery: true });
    expect(quote.ok && quote.baseFeeCents).toBeGreaterThan(800);
    expect(quoteDelivery(free, address(PAULISTA), 5999, FRIDAY_2030)).toMatchObject({ ok: true, freeDelivery: false });
  });

  it('StorePublic carries the rates in reais; deliveryRulesOf turns them into the same rule the server uses', () => {
    const store = {
      deliveryZones: [],
      deliveryBands: [],
      deliveryPolygons: [{ name: 'Desenho', points: [STORE, PAULISTA, FARIA_LIMA], fee: 4.5, minOrderValue: null, estimatedTime: null }],
      deliveryRates: { perKm: 1.2, surcharges: [{ label: 'Pico', weekdays: ['friday'], from: '18:00', to: '23:00', amount: 2.5 }], rainMode: true, rainSurcharge: 3 },
      deliveryFee: 5,
      minFreeDeliveryValue: null,
      minOrderValue: 0,
      deliveryRange: null,
      location: STORE,
      deliveryTime: null,
    } as unknown as StorePublic;
    const derived = deliveryRulesOf(store);
    expect(derived.polygons[0]).toMatchObject({ name: 'Desenho', feeCents: 450 });
    expect(derived.rates).toEqual({ perKmCents: 120, surcharges: [{ label: 'Pico', weekdays: ['friday'], from: '18:00', to: '23:00', amountCents: 250 }], rainMode: true, rainSurchargeCents: 300 });
  });
});

describe('deliveryRatesInputSchema', () => {
  const errorsOf = (input: Record<string, unknown>) => {
    try {
      deliveryRatesInputSchema.validateSync(input, { abortEarly: false });
      return {};
    } catch (error) {
      return yupFieldErrors(error as ValidationError);
    }
  };

  it('refuses bad windows, amounts and the rain mode without its surcharge, per field', () => {
    expect(
      errorsOf({
        perKm: -1,
        surcharges: [
          { label: '', weekdays: [], from: '25:00', to: '18:00', amount: 0 },
          { label: 'Pico', weekdays: ['friday'], from: '18:00', to: '18:00', amount: 2 },
        ],
        rainMode: true,
        rainSurcharge: 0,
        minFreeDeliveryValue: null,
      }),
    ).toEqual({
      perKm: [DELIVERY_RATES_MESSAGES.perKmRange],
      'surcharges.0.label': [DELIVERY_RATES_MESSAGES.label],
      'surcharges.0.weekdays': [DELIVERY_RATES_MESSAGES.weekdays],
      'surcharges.0.from': [DELIVERY_RATES_MESSAGES.time],
      'surcharges.0.amount': [DELIVERY_RATES_MESSAGES.amount],
      'surcharges.1.to': [DELIVERY_RATES_MESSAGES.sameTimes],
      rainSurcharge: [DELIVERY_RATES_MESSAGES.rainSurchargeRequired],
    });
    // The whole set: a field left out is refused, not wiped.
    expect(errorsOf({})).toEqual({
      minFreeDeliveryValue: [DELIVERY_RATES_MESSAGES.minFreeRequired],
      perKm: [DELIVERY_RATES_MESSAGES.perKmRequired],
      surcharges: [DELIVERY_RATES_MESSAGES.surchargesRequired],
      rainMode: [DELIVERY_RATES_MESSAGES.rainModeRequired],
      rainSurcharge: [DELIVERY_RATES_MESSAGES.rainSurcharge],
    });
    expect(errorsOf({ minFreeDeliveryValue: 80, perKm: 1.5, surcharges: [{ label: 'Madrugada', weekdays: ['friday', 'saturday'], from: '22:00', to: '24:00', amount: 3 }], rainMode: false, rainSurcharge: 0 })).toEqual({});
  });
});
