import styled from '@emotion/styled';
import { mdiCart } from '@mdi/js';
import { Icon } from '../ui/icon';
import { color, focusRing } from '../ui/tokens';

const FAB_OFFSET = 24;
const FAB_SIZE = 56;
/** The room the page leaves under its content, so that the floating button never covers the last card's buttons. */
export const CART_BUTTON_CLEARANCE = FAB_OFFSET + FAB_SIZE + 16;

const Fab = styled.button({
  position: 'fixed',
  right: FAB_OFFSET,
  bottom: FAB_OFFSET,
  // Above the sticky header (MUI's appBar is 1100), below dialogs and toasts.
  zIndex: 1101,
  width: FAB_SIZE,
  height: FAB_SIZE,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: color.primary,
  color: color.onPrimary,
  cursor: 'pointer',
  boxShadow: '0 3px 5px -1px rgba(0,0,0,.2), 0 6px 10px 0 rgba(0,0,0,.14), 0 1px 18px 0 rgba(0,0,0,.12)',
  WebkitTapHighlightColor: 'transparent',
  '&:active': { filter: 'brightness(0.92)' },
  '&:focus-visible': focusRing,
});

const Count = styled.span({
  position: 'absolute',
  top: 6,
  right: 4,
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1,
  backgroundColor: color.secondary,
  color: color.onSecondary,
  '&[data-empty]': { display: 'none' },
});

/** The floating cart button with the number of items (99+ above 99); the cart itself opens elsewhere. */
export function CartButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Fab type="button" aria-label={`Abrir carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`} onClick={onClick}>
      <Icon path={mdiCart} size={24} />
      <Count data-testid="cart-count" data-empty={count === 0 ? '' : undefined}>
        {count > 99 ? '99+' : count}
      </Count>
    </Fab>
  );
}
