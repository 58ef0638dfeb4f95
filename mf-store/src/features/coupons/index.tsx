import { lazy, Suspense, type ReactNode } from 'react';
import { CircularProgress } from '@mui/material';

const CouponsListPage = lazy(() => import('./pages/coupons-list-page').then((m) => ({ default: m.CouponsListPage })));
const CouponCreatePage = lazy(() => import('./pages/coupon-edit-page').then((m) => ({ default: m.CouponCreatePage })));
const CouponEditPage = lazy(() => import('./pages/coupon-edit-page').then((m) => ({ default: m.CouponEditPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<CircularProgress aria-label="Carregando" />}>{children}</Suspense>;
}

export const CouponsListScreen = () => (
  <Loading>
    <CouponsListPage />
  </Loading>
);
export const CouponCreateScreen = () => (
  <Loading>
    <CouponCreatePage />
  </Loading>
);
export const CouponEditScreen = () => (
  <Loading>
    <CouponEditPage />
  </Loading>
);
