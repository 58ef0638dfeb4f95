import { isStoreManager } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { NewOrderAlert } from './features/new-order-alert';
import { STORE_SCREENS, storeNav } from './screens';

/** Exposed as `mf_store/routes`: the store dashboard under /store. */
export default function StoreRoutes({ basePath }: RemoteRoutesProps) {
  const { user } = useAuth();
  return (
    <AreaLayout title="Painel da loja" nav={storeNav(basePath, isStoreManager(user?.role))}>
      <ScreenRoutes screens={STORE_SCREENS} index="dashboard" />
      <NewOrderAlert basePath={basePath} />
    </AreaLayout>
  );
}
