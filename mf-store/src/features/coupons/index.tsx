import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@comanda/shared/ui/mui';

const CouponsListPage = lazy(() => import('./pages/coupons-list-page').then((m) => ({ default: m.CouponsListPage })));
const CouponCreatePage = lazy(() => import('./pages/coupon-edit-page').then((m) => ({ default: m.CouponCreatePage })));
const CouponEditPage = lazy(() => import('./pages/coupon-edit-page').then((m) => ({ default: m.CouponEditPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;
}

/** `refusal`: why the plan does not let the coupons change now (screens.tsx asks the plan); null: they can. */
type ScreenProps = { refusal?: string | null };

export const CouponsListScreen = ({ refusal }: ScreenProps) => (
  <Loading>
    <CouponsListPage refusal={refusal} />
  </Loading>
);
export const CouponCreateScreen = ({ refusal }: ScreenProps) => (
  <Loading>
    <CouponCreatePage refusal={refusal} />
  </Loading>
);
export const CouponEditScreen = ({ refusal }: ScreenProps) => (
  <Loading>
    <CouponEditPage refusal={refusal} />
  </Loading>
);
