import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { STORE_NOT_FOUND_MESSAGE, type Order, type StorePublic } from '@comanda/shared/domain';
import { useStoreQuery } from '../api/catalog-api';
import { PageSpinner } from '@comanda/shared/ui';
import { CouponForm } from '../features/cart/coupon-form';
import { useCartRepricing } from '../features/cart/use-cart-repricing';
import { useStoreCart } from '../features/cart/use-store-cart';
import { CheckoutPage } from '../features/checkout';
import { StorefrontMessage } from '../features/storefront/components/storefront-message';
import { StoreFrame } from './store-frame';

/** The checkout wired to the store's cart (and its coupon form); an empty cart goes back to the storefront. */
function CheckoutWithCart({ store }: { store: StorePublic }) {
  const cart = useStoreCart(store.id);
  useCartRepricing(store.slug, cart, { fresh: true });
  const navigate = useNavigate();
  const placed = useRef(false);
  // The stored cart is loaded by an effect: decide about an empty cart only after it ran.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setLoaded(true), []);

  if (!loaded) return <PageSpinner label="Carregando carrinho…" />;
  if (cart.count === 0 && !placed.current) return <Navigate to={`/loja/${store.slug}`} replace />;

  const onPlaced = (order: Order) => {
    placed.current = true;
    navigate(`/loja/${store.slug}/success/${order.public_id}`, { replace: true });
    cart.clear();
  };

  return (
    <StoreFrame store={store}>
      {(openAuth) => (
        <CheckoutPage
          store={store}
          cart={cart}
          onLogin={() => openAuth('login')}
          onPlaced={onPlaced}
          coupon={<CouponForm slug={store.slug} subtotalCents={cart.totals.subtotal} coupon={cart.cart.coupon} onApply={cart.applyCoupon} onRemove={cart.removeCoupon} />}
        />
      )}
    </StoreFrame>
  );
}

/** /loja/{slug}/checkout (lazy: not part of the storefront's first load). */
export function CheckoutRoute() {
  const { slug = '' } = useParams();
  // Fresh store data: open/closed, delivery rules and payment methods may have changed since the storefront loaded.
  const store = useStoreQuery(slug, { skip: !slug, refetchOnMountOrArgChange: true });
  const navigate = useNavigate();
  if (store.data) return <CheckoutWithCart store={store.data} />;
  if (store.isLoading || store.isFetching) return <PageSpinner label="Carregando loja…" />;
  const title = store.isError && (store.error as { status?: unknown }).status !== 404 ? 'Erro ao carregar informações da loja' : STORE_NOT_FOUND_MESSAGE;
  return <StorefrontMessage title={title} onNavigate={navigate} />;
}
