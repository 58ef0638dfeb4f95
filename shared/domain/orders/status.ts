import type { OrderType } from './order-types';

/**
 * Order lifecycle (product notes): pending → confirmed → preparing → ready → (delivering) → completed; cancelled from any
 * open state. A scheduled order (a time slot chosen at checkout) starts as 'scheduled' and is released into 'pending'
 * when its slot comes near (by the release job, or early by the staff).
 */
export const ORDER_STATUSES = ['scheduled', 'pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['scheduled', 'pending', 'confirmed', 'preparing', 'ready', 'delivering'];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status);
}

const BASE_LABELS: Record<OrderStatus, string> = {
  scheduled: 'Agendado',
  pending: 'Pendente',
  confirmed: 'Confirmado',
  preparing: 'Em preparo',
  ready: 'Pronto para entrega',
  delivering: 'Em entrega',
  completed: 'Entregue',
  cancelled: 'Cancelado',
};

const LABELS_BY_TYPE: Record<OrderType, Partial<Record<OrderStatus, string>>> = {
  delivery: {},
  pickup: { ready: 'Pronto para retirada', completed: 'Retirado' },
  dine_in: { ready: 'Pronto para servir', completed: 'Servido' },
};

/**
 * Status labels of spec §4 (the notification labels), worded for the order type where the delivery
 * wording would be wrong ('Pronto para retirada' for a pickup). Also knows the spec's 'processing'.
 */
export function orderStatusLabel(status: string, type: OrderType = 'delivery'): string {
  if (status === 'processing') return 'Em processamento';
  if (!isOrderStatus(status)) return status;
  return LABELS_BY_TYPE[type][status] ?? BASE_LABELS[status];
}

/** The forward path of an order type: pickup and dine-in skip 'delivering'. */
export function statusFlow(type: OrderType): OrderStatus[] {
  return type === 'delivery'
    ? ['pending', 'confirmed', 'preparing', 'ready', 'delivering', 'completed']
    : ['pending', 'confirmed', 'preparing', 'ready', 'completed'];
}

/** The one forward step from `status`, or null at the end (or when cancelled). A scheduled order's is its release. */
export function nextStatus(type: OrderType, status: OrderStatus): OrderStatus | null {
  if (status === 'scheduled') return 'pending';
  const flow = statusFlow(type);
  const index = flow.indexOf(status);
  return index >= 0 && index < flow.length - 1 ? flow[index + 1]! : null;
}

/** Every status an order may move to: the next step, and 'cancelled' while it is open. */
export function allowedTransitions(type: OrderType, status: OrderStatus): OrderStatus[] {
  const next = nextStatus(type, status);
  return [...(next ? [next] : []), ...(isOpenStatus(status) ? (['cancelled'] as const) : [])];
}

export function canTransition(type: OrderType, from: OrderStatus, to: OrderStatus): boolean {
  return allowedTransitions(type, from).includes(to);
}

/** Short verb for the button that moves an order on ('Aceitar pedido', 'Saiu para entrega'...). */
export function transitionActionLabel(type: OrderType, to: OrderStatus): string {
  switch (to) {
    case 'pending':
      return 'Liberar agora';
    case 'confirmed':
      return 'Aceitar pedido';
    case 'preparing':
      return 'Iniciar preparo';
    case 'ready':
      return 'Marcar como pronto';
    case 'delivering':
      return 'Saiu para entrega';
    case 'completed':
      return type === 'delivery' ? 'Confirmar entrega' : type === 'pickup' ? 'Confirmar retirada' : 'Concluir pedido';
    case 'cancelled':
      return 'Cancelar pedido';
    default:
      return orderStatusLabel(to, type);
  }
}

export const CANCEL_REASON_REQUIRED = 'Informe o motivo do cancelamento';

export function invalidTransitionMessage(type: OrderType, from: OrderStatus, to: OrderStatus): string {
  return `Não é possível mudar o pedido de "${orderStatusLabel(from, type)}" para "${orderStatusLabel(to, type)}".`;
}

/** Said to a customer who tries to cancel an order the store has already accepted. */
export const CUSTOMER_CANCEL_TOO_LATE = 'O pedido já foi aceito pela loja. Para cancelar, fale com a loja.';
/** Said to a customer who tries to cancel an order that is cancelled already. */
export const CUSTOMER_CANCEL_ALREADY_CANCELLED = 'Este pedido já foi cancelado.';
/** The cancel reason recorded when the customer gives none. */
export const CUSTOMER_CANCEL_DEFAULT_REASON = 'Cancelado pelo cliente';

/** The customer may cancel their own order only while the store has not accepted it yet (scheduled or pending). */
export function customerCanCancel(status: OrderStatus): boolean {
  return status === 'scheduled' || status === 'pending';
}

/** Why the customer may not cancel an order in `status`, or null when they may. */
export function customerCancelRefusal(status: OrderStatus): string | null {
  if (customerCanCancel(status)) return null;
  return status === 'cancelled' ? CUSTOMER_CANCEL_ALREADY_CANCELLED : CUSTOMER_CANCEL_TOO_LATE;
}
