import { useMemo, type ReactNode } from 'react';
import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { Circle, Marker, Polygon, Tooltip } from 'react-leaflet';
import { toLatLng, type GeoPoint } from './geo-point';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The store's pin (a red drop with a white dot). */
export const STORE_PIN_ICON = divIcon({
  className: 'comanda-pin',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7 0 0 7 0 16c0 12 16 26 16 26s16-14 16-26C32 7 25 0 16 0z" fill="#c62828"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/** A round marker of `colour`, optionally with a short label inside (a vertex number, a driver's initials). */
export function markerIcon(colour: string, label = '', size = 22) {
  return divIcon({
    className: 'comanda-marker',
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${colour};color:#fff;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.5);font:bold 11px sans-serif">${escapeHtml(label)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

type MarkerProps = {
  position: GeoPoint;
  /** Accessible name (and hover title). */
  title: string;
  icon?: ReturnType<typeof divIcon>;
  /** Draggable when given: called with where the marker was dropped. */
  onMove?: (position: GeoPoint) => void;
  onClick?: () => void;
  tooltip?: ReactNode;
};

/** A marker; draggable when `onMove` is given. */
export function MapMarker({ position, title, icon, onMove, onClick, tooltip }: MarkerProps) {
  const handlers = useMemo(
    () => ({
      ...(onMove
        ? {
            dragend: (event: LeafletEvent) => {
              const { lat, lng } = (event.target as LeafletMarker).getLatLng();
              onMove({ latitude: lat, longitude: lng });
            },
          }
        : {}),
      ...(onClick ? { click: () => onClick() } : {}),
    }),
    [onMove, onClick],
  );
  return (
    <Marker position={toLatLng(position)} title={title} alt={title} icon={icon ?? markerIcon('#1565c0')} draggable={Boolean(onMove)} eventHandlers={handlers} keyboard>
      {tooltip && <Tooltip>{tooltip}</Tooltip>}
    </Marker>
  );
}

/** The store's pin; draggable when `onMove` is given. */
export function StorePin({ position, title = 'Localização da loja', onMove }: { position: GeoPoint; title?: string; onMove?: (position: GeoPoint) => void }) {
  return <MapMarker position={position} title={title} icon={STORE_PIN_ICON} onMove={onMove} />;
}

type ShapeStyle = { colour: string; dashed?: boolean; fillOpacity?: number; weight?: number };

const pathOptions = ({ colour, dashed, fillOpacity = 0.15, weight = 2 }: ShapeStyle) => ({ color: colour, fillColor: colour, fillOpacity, weight, dashArray: dashed ? '6 6' : undefined });

/** A circle of `radiusKm` around `centre` (a delivery ring, a radius). */
export function MapCircle({ centre, radiusKm, label, ...style }: ShapeStyle & { centre: GeoPoint; radiusKm: number; label?: ReactNode }) {
  return (
    <Circle center={toLatLng(centre)} radius={radiusKm * 1000} pathOptions={pathOptions(style)}>
      {label && <Tooltip sticky>{label}</Tooltip>}
    </Circle>
  );
}

/** A polygon through `points` (closed by itself). */
export function MapPolygon({ points, label, onClick, ...style }: ShapeStyle & { points: GeoPoint[]; label?: ReactNode; onClick?: () => void }) {
  const handlers = useMemo(() => (onClick ? { click: () => onClick() } : {}), [onClick]);
  return (
    <Polygon positions={points.map(toLatLng)} pathOptions={pathOptions(style)} eventHandlers={handlers}>
      {label && <Tooltip sticky>{label}</Tooltip>}
    </Polygon>
  );
}
