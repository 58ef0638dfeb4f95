import { ValidationError } from 'yup';
import { compareDiscovery, pageOf, passesDiscoveryFilters, type DiscoveryRank } from './discovery-order';
import { discoveryDeliveryText, discoveryStatusText, deliveryTimeMinutes } from './discovery-labels';
import { DISCOVERY_MESSAGES, discoveryQueryString } from './discovery-query';
import { discoveryQuerySchema } from './discovery-query-schema';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('discoveryQuerySchema', () => {
  const errorsOf = async (query: Record<string, unknown>) => {
    try {
      await discoveryQuerySchema.validate(query, { abortEarly: false });
      return {};
    } catch (err) {
      return Object.fromEntries((err as ValidationError).inner.map((e) => [e.path, e.message]));
    }
  };

  it('reads a CEP with or without the mask, flags as 1/true, and fills the defaults', async () => {
    expect(await discoveryQuerySchema.validate({ cep: '01310-100', open_now: '1', delivers: 'true' })).toEqual({
      cep: '01310100',
      city: null,
      uf: null,
      business_type: null,
      open_now: true,
      delivers: true,
      address_id: null,
      page: 1,
      per_page: 12,
    });
    expect(await discoveryQuerySchema.validate({ city: ' Campinas ', uf: 'sp', page: '2' })).toMatchObject({ city: 'Campinas', uf: 'SP', page: 2 });
  });

  it('refuses in Portuguese a short CEP, a bad UF, a huge page size, a CEP with a saved address, and "delivers" without an address', async () => {
    expect(await errorsOf({ cep: '0131' })).toEqual({ cep: DISCOVERY_MESSAGES.cepInvalid });
    expect(await errorsOf({ uf: 'São Paulo' })).toEqual({ uf: DISCOVERY_MESSAGES.ufInvalid });
    expect(await errorsOf({ per_page: '500' })).toEqual({ per_page: DISCOVERY_MESSAGES.perPage });
    expect(await errorsOf({ cep: '01310100', address_id: '3' })).toEqual({ address_id: DISCOVERY_MESSAGES.oneLocation });
    expect(await errorsOf({ city: 'São Paulo', delivers: '1' })).toEqual({ delivers: DISCOVERY_MESSAGES.deliversNeedsAddress });
  });

  it('discoveryQueryString sends only what is set', () => {
    expect(discoveryQueryString({ cep: '01310100', city: '', open_now: true, delivers: false, page: 2 })).toBe('?cep=01310100&open_now=1&page=2');
    expect(discoveryQueryString({})).toBe('');
  });
});

describe('compareDiscovery', () => {
  const row = (name: string, delivers: boolean, is_open: boolean, distance_km: number | null): DiscoveryRank => ({ name, delivers, is_open, distance_km });

  it('puts open stores that deliver first, then by distance (unknown last), then by name', () => {
    const rows = [
      row('Fechada que entrega', true, false, 0.5),
      row('Aberta longe', false, true, 3),
      row('Entrega perto', true, true, 1),
      row('Entrega sem distância', true, true, null),
      row('Entrega longe', true, true, 4),
      row('Fechada longe', false, false, 9),
      row('Aberta perto', false, true, 0.2),
    ];
    expect([...rows].sort(compareDiscovery).map((r) => r.name)).toEqual([
      'Entrega perto',
      'Entrega longe',
      'Entrega sem distância',
      'Fechada que entrega',
      'Aberta perto',
      'Aberta longe',
      'Fechada longe',
    ]);
    expect([row('Bar do Zé', false, true, null), row('Açaí', false, true, null)].sort(compareDiscovery).map((r) => r.name)).toEqual(['Açaí', 'Bar do Zé']);
  });

  it('filters by open now and by delivering', () => {
    expect(passesDiscoveryFilters({ is_open: false, delivers: true }, { open_now: true, delivers: false })).toBe(false);
    expect(passesDiscoveryFilters({ is_open: true, delivers: false }, { open_now: true, delivers: true })).toBe(false);
    expect(passesDiscoveryFilters({ is_open: true, delivers: true }, { open_now: true, delivers: true })).toBe(true);
  });

  it('pages the sorted rows', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ data: [3, 4], meta: { page: 2, per_page: 2, total: 5, last_page: 3 } });
    expect(pageOf([], 1, 12).meta).toEqual({ page: 1, per_page: 12, total: 0, last_page: 1 });
  });
});

describe('labels', () => {
  it('reads delivery times as minutes', () => {
    expect(deliveryTimeMinutes('30-45 minutos')).toEqual({ min: 30, max: 45 });
    expect(deliveryTimeMinutes('40 min')).toEqual({ min: 40, max: 40 });
    expect(deliveryTimeMinutes('rápido')).toBeNull();
    expect(deliveryTimeMinutes(null)).toBeNull();
  });

  it('says the fee and time, free delivery, or that the store does not deliver there', () => {
    const delivery = { fee: 5, free: false, estimated_time: '30-45 minutos', eta: { min: 30, max: 45 }, zone: 'Centro', min_order: 30 };
    expect(nbsp(discoveryDeliveryText(delivery))).toBe('Entrega R$ 5,00 · 30–45 min');
    expect(discoveryDeliveryText({ ...delivery, fee: 0, free: true, eta: null })).toBe('Entrega grátis');
    expect(discoveryDeliveryText(null)).toBe('Não entrega no seu endereço');
  });

  it('says whether the store is open, and when a closed one opens', () => {
    const now = new Date('2026-11-24T15:00:00-03:00');
    expect(discoveryStatusText({ isOpen: true, paused: false, opensAt: null }, now)).toBe('Aberta agora');
    expect(discoveryStatusText({ isOpen: false, paused: false, opensAt: '2026-11-24T18:00:00-03:00' }, now)).toBe('Fechada · abre hoje às 18:00');
    expect(discoveryStatusText({ isOpen: false, paused: false, opensAt: '2026-11-25T18:00:00-03:00' }, now)).toBe('Fechada · abre amanhã às 18:00');
    expect(discoveryStatusText({ isOpen: false, paused: false, opensAt: '2026-11-27T18:00:00-03:00' }, now)).toBe('Fechada · abre sexta às 18:00');
    expect(discoveryStatusText({ isOpen: false, paused: false, opensAt: '2026-12-01T18:00:00-03:00' }, now)).toBe('Fechada · abre em 01/12 às 18:00');
    expect(discoveryStatusText({ isOpen: false, paused: true, opensAt: null }, now)).toBe('Pedidos pausados');
    expect(discoveryStatusText({ isOpen: false, paused: false, opensAt: null }, now)).toBe('Fechada');
  });
});
