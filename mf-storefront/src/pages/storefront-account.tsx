import { lazy, Suspense } from 'react';
import { dashboardPathFor, type StorePublic } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import type { UserMenuLink } from '@comanda/shared/ui';
import { GuestButtons } from '../features/storefront/components/storefront-header';
import { StoreTheme } from '../features/storefront/components/store-theme';

// Only a signed-in customer sees the heart: guests (most visitors) never download it.
// Signed-in users' menu (MUI Menu, Popover, Modal) loads with them, not with every guest's first visit.
const UserMenu = lazy(() => import(/* webpackExports: ["UserMenu"] */ '@comanda/shared/ui').then((m) => ({ default: m.UserMenu })));
const FavoriteStoreButton = lazy(() => import('@comanda/shared/ui/store-discovery').then((m) => ({ default: m.FavoriteStoreButton })));

type Props = {
  store: StorePublic;
  onOpenAuth: (tab: 'login' | 'register') => void;
  /** Each new value opens the user menu (UserMenu's openRequest). */
  userMenuRequest?: number;
};

/** The storefront header's account area: 'Entrar'/'Cadastrar' for a guest, the heart and the user menu once signed in. */
export function StorefrontAccount({ store, onOpenAuth, userMenuRequest }: Props) {
  const { user } = useAuth();
  if (!user) return <GuestButtons onOpenAuth={onOpenAuth} />;
  const links: UserMenuLink[] = [
    { label: 'Dashboard', to: dashboardPathFor(user.role) },
    { label: 'Meus Pedidos', to: '/customer/orders/history' },
    { label: 'Meu Perfil', to: '/customer/profile' },
  ];
  return (
    <StoreTheme store={store}>
      <Suspense fallback={null}>
        {user.role === 'customer' && <FavoriteStoreButton storeId={store.id} storeName={store.name} />}
        <UserMenu links={links} openRequest={userMenuRequest} />
      </Suspense>
    </StoreTheme>
  );
}
