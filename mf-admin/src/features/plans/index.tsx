import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const PlansListPage = lazy(() => import('./pages/plans-list-page').then((m) => ({ default: m.PlansListPage })));
const PlanDetailsPage = lazy(() => import('./pages/plan-details-page').then((m) => ({ default: m.PlanDetailsPage })));
const PlanCreatePage = lazy(() => import('./pages/plan-form-page').then((m) => ({ default: m.PlanCreatePage })));
const PlanEditPage = lazy(() => import('./pages/plan-form-page').then((m) => ({ default: m.PlanEditPage })));

export const PlansListScreen = () => (
  <LazyScreen>
    <PlansListPage />
  </LazyScreen>
);
export const PlanDetailsScreen = () => (
  <LazyScreen>
    <PlanDetailsPage />
  </LazyScreen>
);
export const PlanCreateScreen = () => (
  <LazyScreen>
    <PlanCreatePage />
  </LazyScreen>
);
export const PlanEditScreen = () => (
  <LazyScreen>
    <PlanEditPage />
  </LazyScreen>
);
