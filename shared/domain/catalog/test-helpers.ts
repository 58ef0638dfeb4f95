import type { Product } from './product';
import type { SelectedOption } from './option';

/** A product of the given business type (prices in reais, as on the wire). */
export function makeProduct(slug: string, options: Product['business_type_options'], price: Product['price'] = 10, promo: Product['promo_price'] = null): Product {
  return { id: 1, name: 'Produto', price, promo_price: promo, business_type_slug: slug, business_type_options: options };
}

/**
 * A chosen item referring to the product's option by name only, with a bogus id and price:
 * the engine must re-price from the product.
 */
export function pick(name: string, quantity = 1): SelectedOption {
  return { id: `client:${name}`, name, priceCents: 999_999, quantity };
}
