import { lazy, Suspense, type ReactNode } from 'react';
import { AppBar, Avatar, Button, Toolbar, Typography } from '@comanda/shared/ui/mui';
import { dashboardPathFor, responsiveImage, type StorePublic } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { storageUrl, type UserMenuLink } from '@comanda/shared/ui';
import { brandSurface } from '../lib/storefront-theme';

// Only a signed-in customer sees the heart: guests (most visitors) never download it.
// Signed-in users' menu (MUI Menu, Popover, Modal) loads with them, not with every guest's first visit.
const UserMenu = lazy(() => import(/* webpackExports: ["UserMenu"] */ '@comanda/shared/ui').then((m) => ({ default: m.UserMenu })));
const FavoriteStoreButton = lazy(() => import('@comanda/shared/ui/store-discovery').then((m) => ({ default: m.FavoriteStoreButton })));

/** The avatar's CSS size in px. */
const LOGO_SIZE = 40;

type Props = {
  store: StorePublic;
  cartButton: ReactNode;
  onOpenAuth: (tab: 'login' | 'register') => void;
};

export function StorefrontHeader({ store, cartButton, onOpenAuth }: Props) {
  const { user } = useAuth();
  const logoUrl = storageUrl(store.logo);
  // Our uploads come in 96 and 192 px: the 40px avatar takes the 96 one (192 on 3x screens).
  const logo = logoUrl ? responsiveImage(logoUrl, 'logo') : null;
  const links: UserMenuLink[] = [
    { label: 'Dashboard', to: dashboardPathFor(user?.role) },
    { label: 'Meus Pedidos', to: '/customer/orders/history' },
    { label: 'Meu Perfil', to: '/customer/profile' },
  ];

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1.5, maxWidth: 'lg', width: '100%', mx: 'auto' }}>
        <Avatar
          sizes={logo?.srcSet ? `${LOGO_SIZE}px` : undefined}
          srcSet={logo?.srcSet ?? undefined}
          src={logo?.src}
          alt={logo ? `Logo de ${store.name}` : undefined}
          sx={{ ...brandSurface(store.primaryColor), width: LOGO_SIZE, height: LOGO_SIZE, fontWeight: 700 }}
        >
          {store.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {store.name}
        </Typography>
        {user?.role === 'customer' && (
          <Suspense fallback={null}>
            <FavoriteStoreButton storeId={store.id} storeName={store.name} />
          </Suspense>
        )}
        {cartButton}
        {user ? (
          <Suspense fallback={null}>
            <UserMenu links={links} />
          </Suspense>
        ) : (
          <>
            {/* Spec section 4: the auth dialog opens on the register tab from either button. */}
            <Button color="inherit" onClick={() => onOpenAuth('register')} sx={{ flexShrink: 0, px: { xs: 1, sm: 2 } }}>
              Entrar
            </Button>
            <Button variant="contained" onClick={() => onOpenAuth('register')} sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2 } }}>
              Cadastrar
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
