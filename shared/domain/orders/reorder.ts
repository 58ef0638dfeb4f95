import { addToCart, emptyCart } from '../cart/cart';
import type { CartChange } from '../cart/cart-change';
import { repriceCart } from '../cart/reprice';
import type { CartItem } from '../cart/types';
import type { Product } from '../catalog/product';
import { productBaseCents } from '../catalog/product-price';
import type { ProductSelection } from '../catalog/registry';

/** One item of a past order, as "pedir de novo" reads it. `unitPriceCents`: what the customer paid for one. */
export type ReorderSourceItem = {
  /** null when the product was deleted since. */
  productId: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  businessTypeSlug: string | null;
  selectedOptions: ProductSelection | null;
};

/**
 * "Pedir de novo": the items of a past order as cart lines, priced again against the catalog as it is now
 * (`products`: the store's orderable products, as the storefront lists them) with the cart's own rule
 * (repriceCart). Each line starts at the price the customer paid, so a price that changed since is told
 * (`kind: 'price'`, from the price paid to today's); a product that is gone (deleted, paused, sold out) or whose
 * options are no longer offered leaves with a `removed` change. Equal lines (same product and options) merge.
 */
export function reorderCart(items: readonly ReorderSourceItem[], products: readonly Product[], now: Date): { items: CartItem[]; changes: CartChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const gone: CartChange[] = [];
  let cart = emptyCart(0);
  for (const item of items) {
    if (item.productId === null) {
      gone.push({ kind: 'removed', name: item.name, reason: 'product' });
      continue;
    }
    const product = byId.get(item.productId);
    cart = addToCart(
      cart,
      {
        id: item.productId,
        // Today's name (a renamed product shows as the catalog names it now).
        name: product?.name ?? item.name,
        price: item.unitPriceCents,
        basePrice: product ? productBaseCents(product) : item.unitPriceCents,
        quantity: item.quantity,
        image: product?.image ?? null,
        selectedOptions: item.selectedOptions,
        businessType: item.businessTypeSlug,
      },
      now,
    );
  }
  const repriced = repriceCart(cart, products);
  return { items: repriced.cart.items, changes: [...gone, ...repriced.changes] };
}
