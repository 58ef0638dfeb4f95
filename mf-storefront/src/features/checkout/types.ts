import type { ReactNode } from 'react';
import type { Cart, CartTotals, Order, StorePublic } from '@comanda/shared/domain';

/** What the checkout needs of the store's cart (the page passes the cart feature's hook result). */
export type CheckoutCart = {
  cart: Cart;
  totals: CartTotals;
  clear: () => void;
};

export type CheckoutPageProps = {
  store: StorePublic;
  cart: CheckoutCart;
  /** The cart feature's coupon form (apply / remove), rendered in the summary. */
  coupon: ReactNode;
  /** Opens the login dialog (guests may log in to fill their data). */
  onLogin: () => void;
  /** After the order is placed: the page clears the cart and opens the success page. */
  onPlaced: (order: Order) => void;
};
