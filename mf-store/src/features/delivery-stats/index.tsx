import { lazy, Suspense } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const DeliveryStatsPage = lazy(() => import('./pages/delivery-stats-page').then((m) => ({ default: m.DeliveryStatsPage })));

export const DeliveryStatsScreen = () => (
  <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
    <DeliveryStatsPage />
  </Suspense>
);
