import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { StorePublic } from '@comanda/shared/domain';
import type { AuthTab } from '../features/auth-dialog/auth-dialog';
import { StorefrontHeader } from '../features/storefront/components/storefront-header';
import { StoreTheme } from '../features/storefront/components/store-theme';
import { StorefrontSurface } from '../features/storefront/ui/surface';
import { StorefrontAccount } from './storefront-account';

const AuthDialog = lazy(() => import('../features/auth-dialog/auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** The store's colours, its header (login/register or the user menu) and the auth dialog, around checkout and tracking. */
export function StoreFrame({ store, children }: { store: StorePublic; children: (openAuth: (tab: AuthTab) => void) => ReactNode }) {
  const [authTab, setAuthTab] = useState<AuthTab | null>(null);
  return (
    <StoreTheme store={store}>
      <StorefrontSurface store={store}>
        <StorefrontHeader store={store} cartButton={null} account={<StorefrontAccount store={store} onOpenAuth={setAuthTab} />} />
        <main>{children(setAuthTab)}</main>
      </StorefrontSurface>
      <Suspense fallback={null}>{authTab !== null && <AuthDialog open initialTab={authTab} storeId={store.id} onClose={() => setAuthTab(null)} />}</Suspense>
    </StoreTheme>
  );
}
