import type { StoreEntitlements } from '@comanda/shared/domain';
import { useActiveStoreId } from '@comanda/shared/state';
import { useStoreEntitlementsQuery } from '../api/entitlements-api';

/** The active store's entitlements; null while unknown or when the store has no subscription (nothing limits it). */
export function useStoreEntitlements(): StoreEntitlements | null {
  const storeId = useActiveStoreId();
  const { data } = useStoreEntitlementsQuery(storeId ?? 0, { skip: storeId === null });
  return data ?? null;
}
