import { DRIVER_STATE_LABELS, type DeliveryMonitor, type DriverState } from '@comanda/shared/domain';
import { FitBounds, MapMarker, MapView, markerIcon, StorePin, type GeoPoint } from '@comanda/shared/ui/map';
import { lateAt } from '../lib/monitor';

const DRIVER_COLOURS: Record<DriverState, string> = { idle: '#2e7d32', on_trip: '#1565c0', offline: '#757575' };
const ORDER_COLOURS = { waiting: '#ef6c00', out: '#6a1b9a', late: '#c62828' } as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const pointOf = (p: { latitude: number | null; longitude: number | null }): GeoPoint | null => (p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : null);

/**
 * The monitor's map: the store, the online drivers (moved by `driver-position` events through the cached monitor) and
 * the destinations of the orders ready or out (late ones in red).
 */
export function DeliveryMap({ monitor, now }: { monitor: DeliveryMonitor; now: number }) {
  const store = pointOf(monitor.store);
  const destinations = monitor.orders.flatMap((order) => {
    const point = pointOf(order);
    return point ? [{ order, point }] : [];
  });
  const drivers = monitor.drivers.filter((d) => d.active && d.state !== 'offline' && d.position);
  // Refit when the store or the set of orders changes, not when a driver moves.
  const fitKey = `${store?.latitude},${store?.longitude}|${destinations.map((d) => d.order.id).join(',')}`;
  const fitPoints = [...(store ? [store] : []), ...destinations.map((d) => d.point)];

  return (
    <MapView label="Mapa das entregas" centre={store} zoom={14} height={520}>
      {store && <StorePin position={store} title="Loja" />}
      {destinations.map(({ order, point }) => {
        const late = lateAt(order, now, monitor.store.promised_minutes);
        const colour = late ? ORDER_COLOURS.late : order.driver_id === null ? ORDER_COLOURS.waiting : ORDER_COLOURS.out;
        return (
          <MapMarker
            key={`order-${order.id}`}
            position={point}
            title={`Pedido ${order.number}${late ? ' (atrasado)' : ''}`}
            icon={markerIcon(colour, order.number.replace(/^#0*/, ''), 24)}
            tooltip={`${order.number} — ${order.customer_name}${order.driver_name ? ` · ${order.driver_name}` : ''}`}
          />
        );
      })}
      {drivers.map((driver) => (
        <MapMarker
          key={`driver-${driver.id}`}
          position={driver.position!}
          title={driver.name}
          icon={markerIcon(DRIVER_COLOURS[driver.state], initials(driver.name), 28)}
          tooltip={`${driver.name} — ${DRIVER_STATE_LABELS[driver.state]}`}
        />
      ))}
      <FitBounds points={fitPoints} fitKey={fitKey} />
    </MapView>
  );
}
