/** @jest-environment node */
import type { ProductSelection } from '../catalog/registry';
import { addToCart, applyCoupon, cartItemCount, cartSubtotalCents, cartTotals, clearCart, emptyCart, removeCoupon, removeItem, updateQuantity } from './cart';
import { cartLineKey } from './line-key';
import type { Cart, NewCartItem } from './types';

const NOW = '2025-03-10T12:00:00.000Z';
const LATER = '2025-03-10T12:05:00.000Z';

const opt = (name: string, quantity = 1) => ({ id: `g:${name}`, name, priceCents: 100, quantity });

const selection = (toppings: string[], extra: Record<string, unknown> = {}) =>
  ({ selectedSize: { id: 's:g', name: 'Grande', priceCents: 5500 }, selectedToppings: toppings.map((t) => opt(t)), selectedEdge: null, selectedSideDishes: [], halfHalfEnabled: toppings.length > 1, observations: '', ...extra }) as unknown as ProductSelection;

const item = (overrides: Partial<NewCartItem> = {}): NewCartItem => ({
  id: 7,
  name: 'Pizza',
  price: 5750,
  basePrice: 4500,
  quantity: 1,
  image: null,
  selectedOptions: selection(['Calabresa', 'Margherita']),
  ...overrides,
});

const cartWith = (...items: NewCartItem[]): Cart => items.reduce((cart, next) => addToCart(cart, next, NOW), emptyCart(3));

describe('addToCart', () => {
  it('appends a line with its key and time stamp', () => {
    const cart = addToCart(emptyCart(3), item({ quantity: 2 }), NOW);
    expect(cart.items).toEqual([{ ...item({ quantity: 2 }), lineKey: cartLineKey(7, item().selectedOptions), addedAt: NOW }]);
  });

  it('accepts a Date clock', () => {
    expect(addToCart(emptyCart(3), item(), new Date(NOW)).items[0]?.addedAt).toBe(NOW);
  });

  it('merges the same product with equal options, whatever the list order', () => {
    const first = addToCart(emptyCart(3), item(), NOW);
    const merged = addToCart(first, item({ quantity: 2, selectedOptions: selection(['Margherita', 'Calabresa']) }), LATER);
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 3, addedAt: NOW });
  });

  it('merges when only the key order of the options differs', () => {
    const reordered = Object.fromEntries(Object.entries(item().selectedOptions as object).reverse()) as unknown as ProductSelection;
    expect(addToCart(cartWith(item()), item({ selectedOptions: reordered }), LATER).items).toHaveLength(1);
  });

  it.each([
    ['other options', item({ selectedOptions: selection(['Calabresa']) })],
    ['other quantities of an extra', item({ selectedOptions: selection(['Calabresa', 'Margherita'], { selectedSideDishes: [opt('Refri', 2)] }) })],
    ['other observations', item({ selectedOptions: selection(['Calabresa', 'Margherita'], { observations: 'sem cebola' }) })],
    ['another product', item({ id: 8 })],
    ['no options', item({ selectedOptions: null })],
  ])('keeps separate lines for %s', (_case, other) => {
    const cart = addToCart(cartWith(item()), other, LATER);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[1]).toMatchObject({ addedAt: LATER, quantity: 1 });
    expect(cart.items[0]?.lineKey).not.toBe(cart.items[1]?.lineKey);
  });

  it('adds at least one unit', () => {
    expect(addToCart(emptyCart(3), item({ quantity: 0 }), NOW).items[0]?.quantity).toBe(1);
    expect(addToCart(emptyCart(3), item({ quantity: 2.9 }), NOW).items[0]?.quantity).toBe(2);
    expect(addToCart(emptyCart(3), item({ quantity: Number.NaN }), NOW).items[0]?.quantity).toBe(1);
  });

  it('never holds more in one line than an order line may carry (99)', () => {
    expect(addToCart(emptyCart(3), item({ quantity: 1e7 }), NOW).items[0]?.quantity).toBe(99);
    expect(addToCart(cartWith(item({ quantity: 60 })), item({ quantity: 60 }), LATER).items[0]?.quantity).toBe(99);
  });

  it('does not mutate the cart', () => {
    const cart = cartWith(item());
    const snapshot = JSON.stringify(cart);
    addToCart(cart, item(), LATER);
    addToCart(cart, item({ id: 9 }), LATER);
    expect(JSON.stringify(cart)).toBe(snapshot);
  });
});

describe('quantity, removal and clearing', () => {
  const cart = cartWith(item(), item({ id: 8, price: 1000 }));
  const [pizzaLine, otherLine] = cart.items as [Cart['items'][number], Cart['items'][number]];

  it('updates a line quantity, never below 1', () => {
    expect(updateQuantity(cart, pizzaLine.lineKey, 4).items.map((l) => l.quantity)).toEqual([4, 1]);
    expect(updateQuantity(cart, pizzaLine.lineKey, 0).items[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, pizzaLine.lineKey, -5).items[0]?.quantity).toBe(1);
    expect(updateQuantity(cart, pizzaLine.lineKey, 2.5).items[0]?.quantity).toBe(2);
    expect(updateQuantity(cart, pizzaLine.lineKey, 1000).items[0]?.quantity).toBe(99);
    expect(updateQuantity(cart, pizzaLine.lineKey, Number.NaN)).toBe(cart);
    expect(updateQuantity(cart, 'nope', 3).items).toEqual(cart.items);
  });

  it('removes a line', () => {
    expect(removeItem(cart, pizzaLine.lineKey).items).toEqual([otherLine]);
  });

  it('clears items, notes and coupon but keeps the store', () => {
    const full = { ...applyCoupon(cart, { code: 'X', type: 'fixed', value: 500 }), notes: 'Interfone 12' };
    expect(clearCart(full)).toEqual({ items: [], notes: '', storeId: 3, coupon: null });
  });
});

describe('totals', () => {
  const cart = cartWith(item({ price: 5750, quantity: 2 }), item({ id: 8, price: 1290, quantity: 3, selectedOptions: null }));

  it('sums lines and counts units', () => {
    expect(cartSubtotalCents(cart)).toBe(5750 * 2 + 1290 * 3);
    expect(cartItemCount(cart)).toBe(5);
    expect(cartTotals(cart)).toEqual({ subtotal: 15370, discount: 0, total: 15370 });
  });

  it('applies and removes a coupon', () => {
    const withCoupon = applyCoupon(cart, { code: 'DEZ', type: 'percentage', value: 10 });
    expect(cartTotals(withCoupon)).toEqual({ subtotal: 15370, discount: 1537, total: 13833 });
    expect(cartTotals(removeCoupon(withCoupon))).toEqual({ subtotal: 15370, discount: 0, total: 15370 });
  });

  it('never goes below 0', () => {
    expect(cartTotals(applyCoupon(cart, { code: 'MEGA', type: 'fixed', value: 99999 }))).toEqual({ subtotal: 15370, discount: 15370, total: 0 });
    expect(cartTotals(applyCoupon(emptyCart(3), { code: 'X', type: 'fixed', value: 500 }))).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});
