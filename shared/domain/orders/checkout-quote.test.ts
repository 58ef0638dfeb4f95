/** @jest-environment node */
import { checkoutQuote } from './checkout-quote';
import type { DeliveryRules } from './delivery';
import { NO_DELIVERY_RATES } from '../delivery/rates';

const at = new Date('2026-11-24T20:00:00-03:00');

const STORE = { latitude: -23.5558, longitude: -46.6586 };

const rules = (overrides: Partial<DeliveryRules> = {}): DeliveryRules => ({
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
  ...overrides,
});

const SP = { city: 'São Paulo', state: 'SP' };
const noAddress = { district: '', city: '', state: '', location: null };
const paulista = { district: 'Bela Vista', ...SP, location: { latitude: -23.5613, longitude: -46.6565 } };
const copacabana = { district: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ', location: { latitude: -22.9711, longitude: -43.1822 } };

describe('checkoutQuote', () => {
  it('pickup and dine-in: no fee, the store minimum', () => {
    for (const orderType of ['pickup', 'dine_in'] as const) {
      const quote = checkoutQuote({ at, rules: rules(), orderType, address: noAddress, subtotalCents: 5000, discountCents: 500 });
      expect(quote).toMatchObject({ subtotalCents: 5000, discountCents: 500, deliveryFeeCents: 0, totalCents: 4500, deliveryStatus: 'not_applicable', complete: true, blockingMessage: null });
    }
  });

  it('delivery without an address is pending: the total has no fee yet and is not complete', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: noAddress, subtotalCents: 5000, discountCents: 0 });
    expect(quote).toMatchObject({ deliveryStatus: 'pending', deliveryFeeCents: 0, totalCents: 5000, complete: false, blockingMessage: null });
  });

  it('delivery inside the radius: the flat fee, free from the threshold of the items subtotal', () => {
    const paid = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: paulista, subtotalCents: 5000, discountCents: 0 });
    expect(paid).toMatchObject({ deliveryStatus: 'ok', deliveryFeeCents: 700, totalCents: 5700, complete: true });
    // The threshold looks at the items, not at the discounted total.
    const free = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: paulista, subtotalCents: 8000, discountCents: 800 });
    expect(free).toMatchObject({ deliveryFeeCents: 0, totalCents: 7200 });
    expect(free.delivery).toMatchObject({ ok: true, freeDelivery: true, baseFeeCents: 700 });
  });

  it('delivery outside the radius is refused with the reason', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: copacabana, subtotalCents: 5000, discountCents: 0 });
    expect(quote.deliveryStatus).toBe('refused');
    expect(quote.complete).toBe(false);
    expect(quote.blockingMessage).toMatch(/^Endereço fora da área de entrega \(\d+(,\d)? km; entregamos até 8 km\)\.$/);
  });

  it('a neighbourhood zone sets fee and minimum; other districts are refused', () => {
    const zoned = rules({ zones: [{ name: 'Centro', districts: ['Bela Vista', 'Consolação'], ...SP, feeCents: 500, minOrderCents: 4000, estimatedTime: '30-40 minutos' }] });
    const inside = checkoutQuote({ at, rules: zoned, orderType: 'delivery', address: { district: 'bela vista', ...SP, location: null }, subtotalCents: 3500, discountCents: 0 });
    expect(inside).toMatchObject({ deliveryFeeCents: 500, totalCents: 4000, minOrderCents: 4000, minOrderReached: false });
    expect(inside.blockingMessage).toBe('O pedido mínimo é de R$\u00a040,00 (sem a taxa de entrega).');
    const outside = checkoutQuote({ at, rules: zoned, orderType: 'delivery', address: { district: 'Moema', ...SP, location: null }, subtotalCents: 5000, discountCents: 0 });
    expect(outside.blockingMessage).toBe('Não entregamos no bairro Moema (São Paulo/SP).');
  });

  it('the minimum compares the items subtotal, before the coupon', () => {
    const below = checkoutQuote({ at, rules: rules(), orderType: 'pickup', address: noAddress, subtotalCents: 2990, discountCents: 0 });
    expect(below).toMatchObject({ minOrderReached: false, blockingMessage: 'O pedido mínimo é de R$\u00a030,00 (sem a taxa de entrega).' });
    const withCoupon = checkoutQuote({ at, rules: rules(), orderType: 'pickup', address: noAddress, subtotalCents: 3000, discountCents: 300 });
    expect(withCoupon).toMatchObject({ minOrderReached: true, totalCents: 2700, blockingMessage: null });
  });

  it('no order type yet: totals of the items only', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: null, address: noAddress, subtotalCents: 4000, discountCents: 0 });
    expect(quote).toMatchObject({ totalCents: 4000, deliveryStatus: 'not_applicable' });
  });
});

describe('checkoutQuote with a free-delivery coupon', () => {
  it('waives the delivery fee and reports the fee it waived', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: paulista, subtotalCents: 5000, discountCents: 0, freeDelivery: true });
    expect(quote).toMatchObject({ subtotalCents: 5000, discountCents: 0, deliveryFeeCents: 0, waivedDeliveryFeeCents: 700, totalCents: 5000, blockingMessage: null, complete: true });
  });

  it('waives nothing when the delivery is already free above the threshold', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: paulista, subtotalCents: 9000, discountCents: 0, freeDelivery: true });
    expect(quote).toMatchObject({ deliveryFeeCents: 0, waivedDeliveryFeeCents: 0, totalCents: 9000 });
  });

  it('still refuses an address outside the delivery area', () => {
    const quote = checkoutQuote({ at, rules: rules(), orderType: 'delivery', address: copacabana, subtotalCents: 5000, discountCents: 0, freeDelivery: true });
    expect(quote.deliveryStatus).toBe('refused');
    expect(quote.blockingMessage).not.toBeNull();
  });

  it('blocks pickup and dine-in with the coupon\'s message', () => {
    for (const orderType of ['pickup', 'dine_in'] as const) {
      const quote = checkoutQuote({ at, rules: rules(), orderType, address: noAddress, subtotalCents: 5000, discountCents: 0, freeDelivery: true });
      expect(quote).toMatchObject({ totalCents: 5000, waivedDeliveryFeeCents: 0, blockingMessage: 'Este cupom é de frete grátis: escolha Delivery.' });
    }
  });
});
