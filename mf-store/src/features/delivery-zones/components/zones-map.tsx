import { Fragment } from 'react';
import { DELIVERY_ZONE_KIND_LABELS, formatBRL, reaisToCents, type Coordinates, type DeliveryZoneView } from '@comanda/shared/domain';
import { FitBounds, MapCircle, MapClickHandler, MapMarker, MapPolygon, MapView, markerIcon, StorePin } from '@comanda/shared/ui/map';
import type { DeliveryZonesPage } from '../api/delivery-zones-api';

export const ZONE_COLOURS = { polygon: '#6a1b9a', distance: '#2e7d32', draft: '#e65100', radius: '#616161', simulated: '#1565c0' } as const;

/** A polygon being drawn: click the map to add a vertex, drag a vertex to move it. */
export type PolygonDraft = { points: Coordinates[]; drawing: boolean; onChange: (points: Coordinates[]) => void };

type Props = {
  page: DeliveryZonesPage;
  label: string;
  height?: number;
  /** The zone being edited is left out (the draft draws it). */
  hideZoneId?: number | null;
  draft?: PolygonDraft | null;
  /** Where the simulated address fell. */
  simulated?: Coordinates | null;
};

const zoneLabel = (zone: DeliveryZoneView) => `${zone.name} · ${DELIVERY_ZONE_KIND_LABELS[zone.kind]} · ${formatBRL(reaisToCents(zone.fee))}`;

/** Every active ring (a circle around the store) and polygon of the store, its radius, and a polygon being drawn. */
export function ZonesMap({ page, label, height = 380, hideZoneId = null, draft = null, simulated = null }: Props) {
  const store = page.store.location;
  const zones = page.data.filter((zone) => zone.isActive && zone.id !== hideZoneId);
  const polygons = zones.filter((zone) => zone.kind === 'polygon' && zone.polygon);
  const rings = zones.filter((zone) => zone.kind === 'distance' && zone.upToKm !== null).sort((a, b) => b.upToKm! - a.upToKm!);
  const fitPoints = [...(store ? [store] : []), ...polygons.flatMap((zone) => zone.polygon!), ...(draft?.points ?? [])];
  const fitKey = `${page.data.map((zone) => zone.id).join(',')}:${hideZoneId ?? ''}`;
  const move = (index: number) => (point: Coordinates) => draft?.onChange(draft.points.map((p, i) => (i === index ? point : p)));

  return (
    <MapView label={label} centre={store} height={height} crosshair={draft?.drawing}>
      {store && page.store.deliveryRadiusKm !== null && <MapCircle centre={store} radiusKm={page.store.deliveryRadiusKm} colour={ZONE_COLOURS.radius} dashed fillOpacity={0} label={`Raio de entrega: ${page.store.deliveryRadiusKm} km`} />}
      {store && rings.map((zone) => <MapCircle key={zone.id} centre={store} radiusKm={zone.upToKm!} colour={ZONE_COLOURS.distance} fillOpacity={0.08} label={zoneLabel(zone)} />)}
      {polygons.map((zone) => (
        <MapPolygon key={zone.id} points={zone.polygon!} colour={ZONE_COLOURS.polygon} label={zoneLabel(zone)} />
      ))}
      {store && <StorePin position={store} />}
      {draft && (
        <Fragment>
          {draft.points.length >= 2 && <MapPolygon points={draft.points} colour={ZONE_COLOURS.draft} dashed={draft.drawing} fillOpacity={0.2} />}
          {draft.points.map((point, index) => (
            <MapMarker key={index} position={point} title={`Ponto ${index + 1}`} icon={markerIcon(ZONE_COLOURS.draft, String(index + 1))} onMove={move(index)} />
          ))}
          {draft.drawing && <MapClickHandler onClick={(point) => draft.onChange([...draft.points, point])} />}
        </Fragment>
      )}
      {simulated && <MapMarker position={simulated} title="Endereço simulado" icon={markerIcon(ZONE_COLOURS.simulated, '?')} />}
      <FitBounds points={fitPoints} fitKey={fitKey} />
    </MapView>
  );
}
