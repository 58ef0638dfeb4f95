import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const PlatformDashboardPage = lazy(() => import('./pages/platform-dashboard-page').then((m) => ({ default: m.PlatformDashboardPage })));

export const PlatformDashboardScreen = () => (
  <LazyScreen>
    <PlatformDashboardPage />
  </LazyScreen>
);
