import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor, type AuthUser } from '@comanda/shared/domain';

/** After login/registration: back to the protected page that sent the user here, else their dashboard. */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return (user: AuthUser | null) => {
    const target = from?.pathname ? `${from.pathname}${from.search ?? ''}` : dashboardPathFor(user?.role);
    navigate(target, { replace: true });
  };
}
