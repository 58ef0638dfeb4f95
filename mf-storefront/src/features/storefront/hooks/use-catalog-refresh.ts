import { useEffect, useRef } from 'react';
import { CATALOG_UPDATED_EVENT, storePublicChannel } from '@comanda/shared/domain';
import { subscribePublicChannel } from '@comanda/shared/state';

/** Calls `refresh` when the back office changes this store row's catalog or settings (price, paused product, orders paused, hours…). */
export function useCatalogRefresh(storeId: number | undefined, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!storeId) return undefined;
    return subscribePublicChannel(storePublicChannel(storeId), CATALOG_UPDATED_EVENT, () => latest.current());
  }, [storeId]);
}
