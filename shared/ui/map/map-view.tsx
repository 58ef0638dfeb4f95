import { useEffect, type ReactNode } from 'react';
import { GlobalStyles } from '@mui/material';
import { Box } from '@comanda/shared/ui/mui';
import { latLngBounds } from 'leaflet';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LEAFLET_CSS } from './leaflet-css';
import { useMapTiles, type MapTiles } from './map-tiles';
import { toLatLng, type GeoPoint } from './geo-point';

/** Centre of Brazil's largest metropolitan area: where a map opens when it has nothing to show yet. */
export const DEFAULT_MAP_CENTRE: GeoPoint = { latitude: -23.5505, longitude: -46.6333 };

type Props = {
  /** Where the map opens (later changes do not move it: use FitBounds or Recentre). */
  centre?: GeoPoint | null;
  zoom?: number;
  height?: number | string;
  /** The map's accessible name. */
  label: string;
  /** undefined = the tiles of MapTilesProvider (OpenStreetMap by default); null = no tiles. */
  tiles?: MapTiles;
  /** A crosshair cursor (e.g. while drawing). */
  crosshair?: boolean;
  children?: ReactNode;
};

/**
 * The base of every map of the platform (Leaflet): the container with our CSS subset, the tiles (configurable, or
 * none in tests), and whatever layers the caller puts inside (StorePin, MapMarker, MapCircle, MapPolygon, …).
 */
export function MapView({ centre, zoom = 13, height = 320, label, tiles, crosshair = false, children }: Props) {
  const fromContext = useMapTiles();
  const source = tiles === undefined ? fromContext : tiles;
  const start = toLatLng(centre ?? DEFAULT_MAP_CENTRE);
  return (
    <Box role="region" aria-label={label} sx={{ position: 'relative', height, width: '100%', borderRadius: 2, overflow: 'hidden', '& .leaflet-container': { cursor: crosshair ? 'crosshair' : undefined } }}>
      <GlobalStyles styles={LEAFLET_CSS} />
      <MapContainer center={start} zoom={zoom} style={{ height: '100%', width: '100%' }}>
        {source && <TileLayer url={source.url} attribution={source.attribution} />}
        <FollowSize />
        {children}
      </MapContainer>
    </Box>
  );
}

/** Leaflet measures its container once: a map opened in a dialog or a resized panel re-measures when its box changes. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Calls `onClick` with the point clicked on the map. */
export function MapClickHandler({ onClick }: { onClick: (point: GeoPoint) => void }) {
  useMapEvents({ click: (event) => onClick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Moves the map to `position` (zooming in to at least `minZoom`) whenever it changes. */
export function Recentre({ position, minZoom = 16 }: { position: GeoPoint | null; minZoom?: number }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.setView(toLatLng(position), Math.max(map.getZoom(), minZoom));
  }, [map, position, minZoom]);
  return null;
}

/** Fits the map to `points` whenever `fitKey` changes (e.g. the zones were loaded). */
export function FitBounds({ points, fitKey, maxZoom = 15 }: { points: GeoPoint[]; fitKey: string; maxZoom?: number }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    if (points.length === 1) map.setView(toLatLng(points[0]!), Math.min(maxZoom, Math.max(map.getZoom(), 13)));
    else map.fitBounds(latLngBounds(points.map(toLatLng)), { padding: [24, 24], maxZoom });
    // Only a new key refits: the caller's array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey, maxZoom]);
  return null;
}
