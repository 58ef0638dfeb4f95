import { useActiveStoreId } from '@comanda/shared/state';

/** The store this screen works on (the active store: the branch for branch-scoped staff); null when none. */
export function useStoreId(): number | null {
  return useActiveStoreId();
}
