/**
 * What the sale screen needs to start without the network: the store's catalog snapshot and this station's open
 * register, saved each time they are read from the API and read back when the API cannot be reached.
 */
import type { PosCatalog, RegisterSessionView } from '@comanda/shared/domain';
import { posDb } from './pos-db';

/** Keeps the catalog the API just returned (it carries its own `fetched_at`). */
export async function saveCatalog(storeId: number, catalog: PosCatalog): Promise<void> {
  await posDb().catalog.put({ ...catalog, store_id: storeId });
}

/** The last catalog saved for the store, or null (never opened online on this device). */
export async function loadCatalog(storeId: number): Promise<PosCatalog | null> {
  const row = await posDb().catalog.get(storeId);
  if (!row) return null;
  const { store_id: _storeId, ...catalog } = row;
  return catalog;
}

/** Keeps this station's register as the API just described it (null: none open). */
export async function saveRegister(storeId: number, stationId: string, register: RegisterSessionView | null): Promise<void> {
  await posDb().register.put({ store_id: storeId, station_id: stationId, register, saved_at: new Date().toISOString() });
}

/**
 * The station's register as last saved: `undefined` when nothing was ever saved for it (the screen cannot know
 * whether a register is open), null when the API last said none was open.
 */
export async function loadRegister(storeId: number, stationId: string): Promise<{ register: RegisterSessionView | null; saved_at: string } | undefined> {
  const row = await posDb().register.get([storeId, stationId]);
  return row ? { register: row.register, saved_at: row.saved_at } : undefined;
}
