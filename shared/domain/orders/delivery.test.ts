import { NO_DELIVERY_RATES } from '../delivery/rates';
import { distanceKm, quoteDelivery, type DeliveryAddressInput, type DeliveryRules } from './delivery';
import { deliveryFeeRangeText } from './delivery-fee-range';
import { placeByCep } from './delivery-placement';

const STORE = { latitude: -23.5558, longitude: -46.6586 };
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
const FARIA_LIMA = { latitude: -23.5868, longitude: -46.6847 };
const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };
const MANAUS = { latitude: -3.1316, longitude: -60.0233 };
const SP = { city: 'São Paulo', state: 'SP' };
const at = (district: string, location: DeliveryAddressInput['location'], where: { city: string; state: string } = SP): DeliveryAddressInput => ({ district, ...where, location });

const base: DeliveryRules = {
  polygons: [],
  zones: [],
  bands: [],
  flatFeeCents: 700,
  minFreeDeliveryCents: 8000,
  minOrderCents: 3000,
  maxDistanceKm: 8,
  storeLocation: STORE,
  deliveryTime: '40-60 minutos',
  rates: NO_DELIVERY_RATES,
};
/** A Tuesday 20:00 in São Paulo. */
const NOW = new Date('2026-11-24T20:00:00-03:00');

describe('quoteDelivery', () => {
  it('flat fee within the radius, free from the threshold up', () => {
    expect(quoteDelivery(base, at('Bela Vista', PAULISTA), 5000, NOW)).toMatchObject({ ok: true, feeCents: 700, minOrderCents: 3000, estimatedTime: '40-60 minutos' });
    expect(quoteDelivery(base, at('Bela Vista', PAULISTA), 8000, NOW)).toMatchObject({ ok: true, feeCents: 0, baseFeeCents: 700, freeDelivery: true });
  });

  it('refuses beyond the radius with the distance', () => {
    const quote = quoteDelivery(base, at('Copacabana', COPACABANA), 5000, NOW);
    expect(quote).toMatchObject({ ok: false, reason: 'distance' });
    expect(!quote.ok && quote.message).toMatch(/entregamos até 8 km/);
  });

  it('neighbourhood zones match without accents or case and carry their own minimum and time', () => {
    const rules = { ...base, zones: [{ name: 'Centro', districts: ['Consolação', 'Bela Vista'], ...SP, feeCents: 500, minOrderCents: null, estimatedTime: '30-45 minutos' }, { name: 'Itaim', districts: ['Itaim Bibi'], ...SP, feeCents: 990, minOrderCents: 5000, estimatedTime: null }] };
    expect(quoteDelivery(rules, at('CONSOLACAO ', null), 4000, NOW)).toMatchObject({ ok: true, feeCents: 500, zoneName: 'Centro', estimatedTime: '30-45 minutos', minOrderCents: 3000 });
    expect(quoteDelivery(rules, at('itaim bibi', FARIA_LIMA), 4000, NOW)).toMatchObject({ ok: true, feeCents: 990, minOrderCents: 5000, estimatedTime: '40-60 minutos' });
    expect(quoteDelivery(rules, at('Moema', null), 4000, NOW)).toEqual({ ok: false, reason: 'district', message: 'Não entregamos no bairro Moema (São Paulo/SP).' });
    // The same district name in another city is another place.
    expect(quoteDelivery(rules, at('Bela Vista', null, { city: 'Rio de Janeiro', state: 'RJ' }), 4000, NOW)).toMatchObject({ ok: false, reason: 'district' });
    expect(quoteDelivery(rules, at('Bela Vista', null, { city: 'sao paulo', state: 'sp' }), 4000, NOW)).toMatchObject({ ok: true, zoneName: 'Centro' });
  });

  it('distance bands pick the first band that covers the address', () => {
    const rules = { ...base, bands: [{ upToKm: 5, feeCents: 790, minOrderCents: null, estimatedTime: null }, { upToKm: 2, feeCents: 490, minOrderCents: null, estimatedTime: '25 min' }] };
    expect(quoteDelivery(rules, at('x', PAULISTA), 1000, NOW)).toMatchObject({ ok: true, feeCents: 490, estimatedTime: '25 min' });
    expect(quoteDelivery(rules, at('x', FARIA_LIMA), 1000, NOW)).toMatchObject({ ok: true, feeCents: 790 });
    expect(quoteDelivery(rules, at('x', null), 1000, NOW)).toMatchObject({ ok: false, reason: 'location' });
  });

  it('the radius applies to every rule; without a point only a bairro zone places the address', () => {
    const zoned = { ...base, zones: [{ name: 'Centro', districts: ['Bela Vista'], ...SP, feeCents: 500, minOrderCents: null, estimatedTime: null }] };
    expect(quoteDelivery(zoned, at('Bela Vista', MANAUS), 4000, NOW)).toMatchObject({ ok: false, reason: 'distance' });
    expect(quoteDelivery(zoned, at('Bela Vista', null), 4000, NOW)).toMatchObject({ ok: true, zoneName: 'Centro' });
    expect(quoteDelivery(base, at('Centro', null, { city: 'Manaus', state: 'AM' }), 4000, NOW)).toMatchObject({ ok: false, reason: 'location' });
    expect(quoteDelivery(base, at('Centro', MANAUS, { city: 'Manaus', state: 'AM' }), 4000, NOW)).toMatchObject({ ok: false, reason: 'distance' });
    // A store without a radius and without zones or bands takes any address at its flat fee.
    expect(quoteDelivery({ ...base, maxDistanceKm: null }, at('Centro', null), 4000, NOW)).toMatchObject({ ok: true, feeCents: 700 });
  });

  it('haversine distance is right to a few metres', () => {
    expect(distanceKm(STORE, PAULISTA)).toBeCloseTo(0.65, 1);
  });
});

