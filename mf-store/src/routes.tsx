import { useAuth } from '@comanda/shared/state';
import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { STORE_SCREENS, storeNav } from './screens';

/** Exposed as `mf_store/routes`: the store dashboard under /store (the shell adds the new-order alert). */
export default function StoreRoutes({ basePath }: RemoteRoutesProps) {
  const { user } = useAuth();
  return (
    <AreaLayout title="Painel da loja" nav={storeNav(basePath, user?.role)}>
      <ScreenRoutes screens={STORE_SCREENS} index="dashboard" />
    </AreaLayout>
  );
}
