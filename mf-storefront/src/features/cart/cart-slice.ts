import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  applyCoupon,
  clearCart,
  emptyCart,
  removeCoupon,
  removeItem,
  updateQuantity,
  type Cart,
  type CartCoupon,
  type NewCartItem,
} from '@comanda/shared/domain';
import { rootReducer, type RootState } from '@comanda/shared/state';

type CartsState = { byStore: Record<number, Cart> };

type ForStore<T = object> = PayloadAction<{ storeId: number } & T>;

const cartOf = (state: CartsState, storeId: number): Cart => state.byStore[storeId] ?? emptyCart(storeId);

/** Thin Redux wrapper over the cart rules of shared/domain (one cart per store). */
export const cartSlice = createSlice({
  name: 'storefrontCart',
  initialState: { byStore: {} } as CartsState,
  reducers: {
    /** The whole cart at once: loaded from storage, or priced again from the catalog. */
    cartReplaced(state, action: PayloadAction<Cart>) {
      state.byStore[action.payload.storeId] = action.payload;
    },
    itemAdded(state, action: ForStore<{ item: NewCartItem; now: string }>) {
      const { storeId, item, now } = action.payload;
      state.byStore[storeId] = addToCart(cartOf(state, storeId), item, now);
    },
    quantityChanged(state, action: ForStore<{ lineKey: string; quantity: number }>) {
      const { storeId, lineKey, quantity } = action.payload;
      state.byStore[storeId] = updateQuantity(cartOf(state, storeId), lineKey, quantity);
    },
    itemRemoved(state, action: ForStore<{ lineKey: string }>) {
      state.byStore[action.payload.storeId] = removeItem(cartOf(state, action.payload.storeId), action.payload.lineKey);
    },
    notesChanged(state, action: ForStore<{ notes: string }>) {
      state.byStore[action.payload.storeId] = { ...cartOf(state, action.payload.storeId), notes: action.payload.notes };
    },
    couponApplied(state, action: ForStore<{ coupon: CartCoupon }>) {
      state.byStore[action.payload.storeId] = applyCoupon(cartOf(state, action.payload.storeId), action.payload.coupon);
    },
    couponRemoved(state, action: ForStore) {
      state.byStore[action.payload.storeId] = removeCoupon(cartOf(state, action.payload.storeId));
    },
    cartCleared(state, action: ForStore) {
      state.byStore[action.payload.storeId] = clearCart(cartOf(state, action.payload.storeId));
    },
  },
});

/** Remotes never create a store: the slice joins the shell's root reducer. */
export const injectedCartSlice = cartSlice.injectInto(rootReducer);

export const { cartReplaced, itemAdded, quantityChanged, itemRemoved, notesChanged, couponApplied, couponRemoved, cartCleared } =
  cartSlice.actions;
const emptyCarts = new Map<number, Cart>();

/** The store's cart; a store with no cart yet gets one stable empty cart (a fresh object would re-render forever). */
export function selectCart(state: RootState, storeId: number): Cart {
  const carts = injectedCartSlice.selectSlice(state as RootState & { storefrontCart?: CartsState }).byStore;
  const cart = carts[storeId];
  if (cart) return cart;
  if (!emptyCarts.has(storeId)) emptyCarts.set(storeId, emptyCart(storeId));
  return emptyCarts.get(storeId) as Cart;
}
