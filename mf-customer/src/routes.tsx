import { AreaLayout, ScreenRoutes, type RemoteRoutesProps } from '@comanda/shared/ui';
import { CustomerBasePath } from './customer-paths';
import { CUSTOMER_SCREENS, customerNav } from './screens';

/** Exposed as `mf_customer/routes`: the customer area under /customer. */
export default function CustomerRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <CustomerBasePath basePath={basePath}>
      <AreaLayout title="Área do cliente" nav={customerNav(basePath)}>
        <ScreenRoutes screens={CUSTOMER_SCREENS} index="dashboard" />
      </AreaLayout>
    </CustomerBasePath>
  );
}
