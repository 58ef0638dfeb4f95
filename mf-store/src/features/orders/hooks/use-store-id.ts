import { useAuth } from '@comanda/shared/state';

/** The store the logged-in staff member works for (AuthUser.store_id); null when the account has none. */
export function useStoreId(): number | null {
  const { user } = useAuth();
  return user?.store_id ?? null;
}
