import { MapClickHandler, MapView, Recentre, StorePin, type GeoPoint } from '@comanda/shared/ui/map';

export type LatLng = GeoPoint;

type Props = {
  position: LatLng | null;
  onMove: (position: LatLng) => void;
  /** Tiles (OpenStreetMap unless MapTilesProvider says otherwise); a failed tile leaves the grey background, the pin keeps working. */
  tileUrl?: string;
};

/** The store's pin: dragged (or the map clicked) to set the coordinates that delivery distances start from. */
export function LocationMap({ position, onMove, tileUrl }: Props) {
  return (
    <MapView
      label="Mapa da localização da loja"
      centre={position}
      zoom={position ? 16 : 11}
      height={280}
      tiles={tileUrl === undefined ? undefined : { url: tileUrl, attribution: '&copy; OpenStreetMap' }}
    >
      {position && <StorePin position={position} title="Localização da loja (arraste para ajustar)" onMove={onMove} />}
      <Recentre position={position} />
      <MapClickHandler onClick={onMove} />
    </MapView>
  );
}
