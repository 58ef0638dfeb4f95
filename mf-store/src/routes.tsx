import { lazy, Suspense } from 'react';
import { useAuth } from '@comanda/shared/state';
import { AreaLayout, HeaderExtrasContext, PageSpinner, ScreenRoutes, useHeaderExtras, type RemoteRoutesProps } from '@comanda/shared/ui';
import { PlanBanner } from './features/plan';
import { StoreSwitcher } from './features/store-switcher';
import { STORE_SCREENS, storeNav } from './screens';
import { SupportBanner } from './support-mode/support-banner';

/** The driver app (/entregador): its own chunk, loaded only there. */
const DriverAppRoutes = lazy(() => import('./driver-app/driver-app-routes'));

/** Exposed as `mf_store/routes`: the store dashboard under /store (the shell adds the new-order alert). */
export default function StoreRoutes({ basePath }: RemoteRoutesProps) {
  const { user } = useAuth();
  const shellExtras = useHeaderExtras();
  if (basePath === '/entregador') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <DriverAppRoutes basePath={basePath} />
      </Suspense>
    );
  }
  // The store switcher (main store / branches) goes in the top bar, before the shell's widgets.
  return (
    <HeaderExtrasContext.Provider
      value={
        <>
          <StoreSwitcher />
          {shellExtras}
        </>
      }
    >
      <AreaLayout title="Painel da loja" nav={storeNav(basePath, user?.role)}>
        <SupportBanner />
        {/* The subscription's standing (trial days left, grace, read-only) above every store screen. */}
        <PlanBanner />
        <ScreenRoutes screens={STORE_SCREENS} index="dashboard" />
      </AreaLayout>
    </HeaderExtrasContext.Provider>
  );
}
