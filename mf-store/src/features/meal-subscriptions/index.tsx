import { lazy, Suspense } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const MealSubscribersPage = lazy(() => import('./pages/meal-subscribers-page').then((m) => ({ default: m.MealSubscribersPage })));
const MealProductionPage = lazy(() => import('./pages/meal-production-page').then((m) => ({ default: m.MealProductionPage })));

/** /store/meal-subscriptions. */
export const MealSubscribersScreen = () => (
  <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
    <MealSubscribersPage />
  </Suspense>
);

/** /store/meal-subscriptions/production. */
export const MealProductionScreen = () => (
  <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
    <MealProductionPage />
  </Suspense>
);
