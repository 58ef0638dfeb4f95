/** @jest-environment node */
import type { AuthUser } from '../auth/user';
import type { CartItem } from '../cart/types';
import { buildCreateOrderRequest, checkoutValidationInput, initialCheckoutValues, type CheckoutFormValues } from './checkout-form';

const user: AuthUser = {
  id: 5,
  name: 'Cliente Teste',
  email: 'cliente@comanda.app',
  phone: '11987654321',
  role: 'customer',
  store_id: null,
  cep: '01310100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  current_latitude: -23.56,
  current_longitude: -46.65,
};

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  lineKey: 'k1',
  id: 7,
  name: 'Pizza',
  price: 5500,
  basePrice: 4500,
  quantity: 2,
  image: null,
  selectedOptions: null,
  addedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('initialCheckoutValues', () => {
  it('prefills the logged-in customer: name, masked phone, address and coordinates', () => {
    const values = initialCheckoutValues({ user, orderTypes: ['delivery', 'pickup'], paymentMethods: ['pix', 'cash'], notes: 'Sem cebola' });
    expect(values.customer).toEqual({ name: 'Cliente Teste', phone: '(11) 98765-4321', email: 'cliente@comanda.app' });
    expect(values.address).toMatchObject({ cep: '01310-100', address: 'Avenida Paulista', number: '1000', complement: 'Apto 12', district: 'Bela Vista', state: 'SP', latitude: -23.56, longitude: -46.65 });
    expect(values.order_type).toBe('');
    expect(values.payment).toEqual({ method: '', change_for: null, no_change: false });
    expect(values.notes).toBe('Sem cebola');
  });

  it('a guest starts blank; a store with one order type or payment method has it chosen', () => {
    const values = initialCheckoutValues({ user: null, orderTypes: ['pickup'], paymentMethods: ['cash'] });
    expect(values.customer).toEqual({ name: '', phone: '', email: '' });
    expect(values.address.latitude).toBeNull();
    expect(values.order_type).toBe('pickup');
    expect(values.payment.method).toBe('cash');
  });
});

describe('buildCreateOrderRequest', () => {
  const base = (): CheckoutFormValues => initialCheckoutValues({ user, orderTypes: ['delivery', 'pickup', 'dine_in'], paymentMethods: ['pix', 'cash'] });

  it('delivery: the address (trimmed, masked CEP), no table, the cart lines and the expected total in reais', () => {
    const values = { ...base(), order_type: 'delivery' as const, table: '12', payment: { method: 'pix' as const, change_for: 100, no_change: false }, notes: '  ' };
    values.address = { ...values.address, number: ' 1000 ', reference: ' Portão azul ' };
    const request = buildCreateOrderRequest({ values, items: [item({ selectedOptions: { observations: 'x' } as never })], couponCode: 'BEMVINDO10', expectedTotalCents: 11790 });
    expect(request).toEqual({
      order_type: 'delivery',
      items: [{ product_id: 7, quantity: 2, selected_options: { observations: 'x' } }],
      customer: { name: 'Cliente Teste', phone: '(11) 98765-4321', email: 'cliente@comanda.app' },
      address: {
        cep: '01310-100',
        address: 'Avenida Paulista',
        number: '1000',
        complement: 'Apto 12',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        reference: 'Portão azul',
        latitude: -23.56,
        longitude: -46.65,
      },
      table: null,
      payment: { method: 'pix', change_for: null },
      coupon_code: 'BEMVINDO10',
      notes: null,
      expected_total: 117.9,
    });
  });

  it('dine-in keeps the table; pickup sends neither address nor table', () => {
    const dineIn = buildCreateOrderRequest({ values: { ...base(), order_type: 'dine_in', table: ' 7 ' }, items: [item()], couponCode: null, expectedTotalCents: null });
    expect(dineIn).toMatchObject({ address: null, table: '7', expected_total: null });
    const pickup = buildCreateOrderRequest({ values: { ...base(), order_type: 'pickup', table: '7' }, items: [item()], couponCode: null, expectedTotalCents: 1000 });
    expect(pickup).toMatchObject({ address: null, table: null, expected_total: 10 });
  });

  it('cash: change_for unless "Não preciso de troco"', () => {
    const cash = (change_for: number | null, no_change: boolean) =>
      buildCreateOrderRequest({ values: { ...base(), order_type: 'pickup', payment: { method: 'cash', change_for, no_change } }, items: [item()], couponCode: null, expectedTotalCents: 11000 }).payment;
    expect(cash(150, false)).toEqual({ method: 'cash', change_for: 150 });
    expect(cash(150, true)).toEqual({ method: 'cash', change_for: null });
    expect(cash(null, false)).toEqual({ method: 'cash', change_for: null });
  });

  it('the validation input carries the form\'s change choice for cash only', () => {
    const values = { ...base(), order_type: 'pickup' as const, payment: { method: 'cash' as const, change_for: null, no_change: false } };
    const request = buildCreateOrderRequest({ values, items: [item()], couponCode: null, expectedTotalCents: 11000 });
    expect(checkoutValidationInput(request, values).payment).toEqual({ method: 'cash', change_for: null, no_change: false });
    const unanswered = { ...values, order_type: '' as const, payment: { ...values.payment, method: '' as const } };
    const input = checkoutValidationInput(buildCreateOrderRequest({ values: unanswered, items: [item()], couponCode: null, expectedTotalCents: null }), unanswered);
    expect(input.order_type).toBeUndefined();
    expect(input.payment.method).toBeUndefined();
    const pix = { ...values, payment: { ...values.payment, method: 'pix' as const } };
    expect(checkoutValidationInput(buildCreateOrderRequest({ values: pix, items: [item()], couponCode: null, expectedTotalCents: 1 }), pix).payment.no_change).toBeUndefined();
  });
});
