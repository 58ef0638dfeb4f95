import { useEffect } from 'react';
import { cartChangeMessage } from '@comanda/shared/domain';
import { useStoreProductsQuery } from '../../api/catalog-api';
import { loadOptionEngine } from '../../lib/option-engine';
import type { StoreCart } from './use-store-cart';
import { useToasts } from '@comanda/shared/state';

/**
 * Keeps the cart's prices those of the catalog as it is now (a cart can wait in the browser for days):
 * changed lines take the new price, lines that can no longer be ordered leave, and each change is told
 * in a toast. `fresh` asks the catalog again on mount (the checkout) instead of reusing the cached one.
 */
export function useCartRepricing(slug: string, cart: StoreCart, { fresh = false }: { fresh?: boolean } = {}) {
  const { data: products } = useStoreProductsQuery({ slug }, { refetchOnMountOrArgChange: fresh });
  const { enqueueSnackbar } = useToasts();
  const { cart: current, replaceRepriced } = cart;

  useEffect(() => {
    if (!products || current.items.length === 0) return;
    let stale = false;
    // The engine loads for a cart that has lines (most first visits start empty).
    void loadOptionEngine().then(({ repriceCart }) => {
      // The cart or the catalog changed meanwhile: the effect of the newer pair reprices.
      if (stale) return;
      const { cart: next, changes } = repriceCart(current, products);
      if (next === current) return;
      replaceRepriced(next);
      for (const change of changes) enqueueSnackbar(cartChangeMessage(change), { variant: change.kind === 'removed' ? 'warning' : 'info' });
    });
    return () => {
      stale = true;
    };
  }, [products, current, replaceRepriced, enqueueSnackbar]);
}
