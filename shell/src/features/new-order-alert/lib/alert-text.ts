import { formatReais, type OrderSummary } from '@comanda/shared/domain';

/** 'Novo pedido #0042 — Maria — R$ 54,90'. */
export function newOrderToastText(order: Pick<OrderSummary, 'display_number' | 'customer_name' | 'total'>): string {
  return `Novo pedido ${order.display_number} — ${order.customer_name} — ${formatReais(order.total)}`;
}

/** The order a /store page shows, if it is an order's details (`{basePath}/orders/42`). */
export function openedOrderId(pathname: string, basePath: string): number | null {
  const prefix = `${basePath.replace(/\/$/, '')}/orders/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return /^\d+$/.test(rest) ? Number(rest) : null;
}
