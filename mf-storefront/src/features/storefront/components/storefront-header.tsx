import type { ReactNode } from 'react';
import { AppBar, Avatar, Button, Toolbar, Typography } from '@mui/material';
import { dashboardPathFor, type StorePublic } from '@comanda/shared/domain';
import { useAuth } from '@comanda/shared/state';
import { storageUrl, UserMenu, type UserMenuLink } from '@comanda/shared/ui';
import { brandSurface } from '../lib/storefront-theme';

type Props = {
  store: StorePublic;
  cartButton: ReactNode;
  onOpenAuth: (tab: 'login' | 'register') => void;
};

export function StorefrontHeader({ store, cartButton, onOpenAuth }: Props) {
  const { user } = useAuth();
  const logo = storageUrl(store.logo);
  const links: UserMenuLink[] = [
    { label: 'Dashboard', to: dashboardPathFor(user?.role) },
    { label: 'Meus Pedidos', to: '/customer/orders/history' },
    { label: 'Meu Perfil', to: '/customer/profile' },
  ];

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1.5, maxWidth: 'lg', width: '100%', mx: 'auto' }}>
        <Avatar
          src={logo ?? undefined}
          alt={logo ? `Logo de ${store.name}` : undefined}
          sx={{ ...brandSurface(store.primaryColor), width: 40, height: 40, fontWeight: 700 }}
        >
          {store.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {store.name}
        </Typography>
        {cartButton}
        {user ? (
          <UserMenu links={links} />
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
