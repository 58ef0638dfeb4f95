import type { OrderType } from './order-types';
import type { OrderStatus } from './status';

/** What the headline says after 'Pedido #0042', for each status; `completed` and `ready` depend on how the order is handed over. */
const HEADLINE_ENDINGS: Record<OrderStatus, string | Record<OrderType, string>> = {
  scheduled: 'agendado',
  pending: 'recebido!',
  confirmed: 'confirmado pela loja',
  preparing: 'em preparo',
  ready: { delivery: 'pronto para entrega', pickup: 'pronto para retirada', dine_in: 'pronto para servir' },
  delivering: 'saiu para entrega',
  completed: { delivery: 'entregue', pickup: 'retirado', dine_in: 'servido' },
  cancelled: 'cancelado',
};

/**
 * The headline of the customer's tracking page, following the order's status: 'Pedido #0042 recebido!' only
 * while the store has not accepted it yet, then 'confirmado pela loja', 'em preparo'... up to 'entregue' (delivery),
 * 'retirado' (pickup) or 'servido' (dine-in).
 */
export function orderTrackingHeadline(order: { display_number: string; status: OrderStatus; order_type: OrderType }): string {
  const ending = HEADLINE_ENDINGS[order.status];
  return `Pedido ${order.display_number} ${typeof ending === 'string' ? ending : ending[order.order_type]}`;
}
