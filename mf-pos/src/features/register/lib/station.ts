import { STATION_ID_PATTERN } from '@comanda/shared/domain';

/** This device as a POS station of a store: made once and kept in the browser, so its register is its own. */
export type Station = { id: string; name: string };

const KEY = (storeId: number) => `pos_station:${storeId}`;
export const DEFAULT_STATION_NAME = 'Caixa 1';

function newStationId(): string {
  return `st-${crypto.randomUUID()}`;
}

export function readStation(storeId: number): Station {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY(storeId)) ?? 'null') as Partial<Station> | null;
    if (saved && typeof saved.id === 'string' && STATION_ID_PATTERN.test(saved.id)) return { id: saved.id, name: typeof saved.name === 'string' && saved.name ? saved.name : DEFAULT_STATION_NAME };
  } catch {
    // a damaged entry: this device starts as a new station
  }
  const station = { id: newStationId(), name: DEFAULT_STATION_NAME };
  saveStation(storeId, station);
  return station;
}

export function saveStation(storeId: number, station: Station): void {
  localStorage.setItem(KEY(storeId), JSON.stringify(station));
}
