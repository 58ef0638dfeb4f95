import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const PlatformSettingsPage = lazy(() => import('./pages/platform-settings-page').then((m) => ({ default: m.PlatformSettingsPage })));

export const PlatformSettingsScreen = () => (
  <LazyScreen>
    <PlatformSettingsPage />
  </LazyScreen>
);
