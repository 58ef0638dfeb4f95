import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const ReportsPage = lazy(() => import('./pages/reports-page').then((m) => ({ default: m.ReportsPage })));

export const ReportsScreen = () => (
  <LazyScreen>
    <ReportsPage />
  </LazyScreen>
);