describe('placeByCep', () => {
  const typed = { cep: '01310-100', address: 'Avenida Paulista', number: '1000', district: 'Jardins', city: 'Sao Paulo', state: 'sp' };
  const paulista = { cep: '01310-100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };

  it("the CEP's city and state decide, and its district when it has one", () => {
    expect(placeByCep(typed, paulista)).toEqual({ ok: true, address: { district: 'Bela Vista', city: 'São Paulo', state: 'SP' } });
    expect(placeByCep(typed, { ...paulista, district: '' })).toEqual({ ok: true, address: { district: 'Jardins', city: 'São Paulo', state: 'SP' } });
  });

  it('refuses an unknown CEP, one of another city, and one that cannot be confirmed', () => {
    expect(placeByCep(typed, null)).toMatchObject({ ok: false, reason: 'cep', message: 'CEP não encontrado. Confira o CEP do endereço de entrega.' });
    expect(placeByCep({ ...typed, city: 'Rio de Janeiro', state: 'RJ' }, paulista)).toEqual({
      ok: false,
      reason: 'city',
      message: 'O CEP 01310-100 é de São Paulo/SP. Confira a cidade, o estado e o CEP.',
    });
    expect(placeByCep(typed, 'unavailable')).toMatchObject({ ok: false, reason: 'cep' });
  });
});

describe('deliveryFeeRangeText', () => {
  const zone = (feeCents: number) => ({ name: 'z', districts: [], city: null, state: null, feeCents, minOrderCents: null, estimatedTime: null });
  const band = (feeCents: number) => ({ upToKm: 2, feeCents, minOrderCents: null, estimatedTime: null });
  it('the cheapest zone or band, not the unused flat fee', () => {
    expect(deliveryFeeRangeText({ zones: [], bands: [band(790), band(490), band(1090)], flatFeeCents: 590 })).toBe('a partir de R$\u00a04,90');
    expect(deliveryFeeRangeText({ zones: [zone(500), zone(990)], bands: [], flatFeeCents: 700 })).toBe('a partir de R$\u00a05,00');
    expect(deliveryFeeRangeText({ zones: [zone(500), zone(500)], bands: [], flatFeeCents: 700 })).toBe('R$\u00a05,00');
    expect(deliveryFeeRangeText({ zones: [zone(0), zone(500)], bands: [], flatFeeCents: 700 })).toBe('Grátis ou até R$\u00a05,00');
    expect(deliveryFeeRangeText({ zones: [], bands: [], flatFeeCents: 700 })).toBe('R$\u00a07,00');
    expect(deliveryFeeRangeText({ zones: [], bands: [], flatFeeCents: 0 })).toBe('Grátis');
  });
});
