import { distanceKm, quoteDelivery, type DeliveryRules } from './delivery';

const STORE = { latitude: -23.5558, longitude: -46.6586 };
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };
const FARIA_LIMA = { latitude: -23.5868, longitude: -46.6847 };
const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };

const base: DeliveryRules = {
  zones: [],
  bands: [],
  flatFeeCents: 700,
  minFreeDeliveryCents: 8000,
  minOrderCents: 3000,
  maxDistanceKm: 8,
  storeLocation: STORE,
  deliveryTime: '40-60 minutos',
};

describe('quoteDelivery', () => {
  it('flat fee within the radius, free from the threshold up', () => {
    expect(quoteDelivery(base, { district: 'Bela Vista', location: PAULISTA }, 5000)).toMatchObject({ ok: true, feeCents: 700, minOrderCents: 3000, estimatedTime: '40-60 minutos' });
    expect(quoteDelivery(base, { district: 'Bela Vista', location: PAULISTA }, 8000)).toMatchObject({ ok: true, feeCents: 0, baseFeeCents: 700, freeDelivery: true });
  });

  it('refuses beyond the radius with the distance', () => {
    const quote = quoteDelivery(base, { district: 'Copacabana', location: COPACABANA }, 5000);
    expect(quote).toMatchObject({ ok: false, reason: 'distance' });
    expect(!quote.ok && quote.message).toMatch(/entregamos até 8 km/);
  });

  it('neighbourhood zones match without accents or case and carry their own minimum and time', () => {
    const rules = { ...base, zones: [{ name: 'Centro', districts: ['Consolação', 'Bela Vista'], feeCents: 500, minOrderCents: null, estimatedTime: '30-45 minutos' }, { name: 'Itaim', districts: ['Itaim Bibi'], feeCents: 990, minOrderCents: 5000, estimatedTime: null }] };
    expect(quoteDelivery(rules, { district: 'CONSOLACAO ', location: null }, 4000)).toMatchObject({ ok: true, feeCents: 500, zoneName: 'Centro', estimatedTime: '30-45 minutos', minOrderCents: 3000 });
    expect(quoteDelivery(rules, { district: 'itaim bibi', location: FARIA_LIMA }, 4000)).toMatchObject({ ok: true, feeCents: 990, minOrderCents: 5000, estimatedTime: '40-60 minutos' });
    expect(quoteDelivery(rules, { district: 'Moema', location: null }, 4000)).toEqual({ ok: false, reason: 'district', message: 'Não entregamos no bairro Moema.' });
  });

  it('distance bands pick the first band that covers the address', () => {
    const rules = { ...base, bands: [{ upToKm: 5, feeCents: 790, minOrderCents: null, estimatedTime: null }, { upToKm: 2, feeCents: 490, minOrderCents: null, estimatedTime: '25 min' }] };
    expect(quoteDelivery(rules, { district: 'x', location: PAULISTA }, 1000)).toMatchObject({ ok: true, feeCents: 490, estimatedTime: '25 min' });
    expect(quoteDelivery(rules, { district: 'x', location: FARIA_LIMA }, 1000)).toMatchObject({ ok: true, feeCents: 790 });
    expect(quoteDelivery(rules, { district: 'x', location: null }, 1000)).toMatchObject({ ok: false, reason: 'location' });
  });

  it('haversine distance is right to a few metres', () => {
    expect(distanceKm(STORE, PAULISTA)).toBeCloseTo(0.65, 1);
  });
});
