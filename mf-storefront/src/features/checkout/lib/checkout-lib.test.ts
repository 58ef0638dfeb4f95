import { describeCheckoutFailure, CHECKOUT_SEND_FAILED } from './checkout-failure';
import { deviceOrderPath, DEVICE_ORDERS_LIMIT, readDeviceOrders, rememberDeviceOrder } from './device-orders';
import { checkoutAttemptKey, endCheckoutAttempt, newIdempotencyKey, resetCheckoutAttemptMemory } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const items = [{ lineKey: 'a', id: 7, name: 'Pizza Margherita', price: 1, basePrice: 1, quantity: 1, image: null, selectedOptions: null, addedAt: '' }];
const error = (status: number | string, data: unknown) => ({ status, data });

describe('describeCheckoutFailure', () => {
  it('422: form fields on their fields, items named, other messages in the alert, a new attempt', () => {
    const failure = describeCheckoutFailure(
      error(422, {
        message: 'x',
        errors: {
          'customer.name': ['O nome é obrigatório', 'outro'],
          'address.district': ['Não entregamos no bairro Moema.'],
          'items.0.selected_options': ['Uma opção escolhida não está mais disponível: Borda (Pizza)'],
          items: ['O pedido mínimo é de R$ 30,00 (sem a taxa de entrega).'],
          coupon_code: ['Este cupom expirou.'],
        },
      }),
      items,
    );
    expect(failure).toEqual({
      fieldErrors: { 'customer.name': 'O nome é obrigatório', 'address.district': 'Não entregamos no bairro Moema.' },
      messages: ['Pizza Margherita: Uma opção escolhida não está mais disponível: Borda (Pizza)', 'O pedido mínimo é de R$ 30,00 (sem a taxa de entrega).', 'Este cupom expirou.'],
      newTotalCents: null,
      sameAttempt: false,
    });
  });

  it('422 with field errors only: the form summary; with no errors: the message', () => {
    expect(describeCheckoutFailure(error(422, { message: 'm', errors: { 'customer.phone': ['Telefone inválido'] } }), items).messages).toEqual(['Por favor, corrija os erros acima.']);
    expect(describeCheckoutFailure(error(422, { message: 'Esta loja não aceita pedidos.' }), items).messages).toEqual(['Esta loja não aceita pedidos.']);
  });

  it('expected_total: the server total from the body, else from the message', () => {
    const msg = 'Os valores do pedido mudaram. O total agora é R$ 1.234,50. Revise e confirme novamente.';
    expect(describeCheckoutFailure(error(422, { message: msg, errors: { expected_total: [msg] }, total: 61.9 }), items).newTotalCents).toBe(6190);
    expect(describeCheckoutFailure(error(422, { message: msg, errors: { expected_total: [msg] } }), items).newTotalCents).toBe(123450);
  });

  it('network and server errors keep the attempt (the order may exist); 409 starts a new one', () => {
    expect(describeCheckoutFailure(error('FETCH_ERROR', undefined), items)).toMatchObject({ messages: [CHECKOUT_SEND_FAILED], sameAttempt: true });
    expect(describeCheckoutFailure(error(503, { message: 'x' }), items)).toMatchObject({ messages: [CHECKOUT_SEND_FAILED], sameAttempt: true });
    expect(describeCheckoutFailure(error(404, { message: 'Loja não encontrada' }), items)).toMatchObject({ messages: ['Loja não encontrada'], sameAttempt: true });
    expect(describeCheckoutFailure(error(409, { message: 'Esta Idempotency-Key já foi usada para outro pedido' }), items)).toMatchObject({ sameAttempt: false });
  });
});

describe('checkout attempt key', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetCheckoutAttemptMemory();
  });

  it('one key per store until the attempt ends', () => {
    const first = checkoutAttemptKey(1);
    expect(first).toMatch(UUID);
    expect(checkoutAttemptKey(1)).toBe(first);
    expect(checkoutAttemptKey(2)).not.toBe(first);
    endCheckoutAttempt(1);
    expect(checkoutAttemptKey(1)).not.toBe(first);
  });

  it('works without crypto.randomUUID (plain http) and without storage', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: original });
    }
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('disabled');
    });
    const key = checkoutAttemptKey(3);
    expect(checkoutAttemptKey(3)).toBe(key);
    getItem.mockRestore();
  });
});

describe('device orders', () => {
  beforeEach(() => localStorage.clear());
  const order = (n: number) => ({ public_id: `p${n}`, display_number: `#000${n}`, total: 10, created_at: `2026-01-0${n}`, store: { id: 1, name: 'Loja', slug: 'loja', phone: null, whatsapp: null } });

  it('keeps the newest first, once each, up to the limit', () => {
    rememberDeviceOrder(order(1));
    rememberDeviceOrder(order(2));
    rememberDeviceOrder(order(1));
    expect(readDeviceOrders().map((o) => o.publicId)).toEqual(['p1', 'p2']);
    for (let n = 0; n < DEVICE_ORDERS_LIMIT + 5; n += 1) rememberDeviceOrder({ ...order(3), public_id: `x${n}` });
    expect(readDeviceOrders()).toHaveLength(DEVICE_ORDERS_LIMIT);
    expect(deviceOrderPath(readDeviceOrders()[0]!)).toBe(`/loja/loja/success/x${DEVICE_ORDERS_LIMIT + 4}`);
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('comanda:orders', '{not json');
    expect(readDeviceOrders()).toEqual([]);
    localStorage.setItem('comanda:orders', JSON.stringify([{ nope: 1 }, null]));
    expect(readDeviceOrders()).toEqual([]);
  });
});
