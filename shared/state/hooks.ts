import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';
import { useCallback } from 'react';
import { selectActiveStoreId, selectAuth, selectSupportStore } from './auth/auth-slice';
import type { SupportStore } from './auth/support-store-storage';
import { switchActiveStore } from './auth/auth-thunks';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export function useAuth() {
  return useAppSelector(selectAuth);
}

/**
 * The store the staff screens work on (the id every store-member API call uses): the branch for staff limited
 * to a branch; for store-wide staff, the store they switched to (main store or a branch) or their own store.
 */
export function useActiveStoreId(): number | null {
  return useAppSelector(selectActiveStoreId);
}

/** Switches the active store (store-wide staff only); every screen's queries refetch for the new store. */
export function useSwitchActiveStore(): (storeId: number | null) => void {
  const dispatch = useAppDispatch();
  return useCallback((storeId: number | null) => void dispatch(switchActiveStore(storeId)), [dispatch]);
}

/** The store the platform admin reads in support mode (read-only, audited by the API), or null. */
export function useSupportStore(): SupportStore | null {
  return useAppSelector(selectSupportStore);
}
