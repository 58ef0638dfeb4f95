import { useCallback, useEffect, useRef } from 'react';
import { cartItemCount, cartTotals, type Cart, type CartCoupon, type NewCartItem } from '@comanda/shared/domain';
import { useAppDispatch, useAppSelector } from '@comanda/shared/state';
import { readStoredCart, writeStoredCart } from './cart-storage';
import {
  cartCleared,
  cartReplaced,
  couponApplied,
  couponRemoved,
  itemAdded,
  itemRemoved,
  notesChanged,
  quantityChanged,
  selectCart,
} from './cart-slice';

/** The cart of one store: loaded from and saved to browser storage. */
export function useStoreCart(storeId: number) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => selectCart(state, storeId));
  const hydrated = useRef(false);

  useEffect(() => {
    hydrated.current = false;
    dispatch(cartReplaced(readStoredCart(storeId)));
  }, [dispatch, storeId]);

  // The first run sees the cart from before loading: saving it would wipe the stored one.
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    writeStoredCart(cart);
  }, [cart]);

  return {
    cart,
    totals: cartTotals(cart),
    count: cartItemCount(cart),
    add: useCallback(
      (item: NewCartItem) => dispatch(itemAdded({ storeId, item, now: new Date().toISOString() })),
      [dispatch, storeId],
    ),
    setQuantity: (lineKey: string, quantity: number) => dispatch(quantityChanged({ storeId, lineKey, quantity })),
    remove: (lineKey: string) => dispatch(itemRemoved({ storeId, lineKey })),
    setNotes: (notes: string) => dispatch(notesChanged({ storeId, notes })),
    applyCoupon: (coupon: CartCoupon) => dispatch(couponApplied({ storeId, coupon })),
    removeCoupon: () => dispatch(couponRemoved({ storeId })),
    clear: () => dispatch(cartCleared({ storeId })),
    /** The same lines priced again from the current catalog (useCartRepricing). */
    replaceRepriced: useCallback((next: Cart) => dispatch(cartReplaced(next)), [dispatch]),
  };
}

export type StoreCart = ReturnType<typeof useStoreCart>;
