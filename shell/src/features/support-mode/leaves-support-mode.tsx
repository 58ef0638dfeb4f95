import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { endSupportMode, useAppDispatch } from '@comanda/shared/state';

/**
 * Coming back to the admin area ends support mode. It ends here, once the back office is gone, and not in the
 * banner's "Sair" button: ended there, the /store guard would see it first and send the admin to the 403 page.
 */
export function LeavesSupportMode() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(endSupportMode());
  }, [dispatch]);
  return <Outlet />;
}
