import { emptyCart, type Cart } from '@comanda/shared/domain';

const keyFor = (storeId: number) => `comanda:cart:${storeId}`;

/** The cart is kept per store in browser storage (spec section 3). */
export function readStoredCart(storeId: number): Cart {
  try {
    const raw = localStorage.getItem(keyFor(storeId));
    if (!raw) return emptyCart(storeId);
    const parsed = JSON.parse(raw) as Partial<Cart>;
    return { ...emptyCart(storeId), ...parsed, items: Array.isArray(parsed.items) ? parsed.items : [], storeId };
  } catch {
    return emptyCart(storeId);
  }
}

export function writeStoredCart(cart: Cart): void {
  try {
    localStorage.setItem(keyFor(cart.storeId), JSON.stringify(cart));
  } catch {
    // Storage full or disabled: the cart still works for this visit.
  }
}
