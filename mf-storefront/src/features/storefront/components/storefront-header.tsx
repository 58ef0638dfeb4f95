import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { accountButtonText, responsiveImage, type StorePublic } from '@comanda/shared/domain';
import { storageUrl } from '@comanda/shared/ui';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { color, spacing, type, up } from '../ui/tokens';

/** The avatar's CSS size in px. */
const LOGO_SIZE = 40;

const Bar = styled.header({
  position: 'sticky',
  top: 0,
  // MUI's appBar layer: above the page, below the floating cart button, dialogs and toasts.
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: '100%',
  backgroundColor: color.paper,
  color: 'inherit',
  borderBottom: `1px solid ${color.divider}`,
});

const Toolbar = styled.div({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1.5),
  width: '100%',
  maxWidth: 1200,
  minHeight: 56,
  margin: '0 auto',
  padding: spacing(0, 2),
  '@media (orientation: landscape)': { minHeight: 48 },
  [up.sm]: { minHeight: 64, padding: spacing(0, 3) },
});

const StoreName = styled.p({
  ...type.h6,
  margin: 0,
  fontWeight: 700,
  flexGrow: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

type Props = {
  store: StorePublic;
  cartButton: ReactNode;
  /** The guest's 'Entrar'/'Cadastrar' (GuestButtons), or a signed-in customer's heart and the user menu. */
  account: ReactNode;
};

/** The storefront's sticky header: the store's logo and name, then the cart and account slots. */
export function StorefrontHeader({ store, cartButton, account }: Props) {
  const logoUrl = storageUrl(store.logo);
  // Our uploads come in 96 and 192 px: the 40px avatar takes the 96 one (192 on 3x screens).
  const logo = logoUrl ? responsiveImage(logoUrl, 'logo') : null;

  return (
    <Bar>
      <Toolbar>
        <Avatar size={LOGO_SIZE} sizes={`${LOGO_SIZE}px`} srcSet={logo?.srcSet} src={logo?.src} alt={logo ? `Logo de ${store.name}` : undefined}>
          {store.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <StoreName>{store.name}</StoreName>
        {cartButton}
        {account}
      </Toolbar>
    </Bar>
  );
}

const SignInButton = styled(Button)({
  flexShrink: 0,
  padding: spacing(0.75, 1),
  [up.sm]: { padding: spacing(0.75, 2) },
});

const RegisterButton = styled(Button)({
  flexShrink: 0,
  padding: spacing(0.75, 1.5),
  [up.sm]: { padding: spacing(0.75, 2) },
});

/** The guest's 'Entrar' and 'Cadastrar' in the header's account slot. */
export function GuestButtons({ onOpenAuth }: { onOpenAuth: (tab: 'login' | 'register') => void }) {
  return (
    <>
      {/* Spec section 4: the auth dialog opens on the register tab from either button. */}
      <SignInButton variant="text" onClick={() => onOpenAuth('register')}>
        Entrar
      </SignInButton>
      <RegisterButton variant="contained" onClick={() => onOpenAuth('register')}>
        Cadastrar
      </RegisterButton>
    </>
  );
}

const AccountAvatar = styled(Avatar)({ fontSize: 14 });

/**
 * A signed-in user's button in the account slot before the app's user menu is there (the first screen): the same
 * name and label as the menu's, and it asks for the menu.
 */
export function SignedInButton({ name, onOpenMenu }: { name: string; onOpenMenu: () => void }) {
  const text = accountButtonText(name);
  return (
    <Button
      variant="text"
      aria-haspopup="menu"
      aria-label={text.label}
      startIcon={<AccountAvatar size={28}>{text.initial}</AccountAvatar>}
      onClick={onOpenMenu}
    >
      {text.firstName}
    </Button>
  );
}
