import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const BusinessTypesListPage = lazy(() => import('./pages/business-types-list-page').then((m) => ({ default: m.BusinessTypesListPage })));
const BusinessTypeDetailsPage = lazy(() => import('./pages/business-type-details-page').then((m) => ({ default: m.BusinessTypeDetailsPage })));
const BusinessTypeCreatePage = lazy(() => import('./pages/business-type-form-page').then((m) => ({ default: m.BusinessTypeCreatePage })));
const BusinessTypeEditPage = lazy(() => import('./pages/business-type-form-page').then((m) => ({ default: m.BusinessTypeEditPage })));

export const BusinessTypesListScreen = () => (
  <LazyScreen>
    <BusinessTypesListPage />
  </LazyScreen>
);
export const BusinessTypeDetailsScreen = () => (
  <LazyScreen>
    <BusinessTypeDetailsPage />
  </LazyScreen>
);
export const BusinessTypeCreateScreen = () => (
  <LazyScreen>
    <BusinessTypeCreatePage />
  </LazyScreen>
);
export const BusinessTypeEditScreen = () => (
  <LazyScreen>
    <BusinessTypeEditPage />
  </LazyScreen>
);
