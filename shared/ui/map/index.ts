// '@comanda/shared/ui/map': the Leaflet base of every map (store location, delivery zones, delivery monitor,
// order tracking). Its own entry, so that only the screens with a map load Leaflet.
export * from './geo-point';
export * from './leaflet-css';
export * from './map-tiles';
export * from './map-view';
export * from './map-layers';
