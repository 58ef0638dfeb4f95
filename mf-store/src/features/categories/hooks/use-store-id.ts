import { useAuth } from '@comanda/shared/state';

/** The store the logged-in staff member manages (AuthUser.store_id); null when the account has none. */
export function useStoreId(): number | null {
  return useAuth().user?.store_id ?? null;
}
