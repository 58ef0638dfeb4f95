import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { dashboardPathFor, isAdmin, isStoreManager, roleMay, routePath, type Role, type StorePermission } from '@comanda/shared/domain';
import { initializeAuth, readStoredToken, useAppDispatch, useAuth } from '@comanda/shared/state';
import { PageSpinner } from '../feedback/page-spinner';

type GuardProps = { children?: ReactNode };

function render(children: ReactNode | undefined) {
  return <>{children ?? <Outlet />}</>;
}

/** Sends guests to /login, first trying to restore the session when a token is stored. */
export function RequireAuth({ children }: GuardProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const restoreTried = useRef(false);
  const canRestore = !isAuthenticated && !isLoading && !restoreTried.current && Boolean(readStoredToken());

  useEffect(() => {
    if (canRestore) {
      restoreTried.current = true;
      void dispatch(initializeAuth());
    }
  }, [canRestore, dispatch]);

  if (isLoading || canRestore) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to={routePath('login')} replace state={{ from: location }} />;
  return render(children);
}

/** Admin routes send non-admins to the landing page. */
export function RequireAdmin({ children }: GuardProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!isAdmin(user?.role)) return <Navigate to={routePath('landing')} replace />;
  return render(children);
}

/** Store-management routes send anyone but store_owner / store_admin to the landing page. */
export function RequireStoreAccess({ children }: GuardProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!isStoreManager(user?.role)) return <Navigate to={routePath('landing')} replace />;
  return render(children);
}

/** A store screen that needs a permission of STORE_PERMISSIONS (shared/domain): other roles get the 403 page. */
export function RequireStorePermission({ permission, children }: GuardProps & { permission: StorePermission }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!roleMay(user?.role, permission)) return <Navigate to={routePath('forbidden')} replace />;
  return render(children);
}

/** Routes with a role list send other roles to the 403 page. */
export function RequireRoles({ roles, children }: GuardProps & { roles: readonly Role[] }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user || !roles.includes(user.role)) return <Navigate to={routePath('forbidden')} replace />;
  return render(children);
}

/** Guest-only routes send a logged-in user to their role's dashboard. */
export function GuestOnly({ children }: GuardProps) {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to={dashboardPathFor(user?.role)} replace />;
  return render(children);
}
