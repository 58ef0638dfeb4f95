/** @jest-environment node */
import { makeProduct, pick } from '../catalog/test-helpers';
import { formatBRL } from '../money';
import { cartChangeMessage } from './cart-change';
import { repriceCart } from './reprice';
import type { Cart, CartItem } from './types';

const pizza = { ...makeProduct('pizzaria', { sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 55 }], toppings: [{ name: 'Calabresa', price: 0 }] }, 45), id: 1, name: 'Pizza' };
const soda = { ...makeProduct('pizzaria', {}, 8), id: 2, name: 'Refrigerante' };

const line = (overrides: Partial<CartItem>): CartItem => ({
  lineKey: `line-${overrides.id}`,
  id: 1,
  name: 'Pizza',
  price: 5500,
  basePrice: 4500,
  quantity: 1,
  image: null,
  // As the product modal builds it: the product's own options (ids included).
  selectedOptions: {
    selectedSize: { id: 'sizes:1:grande', name: 'Grande', priceCents: 5500 },
    selectedToppings: [{ id: 'toppings:0:calabresa', name: 'Calabresa', priceCents: 0, quantity: 1 }],
  } as unknown as CartItem['selectedOptions'],
  addedAt: '2026-11-22T20:00:00.000Z',
  ...overrides,
});

const cartOf = (items: CartItem[]): Cart => ({ storeId: 1, items, notes: 'sem cebola', coupon: { code: 'X', type: 'fixed', value: 100 } });

describe('repriceCart', () => {
  it('keeps a cart whose prices still hold (same object: nothing to save)', () => {
    const cart = cartOf([line({}), line({ id: 2, name: 'Refrigerante', price: 800, basePrice: 800, selectedOptions: null })]);
    expect(repriceCart(cart, [pizza, soda])).toEqual({ cart, changes: [] });
    expect(repriceCart(cart, [pizza, soda]).cart).toBe(cart);
  });

  it('takes the new price of a line, with the engine for options and the base price for a quick add', () => {
    const cheaper = { ...pizza, business_type_options: { sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 50 }], toppings: [{ name: 'Calabresa', price: 0 }] } };
    const promo = { ...soda, promo_price: 6.5 };
    const cart = cartOf([line({ quantity: 2 }), line({ id: 2, name: 'Refrigerante', price: 800, basePrice: 800, selectedOptions: null })]);
    const { cart: next, changes } = repriceCart(cart, [cheaper, promo]);
    expect(next.items.map((item) => [item.price, item.basePrice, item.quantity])).toEqual([[5000, 4500, 2], [650, 650, 1]]);
    expect(next).toMatchObject({ notes: 'sem cebola', coupon: { code: 'X' } });
    expect(changes).toEqual([
      { kind: 'price', name: 'Pizza', fromCents: 5500, toCents: 5000 },
      { kind: 'price', name: 'Refrigerante', fromCents: 800, toCents: 650 },
    ]);
    expect(changes.map(cartChangeMessage)).toEqual([`O preço de Pizza mudou: agora ${formatBRL(5000)} cada.`, `O preço de Refrigerante mudou: agora ${formatBRL(650)} cada.`]);
  });

  it('removes a line whose option is not the product’s own (a client-made name), or that lacks its size', () => {
    const cart = cartOf([
      line({ selectedOptions: { selectedSize: pick('Grande') } as unknown as CartItem['selectedOptions'] }),
      line({ id: 1, lineKey: 'quick', selectedOptions: null }),
    ]);
    const { cart: next, changes } = repriceCart(cart, [pizza]);
    expect(next.items).toEqual([]);
    expect(changes).toEqual([
      { kind: 'removed', name: 'Pizza', reason: 'options' },
      { kind: 'removed', name: 'Pizza', reason: 'options' },
    ]);
  });

  it('removes a line whose product is gone or whose option is no longer offered', () => {
    const noGrande = { ...pizza, business_type_options: { sizes: [{ name: 'Média', price: 40 }], toppings: [{ name: 'Calabresa', price: 0 }] } };
    const cart = cartOf([line({}), line({ id: 2, name: 'Refrigerante', price: 800, basePrice: 800, selectedOptions: null })]);
    const { cart: next, changes } = repriceCart(cart, [noGrande]);
    expect(next.items).toEqual([]);
    expect(changes.map(cartChangeMessage)).toEqual([
      'Pizza saiu do carrinho: uma opção escolhida não está mais disponível.',
      'Refrigerante não está mais disponível e saiu do carrinho.',
    ]);
  });
});
