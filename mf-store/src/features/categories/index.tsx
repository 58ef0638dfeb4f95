import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

// The category screens (and @dnd-kit/sortable) load when one of them opens.
const CategoriesPage = lazy(() => import('./pages/categories-page').then((m) => ({ default: m.CategoriesPage })));
const CategoryFormPage = lazy(() => import('./pages/category-form-page').then((m) => ({ default: m.CategoryFormPage })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;

export const CategoriesScreen = () => (
  <Loading>
    <CategoriesPage />
  </Loading>
);

export const CategoryFormScreen = () => (
  <Loading>
    <CategoryFormPage />
  </Loading>
);
