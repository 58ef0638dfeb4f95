import './test-utils';
import type { PosCatalog, RegisterSessionView } from '@comanda/shared/domain';
import { loadCatalog, loadRegister, saveCatalog, saveRegister } from './catalog-cache';
import { posDb, resetPosDb } from './pos-db';

const catalog = (storeId: number, fetchedAt: string) =>
  ({
    store: { id: storeId, name: 'Pizzaria Bella Napoli', slug: 'bella-napoli', business_type_slug: 'pizzaria', order_types: ['pickup', 'dine_in'], quantity_limits: { optionCopies: 10, lineQuantity: 99, orderUnits: 300 } },
    categories: [{ id: 1, name: 'Pizzas' }],
    products: [{ id: 10, name: 'Margherita', price: 49.9, promo_price: null, category_id: 1 }],
    fetched_at: fetchedAt,
  }) as unknown as PosCatalog;

const register = { id: 31, station_id: 'st-1', station_name: 'Balcão 1', opening_float_cents: 15_000 } as unknown as RegisterSessionView;

beforeEach(async () => {
  await resetPosDb();
});

it('keeps one catalog snapshot per store, the newest saved', async () => {
  expect(await loadCatalog(7)).toBeNull();
  await saveCatalog(7, catalog(7, '2026-11-25T10:00:00.000Z'));
  await saveCatalog(7, catalog(7, '2026-11-25T11:00:00.000Z'));
  await saveCatalog(8, catalog(8, '2026-11-25T09:00:00.000Z'));
  expect(await loadCatalog(7)).toEqual(catalog(7, '2026-11-25T11:00:00.000Z'));
  expect((await loadCatalog(8))?.store.id).toBe(8);
  expect(await posDb().catalog.count()).toBe(2);
});

it('keeps the open register per store and station; null when none is open; undefined when never saved', async () => {
  expect(await loadRegister(7, 'st-1')).toBeUndefined();
  await saveRegister(7, 'st-1', register);
  await saveRegister(7, 'st-2', null);
  expect(await loadRegister(7, 'st-1')).toEqual({ register, saved_at: expect.any(String) });
  expect(await loadRegister(7, 'st-2')).toMatchObject({ register: null });
  expect(await loadRegister(8, 'st-1')).toBeUndefined();
});
