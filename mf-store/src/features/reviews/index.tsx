import { lazy, Suspense } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const ReviewsPage = lazy(() => import('./pages/reviews-page').then((m) => ({ default: m.ReviewsPage })));

/** /store/delivery/reviews. */
export const ReviewsScreen = () => (
  <Suspense fallback={<CircularProgress aria-label="Carregando" />}>
    <ReviewsPage />
  </Suspense>
);
