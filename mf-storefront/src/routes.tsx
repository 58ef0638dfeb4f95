import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@comanda/shared/ui';
import { StorefrontPlaceholder } from './features/storefront/storefront-placeholder';
import { StorefrontRoute } from './pages/storefront-route';

/** Exposed as `mf_storefront/routes`: rendered under /loja/:slug (the slug comes from the parent route). */
export default function StorefrontRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<StorefrontRoute />} />
      <Route path="checkout" element={<StorefrontPlaceholder title="Finalizar pedido" description="Entrega, pagamento e resumo do pedido." />} />
      <Route path="success/:orderId" element={<StorefrontPlaceholder title="Pedido realizado" description="Confirmação e acompanhamento do pedido." />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
