import { lazy } from 'react';
import { LazyScreen } from '../../common/components/lazy-screen';

const SubscriptionsListPage = lazy(() => import('./pages/subscriptions-list-page').then((m) => ({ default: m.SubscriptionsListPage })));
const SubscriptionDetailsPage = lazy(() => import('./pages/subscription-details-page').then((m) => ({ default: m.SubscriptionDetailsPage })));
const SubscriptionEditPage = lazy(() => import('./pages/subscription-edit-page').then((m) => ({ default: m.SubscriptionEditPage })));
const SubscriptionCreatePage = lazy(() => import('./pages/subscription-create-page').then((m) => ({ default: m.SubscriptionCreatePage })));

export const SubscriptionsListScreen = () => (
  <LazyScreen>
    <SubscriptionsListPage />
  </LazyScreen>
);
export const SubscriptionDetailsScreen = () => (
  <LazyScreen>
    <SubscriptionDetailsPage />
  </LazyScreen>
);
export const SubscriptionEditScreen = () => (
  <LazyScreen>
    <SubscriptionEditPage />
  </LazyScreen>
);
export const SubscriptionCreateScreen = () => (
  <LazyScreen>
    <SubscriptionCreatePage />
  </LazyScreen>
);
