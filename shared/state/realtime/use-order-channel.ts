import { useEffect } from 'react';
import { ORDER_STATUS_EVENT, ORDER_UPDATED_EVENT, orderTrackingChannel } from '@comanda/shared/domain';
import { onRealtimeReconnected, subscribePublicChannel } from './public-channels';

/**
 * Calls `refresh` when any of these open orders changes status (`order.status_update` on each order's public
 * channel `order.{public_id}`) or otherwise (`order.updated`: its PIX charge was made or paid) and when the real-time connection comes back. Final orders are left out by the caller.
 */
export function useOrderChannels(publicIds: readonly string[], refresh: () => void): void {
  const key = [...publicIds].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    // A status change, or the order changed otherwise (its PIX charge was made or paid).
    const stops = key.split(',').flatMap((publicId) => [ORDER_STATUS_EVENT, ORDER_UPDATED_EVENT].map((event) => subscribePublicChannel(orderTrackingChannel(publicId), event, refresh)));
    stops.push(onRealtimeReconnected(refresh));
    return () => stops.forEach((stop) => stop());
  }, [key, refresh]);
}
