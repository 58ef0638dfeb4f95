import { createContext, useContext, type ReactNode } from 'react';

/** Where the base map comes from; null = no tiles (tests, or a screen that only needs the shapes on grey). */
export type MapTiles = { url: string; attribution: string } | null;

/** OpenStreetMap's tiles (production); their usage policy asks for the attribution. */
export const OSM_TILES: MapTiles = { url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '&copy; OpenStreetMap' };

const MapTilesContext = createContext<MapTiles>(OSM_TILES);

/** Sets the tiles of every map below it (a test renders a screen with `tiles={null}`: no image requests). */
export function MapTilesProvider({ tiles, children }: { tiles: MapTiles; children: ReactNode }) {
  return <MapTilesContext.Provider value={tiles}>{children}</MapTilesContext.Provider>;
}

export const useMapTiles = (): MapTiles => useContext(MapTilesContext);
