import { useCallback } from 'react';
import { toApiError } from '@comanda/shared/state';
import type { PosCatalog } from '@comanda/shared/domain';
import { usePosCatalogQuery } from '../api/catalog-api';
import { loadCatalog, observeServerTime, saveCatalog, useKeptCopy } from '../offline';

export type PosCatalogState = {
  catalog: PosCatalog | null;
  /** Why there is no catalog (the API's message), null while there is one. */
  error: string | null;
  /** The API's error as it came (undefined: none), for a screen that words or reports it itself. */
  queryError: unknown;
  isLoading: boolean;
  fromCopy: boolean;
};

/** The catalog the station sells from: the API's, or the copy kept on the station while the API cannot be reached. */
export function usePosCatalog(storeId: number): PosCatalogState {
  const query = usePosCatalogQuery(storeId, { skip: !storeId });
  const save = useCallback(
    (catalog: PosCatalog) => {
      if (!query.isFetching) observeServerTime(catalog.fetched_at, query.fulfilledTimeStamp);
      return saveCatalog(storeId, catalog);
    },
    [storeId, query.isFetching, query.fulfilledTimeStamp],
  );
  const load = useCallback(async () => (await loadCatalog(storeId)) ?? undefined, [storeId]);
  const { value, fromCopy } = useKeptCopy(query.data, query.error, save, load);
  return {
    catalog: value ?? null,
    error: query.error && !value ? toApiError(query.error, 'Não foi possível carregar o cardápio.').message : null,
    queryError: query.error,
    isLoading: query.isLoading,
    fromCopy,
  };
}
