import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const CustomersListPage = lazy(() => import('./pages/customers-list-page').then((m) => ({ default: m.CustomersListPage })));
const CustomerDetailsPage = lazy(() => import('./pages/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;
}

export const CustomersListScreen = () => (
  <Loading>
    <CustomersListPage />
  </Loading>
);
export const CustomerDetailsScreen = () => (
  <Loading>
    <CustomerDetailsPage />
  </Loading>
);
