import { Navigate, Outlet } from 'react-router-dom';
import { STORE_STAFF_ROLES, routePath } from '@comanda/shared/domain';
import { useAuth, useSupportStore } from '@comanda/shared/state';
import { PageSpinner } from '@comanda/shared/ui';

/**
 * The store back office (/store/*): the store's staff, or a super_admin who chose a store for support mode.
 * Only what the screens show: the API decides each request (support mode reads only, and every access is audited).
 */
export function RequireBackOffice() {
  const { user, isLoading } = useAuth();
  const supportStore = useSupportStore();
  if (isLoading) return <PageSpinner />;
  const staff = user !== null && STORE_STAFF_ROLES.includes(user.role);
  if (!staff && supportStore === null) return <Navigate to={routePath('forbidden')} replace />;
  return <Outlet />;
}
