import { priceResolvedSelection } from '../catalog/resolve-selection';
import type { Product } from '../catalog/product';
import { productBaseCents } from '../catalog/product-price';
import type { CartChange } from './cart-change';
import type { Cart } from './types';

/**
 * The cart priced again from the catalog as it is now, with the API's own rule (priceResolvedSelection): a
 * line whose product is gone, or whose options are no longer offered, now break a limit or lack a required
 * choice (a size), leaves the cart; a line
 * whose price changed takes the new one. The checkout then shows what the server will charge.
 */
export function repriceCart(cart: Cart, products: readonly Product[]): { cart: Cart; changes: CartChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  const items = cart.items.flatMap((line) => {
    const product = byId.get(line.id);
    if (!product) {
      changes.push({ kind: 'removed', name: line.name, reason: 'product' });
      return [];
    }
    const priced = priceResolvedSelection(product, line.selectedOptions);
    if (!priced.ok) {
      changes.push({ kind: 'removed', name: line.name, reason: 'options' });
      return [];
    }
    const { price } = priced;
    const basePrice = productBaseCents(product);
    if (price.unitTotalCents === line.price && basePrice === line.basePrice) return [line];
    if (price.unitTotalCents !== line.price) changes.push({ kind: 'price', name: line.name, fromCents: line.price, toCents: price.unitTotalCents });
    return [{ ...line, price: price.unitTotalCents, basePrice }];
  });
  const unchanged = items.length === cart.items.length && items.every((line, index) => line === cart.items[index]);
  return { cart: unchanged ? cart : { ...cart, items }, changes };
}
