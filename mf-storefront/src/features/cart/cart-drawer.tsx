import { lazy, Suspense, useState } from 'react';
import { Badge, Fab } from '@comanda/shared/ui/mui';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { BusinessTypeSlug } from '@comanda/shared/domain';
import type { StoreCart } from './use-store-cart';

// The drawer (lines, coupon form, notes field) is not part of the storefront's first load: it loads on the first tap.
const CartPanel = lazy(() => import('./cart-panel').then((m) => ({ default: m.CartPanel })));

/** `maxQuantity`: the store's line limit (StorePublic.quantityLimits), where the quantity steppers stop. */
type Props = { slug: string; businessType: BusinessTypeSlug | string; cart: StoreCart; maxQuantity?: number };

/** Floating cart button with the item count, opening the cart summary. */
export function CartDrawer({ slug, businessType, cart, maxQuantity }: Props) {
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted, so that closing it plays the drawer's exit transition.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Fab
        color="primary"
        aria-label={`Abrir carrinho, ${cart.count} ${cart.count === 1 ? 'item' : 'itens'}`}
        onClick={() => (setOpen(true), setOpened(true))}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <Badge badgeContent={cart.count} color="secondary" max={99} data-testid="cart-count">
          <ShoppingCartIcon />
        </Badge>
      </Fab>
      {opened && (
        <Suspense fallback={null}>
          <CartPanel slug={slug} businessType={businessType} cart={cart} maxQuantity={maxQuantity} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
