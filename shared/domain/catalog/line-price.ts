import { priceSelection, type PriceResult } from './price-engine';
import type { Product } from './product';
import { productBaseCents } from './product-price';

export type LinePrice = Pick<PriceResult, 'unitTotalCents' | 'lines' | 'violations' | 'unknownOptions'>;

/**
 * What one unit of a line costs (spec §9): a line without a selection (the storefront's quick add) is the
 * product's base price with no options; any other goes through the engine as it is. The API and the cart
 * price a client's selection with priceResolvedSelection (resolve-selection.ts), which resolves it first.
 */
export function linePrice(product: Product, selection: unknown): LinePrice {
  if (selection === null || selection === undefined) {
    const base = productBaseCents(product);
    return { unitTotalCents: base, lines: [{ group: 'base', label: 'Preço base', unitCents: base, quantity: 1, totalCents: base }], violations: [], unknownOptions: [] };
  }
  return priceSelection(product, selection, { logger: () => {} });
}
