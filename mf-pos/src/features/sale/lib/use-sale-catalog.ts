import { useCallback } from 'react';
import { toApiError } from '@comanda/shared/state';
import type { PosCatalog } from '@comanda/shared/domain';
import { loadCatalog, saveCatalog, useKeptCopy } from '../../../offline';
import { usePosCatalogQuery } from '../api/sale-api';

/** The catalog the station sells from: the API's, or the copy kept on the station while the API cannot be reached. */
export function useSaleCatalog(storeId: number): { catalog: PosCatalog | null; error: string | null; isLoading: boolean; fromCopy: boolean } {
  const query = usePosCatalogQuery(storeId, { skip: !storeId });
  const save = useCallback((catalog: PosCatalog) => saveCatalog(storeId, catalog), [storeId]);
  const load = useCallback(async () => (await loadCatalog(storeId)) ?? undefined, [storeId]);
  const { value, fromCopy } = useKeptCopy(query.data, query.error, save, load);
  return {
    catalog: value ?? null,
    error: query.error && !value ? toApiError(query.error, 'Não foi possível carregar o cardápio.').message : null,
    isLoading: query.isLoading,
    fromCopy,
  };
}
