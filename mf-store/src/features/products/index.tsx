import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

// The product screens (data grid, product modal) load when one of them opens.
const ProductsPage = lazy(() => import('./pages/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductFormPage = lazy(() => import('./pages/product-form-page').then((m) => ({ default: m.ProductFormPage })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;

export const ProductsScreen = ({ createRefusal }: { createRefusal?: string | null }) => (
  <Loading>
    <ProductsPage createRefusal={createRefusal} />
  </Loading>
);

export const ProductFormScreen = () => (
  <Loading>
    <ProductFormPage />
  </Loading>
);
