import { useEffect, type ReactNode } from 'react';
import { initializeAuth, useAppDispatch, useAuth } from '@comanda/shared/state';
import { StartupSpinner } from '@comanda/shared/ui';

/** Runs the start-up auth check; a spinner covers the app until it ends (spec section 2). */
export function AuthBootstrap({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { isLoading } = useAuth();

  useEffect(() => {
    void dispatch(initializeAuth());
  }, [dispatch]);

  return isLoading ? <StartupSpinner /> : <>{children}</>;
}
