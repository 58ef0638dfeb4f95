import { lazy, Suspense } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const StoreProfilePage = lazy(() => import('./pages/store-profile-page').then((module) => ({ default: module.StoreProfilePage })));

export function StoreProfileScreen() {
  return (
    <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
      <StoreProfilePage />
    </Suspense>
  );
}
