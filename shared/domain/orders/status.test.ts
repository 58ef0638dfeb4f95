import {
  allowedTransitions,
  canTransition,
  CUSTOMER_CANCEL_ALREADY_CANCELLED,
  CUSTOMER_CANCEL_TOO_LATE,
  customerCancelRefusal,
  customerCanCancel,
  nextStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  statusFlow,
  transitionActionLabel,
} from './status';

describe('order status machine', () => {
  it('delivery goes through delivering; pickup and dine-in skip it', () => {
    expect(statusFlow('delivery')).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed']);
    expect(statusFlow('pickup')).not.toContain('delivering');
    expect(nextStatus('pickup', 'ready')).toBe('completed');
    expect(nextStatus('delivery', 'ready')).toBe('delivering');
  });

  it.each([
    ['delivery', 'pending', 'confirmed', true],
    ['delivery', 'pending', 'preparing', false],
    ['delivery', 'ready', 'completed', false],
    ['pickup', 'ready', 'delivering', false],
    ['dine_in', 'ready', 'completed', true],
    ['delivery', 'delivering', 'cancelled', true],
    ['delivery', 'completed', 'cancelled', false],
    ['pickup', 'cancelled', 'pending', false],
    ['delivery', 'confirmed', 'pending', false],
    // A scheduled order is released into 'pending' (by its job, or early by the staff) or cancelled; nothing else.
    ['pickup', 'scheduled', 'pending', true],
    ['delivery', 'scheduled', 'cancelled', true],
    ['delivery', 'scheduled', 'confirmed', false],
    ['delivery', 'pending', 'scheduled', false],
  ] as const)('%s: %s → %s is %s', (type, from, to, allowed) => {
    expect(canTransition(type, from, to)).toBe(allowed);
  });

  it('final states allow nothing', () => {
    expect(allowedTransitions('delivery', 'completed')).toEqual([]);
    expect(allowedTransitions('delivery', 'cancelled')).toEqual([]);
  });

  it('labels follow the spec and the order type', () => {
    expect(orderStatusLabel('pending')).toBe('Pendente');
    expect(orderStatusLabel('processing')).toBe('Em processamento');
    expect(orderStatusLabel('ready')).toBe('Pronto para entrega');
    expect(orderStatusLabel('ready', 'pickup')).toBe('Pronto para retirada');
    expect(orderStatusLabel('completed', 'delivery')).toBe('Entregue');
    expect(orderStatusLabel('delivering')).toBe('Em entrega');
    expect(orderStatusLabel('cancelled')).toBe('Cancelado');
    expect(transitionActionLabel('pickup', 'completed')).toBe('Confirmar retirada');
  });
});

describe('the customer cancelling their own order', () => {
  it('is allowed only while the store has not accepted it (scheduled or pending)', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['scheduled', 'pending']);
    expect(customerCancelRefusal('pending')).toBeNull();
  });

  it('says why not: accepted orders go through the store, a cancelled one is cancelled already', () => {
    for (const status of ['confirmed', 'preparing', 'ready', 'delivering', 'completed'] as const) expect(customerCancelRefusal(status)).toBe(CUSTOMER_CANCEL_TOO_LATE);
    expect(CUSTOMER_CANCEL_TOO_LATE).toBe('O pedido já foi aceito pela loja. Para cancelar, fale com a loja.');
    expect(customerCancelRefusal('cancelled')).toBe(CUSTOMER_CANCEL_ALREADY_CANCELLED);
  });
});
