import { isOpenStatus } from '@comanda/shared/domain';
import { useOrderChannels } from '@comanda/shared/state';
import { useTrackOrderQuery } from '../../../api/orders-api';

/** Slow safety net while the order is open, in case both the channel and the reconnect signal miss a change. */
export const TRACKING_POLL_MS = 30_000;

/**
 * The order behind a private link, kept current: `order.status_update` on the public channel
 * `order.{public_id}` refetches it, so does the real-time connection coming back (`realtime-reconnected`),
 * and a slow poll runs while the order is open. A final order (completed, cancelled) stops all three.
 */
export function useLiveOrder(publicId: string) {
  const query = useTrackOrderQuery(publicId, { skip: !publicId });
  const open = query.data ? isOpenStatus(query.data.status) : !query.isError;
  // A second subscription to the same cache entry only polls, and goes away once the order is final.
  useTrackOrderQuery(publicId, { skip: !publicId || !open, pollingInterval: TRACKING_POLL_MS, skipPollingIfUnfocused: true });
  useOrderChannels(publicId && open ? [publicId] : [], query.refetch);
  return query;
}
