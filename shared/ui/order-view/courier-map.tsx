import { useMemo } from 'react';
import { FitBounds, MapMarker, MapView, markerIcon, type GeoPoint } from '@comanda/shared/ui/map';

const HOME_ICON = markerIcon('#2e7d32', '⌂', 26);

/** The courier (their initial) and the delivery address on a map, framed to show both. */
export function CourierMap({ name, position, home }: { name: string; position: GeoPoint | null; home: GeoPoint | null }) {
  const courierIcon = useMemo(() => markerIcon('#1565c0', name.slice(0, 1).toUpperCase(), 30), [name]);
  const points = [...(position ? [position] : []), ...(home ? [home] : [])];
  return (
    <MapView label="Mapa da entrega" centre={points[0]} height={260}>
      {position && <MapMarker position={position} title={`Entregador ${name}`} icon={courierIcon} />}
      {home && <MapMarker position={home} title="Endereço de entrega" icon={HOME_ICON} />}
      <FitBounds points={points} fitKey={home ? `${home.latitude},${home.longitude}` : 'courier'} />
    </MapView>
  );
}
