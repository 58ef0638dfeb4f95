import { useLocation, useNavigate } from 'react-router-dom';
import { canAccessPath, dashboardPathFor, type AuthUser } from '@comanda/shared/domain';

/**
 * After login/registration: back to the protected page that sent the user here when their role may
 * open it (the page may belong to whoever logged out before), else their dashboard.
 */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return (user: AuthUser | null) => {
    const back = from?.pathname && canAccessPath(user?.role, from.pathname) ? `${from.pathname}${from.search ?? ''}` : null;
    navigate(back ?? dashboardPathFor(user?.role), { replace: true });
  };
}
