/** A point as the domain writes it (shared/domain Coordinates); Leaflet wants [lat, lng]. */
export type GeoPoint = { latitude: number; longitude: number };

export const toLatLng = (point: GeoPoint): [number, number] => [point.latitude, point.longitude];
