import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { courierPositionOf, DELIVERY_EVENTS, DRIVER_VEHICLE_LABELS, orderTrackingChannel, type CourierView, type DriverPosition, type Order } from '@comanda/shared/domain';
import { subscribePublicChannel } from '@comanda/shared/state';

// Leaflet loads only when a courier is on the way.
const CourierMap = lazy(() => import('./courier-map').then((m) => ({ default: m.CourierMap })));

/** The courier's last position and estimate: the order's own, then each `courier.position` on its channel. */
function useCourier(publicId: string, initial: CourierView | null) {
  const [live, setLive] = useState<{ position: DriverPosition; eta: number | null } | null>(null);
  useEffect(() => {
    if (!initial) return undefined;
    return subscribePublicChannel(orderTrackingChannel(publicId), DELIVERY_EVENTS.courierPosition, (payload) => {
      const event = courierPositionOf(payload);
      if (event) setLive({ position: { latitude: event.latitude, longitude: event.longitude, at: event.at }, eta: event.eta_minutes });
    });
  }, [publicId, initial]);
  if (!initial) return null;
  return { ...initial, position: live?.position ?? initial.position, eta_minutes: live ? live.eta : initial.eta_minutes };
}

/**
 * Once a driver has the order: the code to give at the door; while it is out for delivery, the driver on a map with the
 * time estimate (only this order's link sees it, and only during the trip).
 */
export function DeliveryTracking({ order }: { order: Order }) {
  const courier = useCourier(order.public_id, order.delivery?.courier ?? null);
  const code = order.delivery?.code ?? null;
  if (!code && !courier) return null;
  const home = order.address?.latitude != null && order.address.longitude != null ? { latitude: order.address.latitude, longitude: order.address.longitude } : null;
  const points = [...(courier?.position ? [courier.position] : []), ...(home ? [home] : [])];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="delivery-tracking-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography id="delivery-tracking-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Entrega
      </Typography>
      {code && (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography>Código de entrega:</Typography>
          <Typography component="strong" aria-label="Código de entrega" sx={{ fontSize: 28, fontWeight: 800, letterSpacing: 4 }}>
            {code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Informe ao entregador na porta.
          </Typography>
        </Box>
      )}
      {courier && (
        <>
          <Typography role="status">
            {courier.name} ({DRIVER_VEHICLE_LABELS[courier.vehicle]}) está a caminho
            {courier.eta_minutes !== null ? ` · chega em cerca de ${courier.eta_minutes} min` : ''}
          </Typography>
          {points.length > 0 && (
            <Suspense fallback={null}>
              <CourierMap name={courier.name} position={courier.position} home={home} />
            </Suspense>
          )}
        </>
      )}
    </Paper>
  );
}
