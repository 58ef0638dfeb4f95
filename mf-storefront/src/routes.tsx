import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PRODUCT_LINK_SEGMENT } from '@comanda/shared/domain';
import { PageSpinner, type RemoteRoutesProps } from '@comanda/shared/ui';
import { StorefrontRoute } from './pages/storefront-route';

// The shell calls it before hydrating a /loja/{slug} page rendered by the API (src/ssr).
export { hydrateServerState } from './ssr/storefront-ssr-data';

// Checkout (formik, yup, masks) and tracking (QR code) load when opened, not with the storefront.
const CheckoutRoute = lazy(() => import('./pages/checkout-route').then((m) => ({ default: m.CheckoutRoute })));
const OrderSuccessRoute = lazy(() => import('./pages/order-success-route').then((m) => ({ default: m.OrderSuccessRoute })));

/** Exposed as `mf_storefront/routes`: rendered under /loja/:slug (the slug comes from the parent route). */
export default function StorefrontRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<StorefrontRoute />} />
      {/* A product's own link: the storefront with that product's modal open (productLinkPath). */}
      <Route path={`${PRODUCT_LINK_SEGMENT}/:productId`} element={<StorefrontRoute />} />
      <Route path="checkout" element={<Suspense fallback={<PageSpinner />}><CheckoutRoute /></Suspense>} />
      <Route path="success/:orderId" element={<Suspense fallback={<PageSpinner />}><OrderSuccessRoute /></Suspense>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
