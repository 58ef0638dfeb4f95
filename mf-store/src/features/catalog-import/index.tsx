import { lazy, Suspense } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';


const CatalogImportPage = lazy(() => import('./pages/catalog-import-page').then((module) => ({ default: module.CatalogImportPage })));

export function CatalogImportScreen() {
  return (
    <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
      <CatalogImportPage />
    </Suspense>
  );
}
