import type { Order } from '@comanda/shared/domain';
import { STORE_ORDER_ENDPOINTS } from '@comanda/shared/endpoints';
import type { RootState } from '@comanda/shared/state';

/**
 * Which of `ids` this page already knows left 'pending' — a status change that succeeded here (any screen)
 * or an order loaded from the server. Optimistic list patches don't count: they may still be undone.
 * A sorted comma list, so the selector's result compares by value.
 */
export function selectLeftPending(state: RootState, ids: readonly number[]): string {
  if (ids.length === 0) return '';
  const wanted = new Set(ids);
  const left = new Set<number>();
  const consider = (order: Order | undefined) => {
    if (order && wanted.has(order.id) && order.status !== 'pending') left.add(order.id);
  };
  // Both answer the whole order as the server has it.
  for (const entry of Object.values(state.api.mutations)) {
    if (entry?.endpointName === STORE_ORDER_ENDPOINTS.updateStatus && entry.status === 'fulfilled') consider(entry.data as Order | undefined);
  }
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName === STORE_ORDER_ENDPOINTS.order && entry.status === 'fulfilled') consider(entry.data as Order | undefined);
  }
  return [...left].sort((a, b) => a - b).join(',');
}
