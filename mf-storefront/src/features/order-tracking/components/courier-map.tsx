import { FitBounds, MapMarker, MapView, markerIcon, type GeoPoint } from '@comanda/shared/ui/map';

const COURIER_ICON = markerIcon('#1565c0', '🛵', 30);
const HOME_ICON = markerIcon('#2e7d32', '⌂', 26);

/** The courier and the delivery address on a map, framed to show both. */
export function CourierMap({ name, position, home }: { name: string; position: GeoPoint | null; home: GeoPoint | null }) {
  const points = [...(position ? [position] : []), ...(home ? [home] : [])];
  return (
    <MapView label="Mapa da entrega" centre={points[0]} height={260}>
      {position && <MapMarker position={position} title={`Entregador ${name}`} icon={COURIER_ICON} />}
      {home && <MapMarker position={home} title="Endereço de entrega" icon={HOME_ICON} />}
      <FitBounds points={points} fitKey={home ? `${home.latitude},${home.longitude}` : 'courier'} />
    </MapView>
  );
}
