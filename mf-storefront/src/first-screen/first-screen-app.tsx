import { Global } from '@emotion/react';
import { useEffect, useState } from 'react';
import { cartItemCount, type AuthUser } from '@comanda/shared/domain';
import { readStoredToken, readStoredUser } from '@comanda/shared/state/auth-storage';
import { readStoredCart } from '../features/cart/cart-storage';
import { GuestButtons, SignedInButton } from '../features/storefront/components/storefront-header';
import { StorefrontScreen } from '../features/storefront/components/storefront-screen';
import type { StorefrontSsrData } from '../ssr/storefront-ssr-state';
import type { FirstScreenIntent } from './intents';

// What MUI's CssBaseline does that the page needs before the app brings it.
const PAGE_RESET = {
  html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  body: { margin: 0 },
} as const;

/**
 * The storefront's first screen on its own (issue 14): what the server renders and the first script hydrates, before
 * React Router, Redux and MUI load. What it cannot do itself becomes an intent the full app carries out.
 */
type Props = {
  data: StorefrontSsrData;
  onIntent: (intent: FirstScreenIntent) => void;
  /** Once hydrated (the effects of the whole screen have run). */
  onMounted?: () => void;
};

export function FirstScreenApp({ data, onIntent, onMounted }: Props) {
  // After hydration: the server knows no cart.
  const [cartCount, setCartCount] = useState(0);
  useEffect(() => setCartCount(cartItemCount(readStoredCart(data.store.id))), [data.store.id]);
  // Likewise the session: the server drew the guest's buttons, a signed-in user sees their own name.
  const [user, setUser] = useState<AuthUser | null>(null);
  useEffect(() => setUser(readStoredToken() ? readStoredUser() : null), []);
  const [mounted] = useState(() => onMounted);
  useEffect(() => mounted?.(), [mounted]);
  return (
    <>
      <Global styles={PAGE_RESET} />
      <StorefrontScreen
      store={data.store}
      categories={data.categories}
      products={data.products}
      productsLoading={false}
      reviews={data.reviews}
      cart={{ count: cartCount, onOpen: () => onIntent({ type: 'cart' }) }}
      account={
        user ? (
          <SignedInButton name={user.name} onOpenMenu={() => onIntent({ type: 'account' })} />
        ) : (
          <GuestButtons onOpenAuth={(tab) => onIntent({ type: 'auth', tab })} />
        )
      }
      onOpenProduct={(product) => onIntent({ type: 'product', productId: product.id })}
      onQuickAdd={(product, quantity) => onIntent({ type: 'quick-add', productId: product.id, quantity })}
      />
    </>
  );
}
