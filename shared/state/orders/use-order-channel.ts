import { useEffect } from 'react';
import { ORDER_STATUS_EVENT, orderTrackingChannel } from '@comanda/shared/domain';
import { onRealtimeReconnected, subscribePublicChannel } from '../realtime/public-channels';

/**
 * Calls `refresh` when any of these open orders changes status (`order.status_update` on each order's public
 * channel `order.{public_id}`) and when the real-time connection comes back. Final orders are left out by the caller.
 */
export function useOrderChannels(publicIds: readonly string[], refresh: () => void): void {
  const key = [...publicIds].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const stops = key.split(',').map((publicId) => subscribePublicChannel(orderTrackingChannel(publicId), ORDER_STATUS_EVENT, refresh));
    stops.push(onRealtimeReconnected(refresh));
    return () => stops.forEach((stop) => stop());
  }, [key, refresh]);
}
