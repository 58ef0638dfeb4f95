import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { ADMIN_SCREENS, adminNav } from './screens';

/** Exposed as `mf_admin/routes`: platform administration under /admin. */
export default function AdminRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <AreaLayout title="Administração" nav={adminNav(basePath)}>
      <ScreenRoutes screens={ADMIN_SCREENS} index="dashboard" />
    </AreaLayout>
  );
}
