import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { productBaseCents, type Product, type StorePublic } from '@comanda/shared/domain';
import { useStoreProductsQuery, useStoreQuery } from '../api/catalog-api';
import { listenForIntents, type FirstScreenIntent } from '../first-screen/intents';
import { fullScreenMounted } from '../first-screen/takeover';
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
import { useAuth, useToasts } from '@comanda/shared/state';

const noop = () => undefined;

const quickAddMessage = (quantity: number, productName: string) => `${quantity} unidade(s) de ${productName} adicionada(s) ao carrinho`;

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
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  const [product, setProduct] = useState<Product | null>(null);
  const [authTab, setAuthTab] = useState<AuthTab | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  // The cart shows what the toasts said ('adicionado'); on a phone they would cover its total and 'Finalizar Pedido'.
  const openCart = () => {
    closeSnackbar();
    setCartOpen(true);
  };
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

  /** A card's 'Adicionar', on the page or tapped in the first screen: no options, the spec's message. */
  const quickAdd = (chosen: Product, quantity: number) => {
    const unit = productBaseCents(chosen);
    cart.add({ id: chosen.id, name: chosen.name, image: chosen.image ?? null, basePrice: unit, price: unit, quantity, selectedOptions: null });
    enqueueSnackbar(quickAddMessage(quantity, chosen.name), { variant: 'success' });
  };

  // The first screen (first-screen/) hands over what the customer asked before this app took the page over.
  const { data: products } = useStoreProductsQuery({ slug: store.slug });
  const { user, isLoading: checkingSession } = useAuth();
  const [intents, setIntents] = useState<FirstScreenIntent[]>([]);
  const [userMenuRequest, setUserMenuRequest] = useState(0);
  useEffect(() => {
    fullScreenMounted();
    return listenForIntents((intent) => setIntents((pending) => [...pending, intent]));
  }, []);
  useEffect(() => {
    if (intents.length === 0) return;
    // What names a product waits for the catalog; the account's intents, for the start-up check of the session.
    const waits = (intent: FirstScreenIntent) =>
      'productId' in intent ? !products : (intent.type === 'auth' || intent.type === 'account') && checkingSession;
    const waiting = intents.filter(waits);
    for (const intent of intents) {
      if (waiting.includes(intent)) continue;
      const chosen = 'productId' in intent ? products?.find((candidate) => candidate.id === intent.productId) : undefined;
      if (intent.type === 'cart') openCart();
      // The first screen drew the session the browser had stored; the app knows whether it is still valid.
      else if (intent.type === 'auth' && !user) setAuthTab(intent.tab);
      else if (intent.type === 'account') {
        if (user) setUserMenuRequest((count) => count + 1);
        else setAuthTab('login');
      } else if (intent.type === 'product' && chosen) setProduct(chosen);
      else if (intent.type === 'quick-add' && chosen) quickAdd(chosen, intent.quantity);
    }
    // Only when some were answered: a new array each time would run this again at once, for as long as one waits.
    if (waiting.length < intents.length) setIntents(waiting);
    // quickAdd and enqueueSnackbar act on the cart and toasts of this render; rerunning for them would repeat intents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intents, products, checkingSession]);

  return (
    <>
      <StorefrontPage
        cart={{ count: cart.count, onOpen: openCart }}
        onOpenProduct={(chosen) => setProduct(chosen)}
        onQuickAdd={quickAdd}
        onOpenAuth={setAuthTab}
        userMenuRequest={userMenuRequest}
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
