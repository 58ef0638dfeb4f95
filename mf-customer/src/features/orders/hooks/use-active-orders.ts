import { useOrderChannels } from '@comanda/shared/state';
import { useCustomerOrdersQuery } from '../../../api/customer-orders-api';

/** A safety net while orders are open, in case the channels and the reconnect signal both miss a change. */
export const ACTIVE_ORDERS_POLL_MS = 30_000;

/** My open orders at every store, kept live: a status change on any of their channels refetches the list. */
export function useActiveOrders() {
  const query = useCustomerOrdersQuery({ scope: 'active', per_page: 50 }, { pollingInterval: ACTIVE_ORDERS_POLL_MS, skipPollingIfUnfocused: true });
  useOrderChannels((query.data?.data ?? []).map((order) => order.public_id), query.refetch);
  return query;
}
