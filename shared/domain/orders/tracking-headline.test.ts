import { ORDER_STATUSES } from './status';
import { orderTrackingHeadline } from './tracking-headline';
import { ORDER_TYPES } from './order-types';

const headline = (status: (typeof ORDER_STATUSES)[number], order_type: (typeof ORDER_TYPES)[number] = 'delivery') =>
  orderTrackingHeadline({ display_number: '#0042', status, order_type });

describe('orderTrackingHeadline', () => {
  it('follows a delivery order through every status', () => {
    expect(['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed'].map((status) => headline(status as never))).toEqual([
      'Pedido #0042 recebido!',
      'Pedido #0042 confirmado pela loja',
      'Pedido #0042 em preparo',
      'Pedido #0042 pronto para entrega',
      'Pedido #0042 saiu para entrega',
      'Pedido #0042 entregue',
    ]);
  });

  it('says how a pickup or dine-in order was handed over', () => {
    expect(headline('ready', 'pickup')).toBe('Pedido #0042 pronto para retirada');
    expect(headline('completed', 'pickup')).toBe('Pedido #0042 retirado');
    expect(headline('ready', 'dine_in')).toBe('Pedido #0042 pronto para servir');
    expect(headline('completed', 'dine_in')).toBe('Pedido #0042 servido');
  });

  it('names a scheduled and a cancelled order', () => {
    expect(headline('scheduled')).toBe('Pedido #0042 agendado');
    expect(headline('cancelled', 'pickup')).toBe('Pedido #0042 cancelado');
  });

  it('says "recebido" only while the store has not accepted the order', () => {
    for (const type of ORDER_TYPES) {
      for (const status of ORDER_STATUSES) {
        expect(headline(status, type).includes('recebido')).toBe(status === 'pending');
      }
    }
  });
});
