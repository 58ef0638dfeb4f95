import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const StoresListPage = lazy(() => import('./pages/stores-list-page').then((m) => ({ default: m.StoresListPage })));
const StoreDetailsPage = lazy(() => import('./pages/store-details-page').then((m) => ({ default: m.StoreDetailsPage })));
const StoreEditPage = lazy(() => import('./pages/store-edit-page').then((m) => ({ default: m.StoreEditPage })));
const StoreCreatePage = lazy(() => import('./pages/store-create-page').then((m) => ({ default: m.StoreCreatePage })));

export const StoresListScreen = () => (
  <LazyScreen>
    <StoresListPage />
  </LazyScreen>
);
export const StoreDetailsScreen = () => (
  <LazyScreen>
    <StoreDetailsPage />
  </LazyScreen>
);
export const StoreEditScreen = () => (
  <LazyScreen>
    <StoreEditPage />
  </LazyScreen>
);
export const StoreCreateScreen = () => (
  <LazyScreen>
    <StoreCreatePage />
  </LazyScreen>
);
