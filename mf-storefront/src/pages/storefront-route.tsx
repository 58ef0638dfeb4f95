import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { productBaseCents, type Product, type StorePublic } from '@comanda/shared/domain';
import { useStoreQuery } from '../api/catalog-api';
import type { ProductModalResult } from '@comanda/shared/ui/catalog';
import type { AuthTab } from '../features/auth-dialog/auth-dialog';
import { CartDrawer } from '../features/cart/cart-drawer';
import { useCartRepricing } from '../features/cart/use-cart-repricing';
import { useReorderFromLink } from '../features/cart/use-reorder-from-link';
import { useStoreCart } from '../features/cart/use-store-cart';
import { StoreTheme } from '../features/storefront/components/store-theme';
import { useLinkedProduct } from '../features/storefront/hooks/use-linked-product';
import { useShareProduct } from '../features/storefront/hooks/use-share-product';
import { prefetchOptionEngine } from '../lib/option-engine';
import { StorefrontPage } from './storefront-page';
import { useToasts } from '@comanda/shared/state';

const noop = () => undefined;

// The modal with the 14 option panels and the auth forms load on first use, not before the first card.
const ProductModal = lazy(() => import('@comanda/shared/ui/catalog').then((m) => ({ default: m.ProductModal })));
const AuthDialog = lazy(() => import('../features/auth-dialog/auth-dialog').then((m) => ({ default: m.AuthDialog })));
const SubscribeDialog = lazy(() => import('../features/meal-subscription/subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })));

/** A marmita whose store offers it by subscription (the modal shows "Assinar"). */
const offersSubscription = (product: Product) => {
  const options = product.business_type_options;
  return typeof options === 'object' && options !== null && (options as { has_subscription?: unknown }).has_subscription === true;
};

/** The storefront screen wired to the product modal, the store's cart and the auth dialog. */
function StoreWithCart({ store }: { store: StorePublic }) {
  const cart = useStoreCart(store.id);
  useCartRepricing(store.slug, cart);
  const { enqueueSnackbar } = useToasts();
  const [product, setProduct] = useState<Product | null>(null);
  const [authTab, setAuthTab] = useState<AuthTab | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [subscribing, setSubscribing] = useState<{ product: Product; result: ProductModalResult } | null>(null);
  useReorderFromLink(store.id, cart, useCallback(() => setAuthTab('login'), []));
  useEffect(() => prefetchOptionEngine(), []);
  // A product's own link (/loja/{slug}/p/{id}) opens its modal; closing it returns to the store's address.
  const leaveProductLink = useLinkedProduct(store.slug, setProduct);
  const shareProduct = useShareProduct(store);
  const closeProduct = () => {
    setProduct(null);
    leaveProductLink();
  };

  const addFromModal = (chosen: Product, result: ProductModalResult) => {
    cart.add({
      id: chosen.id,
      name: chosen.name,
      image: chosen.image ?? null,
      basePrice: productBaseCents(chosen),
      price: result.unitPriceCents,
      quantity: result.quantity,
      selectedOptions: result.selection,
      businessType: chosen.business_type_slug ?? null,
    });
    closeProduct();
    enqueueSnackbar('Produto adicionado ao carrinho', { variant: 'success' });
  };

  const quickAdd = (chosen: Product, quantity: number) => {
    const unit = productBaseCents(chosen);
    cart.add({ id: chosen.id, name: chosen.name, image: chosen.image ?? null, basePrice: unit, price: unit, quantity, selectedOptions: null });
  };

  return (
    <>
      <StorefrontPage
        cart={{ count: cart.count, onOpen: () => setCartOpen(true) }}
        onOpenProduct={(chosen) => setProduct(chosen)}
        onQuickAdd={quickAdd}
        onOpenAuth={setAuthTab}
      />
      {/* The page is drawn without MUI: its dialogs take the store's colours from this theme. */}
      <StoreTheme store={store}>
        <CartDrawer
          slug={store.slug}
          businessType={store.businessType?.slug ?? ''}
          cart={cart}
          maxQuantity={store.quantityLimits.lineQuantity}
          open={cartOpen}
          onClose={() => setCartOpen(false)}
        />
        <Suspense fallback={null}>
          {product && (
            <ProductModal
              product={product}
              open
              limits={store.quantityLimits}
              onClose={closeProduct}
              onAdd={(result) => addFromModal(product, result)}
              onShare={() => void shareProduct(product)}
              secondaryAction={offersSubscription(product) ? { label: 'Assinar', onClick: (result) => (setSubscribing({ product, result }), setProduct(null)) } : undefined}
            />
          )}
          {subscribing && (
            <SubscribeDialog
              store={store}
              product={subscribing.product}
              selection={subscribing.result.selection}
              quantity={subscribing.result.quantity}
              onClose={() => setSubscribing(null)}
              onSignIn={() => setAuthTab('login')}
            />
          )}
          {authTab !== null && <AuthDialog open initialTab={authTab} storeId={store.id} onClose={() => setAuthTab(null)} />}
        </Suspense>
      </StoreTheme>
    </>
  );
}

export function StorefrontRoute() {
  const { slug = '' } = useParams();
  const { data: store } = useStoreQuery(slug);
  if (store) return <StoreWithCart store={store} />;
  return <StorefrontPage cart={null} onOpenProduct={noop} onQuickAdd={noop} onOpenAuth={noop} />;
}
