/** @jest-environment node */
import { errorPath } from '../validation';
import { CHECKOUT_MESSAGES, checkoutSchema, validateCheckout } from './checkout-schema';
import { ORDER_MESSAGES } from './order-request-schema';

const address = { cep: '01310-100', address: 'Avenida Paulista', number: '1000', complement: null, district: 'Bela Vista', city: 'São Paulo', state: 'SP', reference: null, latitude: null, longitude: null };

const request = (overrides: Record<string, unknown> = {}) => ({
  order_type: 'delivery',
  items: [{ product_id: 7, quantity: 2, selected_options: null }],
  customer: { name: 'Maria', phone: '(11) 98765-4321', email: null },
  address,
  table: null,
  payment: { method: 'pix', change_for: null },
  coupon_code: null,
  notes: null,
  expected_total: 117.9,
  ...overrides,
});

const context = { orderTypes: ['delivery', 'pickup'] as const, paymentMethods: ['pix', 'cash'] as const, totalCents: 11790 };

describe('checkout schema', () => {
  it('accepts a complete delivery request', async () => {
    await expect(validateCheckout(request(), context)).resolves.toEqual({ ok: true, errors: null });
  });

  it('is exported for the API: the same yup schema validates the body', async () => {
    await expect(checkoutSchema.isValid(request(), { context })).resolves.toBe(true);
  });

  it('names every missing field with its Portuguese message and Laravel path', async () => {
    const result = await validateCheckout(
      request({ order_type: undefined, items: [], customer: { name: ' ', phone: '123' }, payment: { method: undefined } }),
      context,
    );
    expect(result.errors).toEqual({
      order_type: [ORDER_MESSAGES.orderTypeRequired],
      items: [ORDER_MESSAGES.itemsRequired],
      'customer.name': ['O nome é obrigatório'],
      'customer.phone': ['Telefone inválido. Use o formato (99) 99999-9999'],
      'payment.method': [ORDER_MESSAGES.paymentRequired],
    });
  });

  it('requires the address for delivery only', async () => {
    const blank = { ...address, cep: '', address: '', number: '', district: '', city: '', state: '' };
    const delivery = await validateCheckout(request({ address: blank }), context);
    expect(Object.keys(delivery.errors ?? {}).sort()).toEqual(['address.address', 'address.cep', 'address.city', 'address.district', 'address.number', 'address.state']);
    expect(delivery.errors?.['address.number']).toEqual(['O número é obrigatório']);
    await expect(validateCheckout(request({ address: null }), context)).resolves.toMatchObject({ errors: { address: [ORDER_MESSAGES.addressRequired] } });
    await expect(validateCheckout(request({ order_type: 'pickup', address: null }), context)).resolves.toMatchObject({ ok: true });
  });

  it('an unknown order type or method is invalid', async () => {
    const result = await validateCheckout(request({ order_type: 'drone', payment: { method: 'bitcoin' } }), context);
    expect(result.errors).toEqual({ order_type: [ORDER_MESSAGES.orderTypeInvalid], 'payment.method': [ORDER_MESSAGES.paymentInvalid] });
  });

  it('refuses an order type or payment method the store does not offer', async () => {
    const result = await validateCheckout(request({ order_type: 'dine_in', address: null, payment: { method: 'credit_card' } }), context);
    expect(result.errors).toEqual({ order_type: [ORDER_MESSAGES.orderTypeUnavailable], 'payment.method': [ORDER_MESSAGES.paymentUnavailable] });
    // Without a context those checks are off.
    await expect(validateCheckout(request({ order_type: 'dine_in', address: null, payment: { method: 'credit_card' } }))).resolves.toMatchObject({ ok: true });
  });

  it('cash: "Troco para" must cover the total; null is the exact amount', async () => {
    const cash = (payment: Record<string, unknown>) => validateCheckout(request({ payment: { method: 'cash', ...payment } }), context);
    await expect(cash({ change_for: 150 })).resolves.toMatchObject({ ok: true });
    await expect(cash({ change_for: 117.9 })).resolves.toMatchObject({ ok: true });
    await expect(cash({ change_for: 100 })).resolves.toEqual({
      ok: false,
      errors: { 'payment.change_for': ['O valor para troco deve ser maior ou igual ao total do pedido (R$\u00a0117,90).'] },
    });
    await expect(cash({ change_for: null })).resolves.toMatchObject({ ok: true });
    await expect(cash({ change_for: -1 })).resolves.toMatchObject({ errors: { 'payment.change_for': [ORDER_MESSAGES.changeInvalid] } });
  });

  it('cash in the form: the customer says how much or ticks "Não preciso de troco"', async () => {
    const form = (payment: Record<string, unknown>) => validateCheckout(request({ payment: { method: 'cash', ...payment } }), context);
    await expect(form({ change_for: null, no_change: false })).resolves.toMatchObject({ errors: { 'payment.change_for': [CHECKOUT_MESSAGES.changeRequired] } });
    await expect(form({ change_for: null, no_change: true })).resolves.toMatchObject({ ok: true });
    // Not cash: the change fields are ignored.
    await expect(validateCheckout(request({ payment: { method: 'pix', change_for: 1, no_change: false } }), context)).resolves.toMatchObject({ ok: true });
  });

  it('item errors use Laravel paths', async () => {
    const result = await validateCheckout(request({ items: [{ product_id: 7, quantity: 0 }] }), context);
    expect(result.errors).toEqual({ 'items.0.quantity': [ORDER_MESSAGES.quantityInvalid] });
    expect(errorPath('items[12].selected_options')).toBe('items.12.selected_options');
    expect(errorPath(undefined)).toBe('_');
  });
});
