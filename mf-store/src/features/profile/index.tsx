import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';

const StoreProfilePage = lazy(() => import('./pages/store-profile-page').then((module) => ({ default: module.StoreProfilePage })));

export function StoreProfileScreen() {
  return (
    <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
      <StoreProfilePage />
    </Suspense>
  );
}
