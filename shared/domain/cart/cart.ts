import { DEFAULT_QUANTITY_LIMITS } from '../orders/quantity-limits';
import { couponDiscountCents } from './coupon';
import { canonicalText, cartLineKey } from './line-key';
import type { Cart, CartCoupon, CartItem, CartTotals, NewCartItem } from './types';

export function emptyCart(storeId: number): Cart {
  return { items: [], notes: '', storeId, coupon: null };
}

/** A line holds at most what one order line may carry (the API refuses more). */
const MAX_LINE = DEFAULT_QUANTITY_LIMITS.lineQuantity;

/** Spec §9: minimum quantity 1; fractions are floored; garbage counts as 1; at most MAX_LINE. */
function validQuantity(quantity: unknown): number {
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 1 ? Math.min(MAX_LINE, Math.floor(quantity)) : 1;
}

const sameLine = (line: CartItem, item: NewCartItem): boolean =>
  line.id === item.id && canonicalText(line.selectedOptions) === canonicalText(item.selectedOptions);

/**
 * Spec §4: an item whose product id and selected options match an existing line adds to that line's
 * quantity (the line keeps its price and time stamp); otherwise a new line is appended, stamped `now`.
 */
export function addToCart(cart: Cart, item: NewCartItem, now: Date | string = new Date()): Cart {
  const quantity = validQuantity(item.quantity);
  const index = cart.items.findIndex((line) => sameLine(line, item));
  if (index !== -1) {
    return { ...cart, items: cart.items.map((line, i) => (i === index ? { ...line, quantity: Math.min(MAX_LINE, line.quantity + quantity) } : line)) };
  }
  const addedAt = typeof now === 'string' ? now : now.toISOString();
  const line: CartItem = { ...item, quantity, lineKey: cartLineKey(item.id, item.selectedOptions), addedAt };
  return { ...cart, items: [...cart.items, line] };
}

/** Quantity never goes below 1 nor above the order line limit (non-numbers are ignored). */
export function updateQuantity(cart: Cart, lineKey: string, quantity: number): Cart {
  if (!Number.isFinite(quantity)) return cart;
  const next = Math.min(MAX_LINE, Math.max(1, Math.floor(quantity)));
  return { ...cart, items: cart.items.map((line) => (line.lineKey === lineKey ? { ...line, quantity: next } : line)) };
}

export function removeItem(cart: Cart, lineKey: string): Cart {
  return { ...cart, items: cart.items.filter((line) => line.lineKey !== lineKey) };
}

/** Empties items, notes and coupon (the store stays). */
export function clearCart(cart: Cart): Cart {
  return { ...cart, items: [], notes: '', coupon: null };
}

export function applyCoupon(cart: Cart, coupon: CartCoupon): Cart {
  return { ...cart, coupon };
}

export function removeCoupon(cart: Cart): Cart {
  return { ...cart, coupon: null };
}

export function cartSubtotalCents(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Units in the cart (the badge of the cart button). */
export function cartItemCount(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, line) => sum + line.quantity, 0);
}

/** Spec §9: the total is never below 0. */
export function cartTotals(cart: Pick<Cart, 'items' | 'coupon'>): CartTotals {
  const subtotal = cartSubtotalCents(cart);
  const discount = couponDiscountCents(cart.coupon, subtotal);
  return { subtotal, discount, total: Math.max(0, subtotal - discount) };
}
