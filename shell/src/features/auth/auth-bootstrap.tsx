import { useEffect, type ReactNode } from 'react';
import { initializeAuth, useAppDispatch, useAuth } from '@comanda/shared/state';
import { StartupSpinner } from '@comanda/shared/ui';

/**
 * Runs the start-up auth check; a spinner covers the app until it ends (spec section 2). A server-rendered page
 * (`cover` false) stays on screen instead: it is a public page, and the route guards wait for the check themselves.
 */
export function AuthBootstrap({ children, cover = true }: { children: ReactNode; cover?: boolean }) {
  const dispatch = useAppDispatch();
  const { isLoading } = useAuth();

  useEffect(() => {
    void dispatch(initializeAuth());
  }, [dispatch]);

  return isLoading && cover ? <StartupSpinner /> : <>{children}</>;
}
