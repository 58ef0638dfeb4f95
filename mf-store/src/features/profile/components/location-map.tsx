import { useEffect, useMemo } from 'react';
import { GlobalStyles } from '@mui/material';
import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export type LatLng = { latitude: number; longitude: number };

type Props = {
  position: LatLng | null;
  onMove: (position: LatLng) => void;
  /** Tiles (OpenStreetMap); a failed tile leaves the grey background, the pin keeps working. */
  tileUrl?: string;
};

/** Centre of Brazil's largest metropolitan area: where the map opens before the store has coordinates. */
const DEFAULT_CENTRE: [number, number] = [-23.5505, -46.6333];

/** The subset of leaflet.css the map needs (the build has no CSS loader). */
const LEAFLET_CSS = {
  '.leaflet-container': { overflow: 'hidden', position: 'relative', background: '#e0e0e0', outline: 0, touchAction: 'none' },
  '.leaflet-pane, .leaflet-tile, .leaflet-marker-icon, .leaflet-tile-container, .leaflet-map-pane svg, .leaflet-zoom-box, .leaflet-layer': { position: 'absolute', left: 0, top: 0 },
  '.leaflet-tile, .leaflet-marker-icon': { userSelect: 'none' },
  '.leaflet-tile': { visibility: 'hidden', maxWidth: 'none !important' },
  '.leaflet-tile-loaded': { visibility: 'inherit' },
  '.leaflet-map-pane': { zIndex: 1 },
  '.leaflet-tile-pane': { zIndex: 200 },
  '.leaflet-marker-pane': { zIndex: 600 },
  '.leaflet-control-container .leaflet-top, .leaflet-control-container .leaflet-bottom': { position: 'absolute', zIndex: 1000, pointerEvents: 'none' },
  '.leaflet-top': { top: 0 },
  '.leaflet-left': { left: 0 },
  '.leaflet-right': { right: 0 },
  '.leaflet-bottom': { bottom: 0 },
  '.leaflet-control': { position: 'relative', zIndex: 800, pointerEvents: 'auto', float: 'left', clear: 'both', margin: 10 },
  '.leaflet-bar a': { display: 'block', width: 30, height: 30, lineHeight: '30px', textAlign: 'center', background: '#fff', color: '#000', textDecoration: 'none', border: '1px solid #ccc' },
  '.leaflet-control-attribution': { background: 'rgba(255,255,255,0.8)', fontSize: 11, padding: '0 5px', margin: 0 },
  '.leaflet-marker-draggable': { cursor: 'move' },
  '.comanda-pin': { background: 'none', border: 0 },
};

const PIN = divIcon({
  className: 'comanda-pin',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7 0 0 7 0 16c0 12 16 26 16 26s16-14 16-26C32 7 25 0 16 0z" fill="#c62828"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

function Recentre({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.setView([position.latitude, position.longitude], Math.max(map.getZoom(), 16));
  }, [map, position]);
  return null;
}

function ClickToMove({ onMove }: { onMove: Props['onMove'] }) {
  useMapEvents({ click: (event) => onMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** The store's pin: dragged (or the map clicked) to set the coordinates that delivery distances start from. */
export function LocationMap({ position, onMove, tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' }: Props) {
  const handlers = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onMove({ latitude: lat, longitude: lng });
      },
    }),
    [onMove],
  );
  const centre: [number, number] = position ? [position.latitude, position.longitude] : DEFAULT_CENTRE;
  return (
    <>
      <GlobalStyles styles={LEAFLET_CSS} />
      <MapContainer center={centre} zoom={position ? 16 : 11} style={{ height: 280, width: '100%', borderRadius: 8 }} aria-label="Mapa da localização da loja">
        <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap" />
        {position && <Marker position={centre} draggable icon={PIN} eventHandlers={handlers} title="Localização da loja (arraste para ajustar)" />}
        <Recentre position={position} />
        <ClickToMove onMove={onMove} />
      </MapContainer>
    </>
  );
}
