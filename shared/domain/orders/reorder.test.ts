/** @jest-environment node */
import { cartLineKey } from '../cart/line-key';
import { makeProduct } from '../catalog/test-helpers';
import { reorderCart, type ReorderSourceItem } from './reorder';

const now = new Date('2026-11-24T23:00:00.000Z');
const pizza = { ...makeProduct('pizzaria', { sizes: [{ name: 'Média', price: 40 }, { name: 'Grande', price: 55 }], toppings: [{ name: 'Calabresa', price: 0 }] }, 45), id: 1, name: 'Pizza', image: '/storage/pizza.png' };
const soda = { ...makeProduct('pizzaria', {}, 8), id: 2, name: 'Refrigerante' };
/** The resolved selection an order item stores (the product's own options, ids included). */
const grande = {
  selectedSize: { id: 'sizes:1:grande', name: 'Grande', priceCents: 5500 },
  selectedToppings: [{ id: 'toppings:0:calabresa', name: 'Calabresa', priceCents: 0, quantity: 1 }],
} as unknown as ReorderSourceItem['selectedOptions'];

const item = (overrides: Partial<ReorderSourceItem>): ReorderSourceItem => ({
  productId: 1,
  name: 'Pizza',
  quantity: 1,
  unitPriceCents: 5500,
  businessTypeSlug: 'pizzaria',
  selectedOptions: grande,
  ...overrides,
});

describe('reorderCart', () => {
  it('turns the order items into cart lines at today’s prices, stamped now, with nothing to tell when prices held', () => {
    const { items, changes } = reorderCart([item({ quantity: 2 }), item({ productId: 2, name: 'Refrigerante', unitPriceCents: 800, selectedOptions: null })], [pizza, soda], now);
    expect(changes).toEqual([]);
    expect(items).toEqual([
      { lineKey: cartLineKey(1, grande), id: 1, name: 'Pizza', price: 5500, basePrice: 4500, quantity: 2, image: '/storage/pizza.png', selectedOptions: grande, businessType: 'pizzaria', addedAt: now.toISOString() },
      { lineKey: cartLineKey(2, null), id: 2, name: 'Refrigerante', price: 800, basePrice: 800, quantity: 1, image: null, selectedOptions: null, businessType: 'pizzaria', addedAt: now.toISOString() },
    ]);
  });

  it('tells a price that changed since the customer paid it, and takes the new one', () => {
    const dearer = { ...soda, price: 9.5 };
    const { items, changes } = reorderCart([item({ productId: 2, name: 'Refrigerante', unitPriceCents: 800, selectedOptions: null })], [dearer], now);
    expect(items.map((line) => [line.price, line.basePrice])).toEqual([[950, 950]]);
    expect(changes).toEqual([{ kind: 'price', name: 'Refrigerante', fromCents: 800, toCents: 950 }]);
  });

  it('drops what cannot be ordered any more: a deleted product, one the catalog no longer lists, an option no longer offered', () => {
    const noGrande = { ...pizza, business_type_options: { sizes: [{ name: 'Média', price: 40 }], toppings: [{ name: 'Calabresa', price: 0 }] } };
    const { items, changes } = reorderCart(
      [item({ productId: null, name: 'Esfiha' }), item({}), item({ productId: 2, name: 'Refrigerante', unitPriceCents: 800, selectedOptions: null })],
      [noGrande],
      now,
    );
    expect(items).toEqual([]);
    expect(changes).toEqual([
      { kind: 'removed', name: 'Esfiha', reason: 'product' },
      { kind: 'removed', name: 'Pizza', reason: 'options' },
      { kind: 'removed', name: 'Refrigerante', reason: 'product' },
    ]);
  });

  it('merges equal lines and names a renamed product as the catalog does now', () => {
    const renamed = { ...pizza, name: 'Pizza da Casa' };
    const { items } = reorderCart([item({ quantity: 1 }), item({ quantity: 3 })], [renamed], now);
    expect(items.map((line) => [line.name, line.quantity])).toEqual([['Pizza da Casa', 4]]);
  });
});
