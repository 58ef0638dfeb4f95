import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const RemotesPage = lazy(() => import('./pages/remotes-page').then((m) => ({ default: m.RemotesPage })));

export const RemotesScreen = () => (
  <LazyScreen>
    <RemotesPage />
  </LazyScreen>
);
