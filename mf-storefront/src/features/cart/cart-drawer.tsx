import { lazy, Suspense, useState } from 'react';
import type { BusinessTypeSlug } from '@comanda/shared/domain';
import type { StoreCart } from './use-store-cart';

// The drawer (lines, coupon form, notes field) is not part of the storefront's first load: it loads on the first tap.
const CartPanel = lazy(() => import('./cart-panel').then((m) => ({ default: m.CartPanel })));

/** `maxQuantity`: the store's line limit (StorePublic.quantityLimits), where the quantity steppers stop. */
type Props = { slug: string; businessType: BusinessTypeSlug | string; cart: StoreCart; maxQuantity?: number; open: boolean; onClose: () => void };

/** The cart summary (the storefront's floating cart button opens it). */
export function CartDrawer({ slug, businessType, cart, maxQuantity, open, onClose }: Props) {
  // Once opened the panel stays mounted, so that closing it plays the drawer's exit transition.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel slug={slug} businessType={businessType} cart={cart} maxQuantity={maxQuantity} open={open} onClose={onClose} />
    </Suspense>
  );
}
