import { linePrice, ORDER_MESSAGES, type PriceLine, type Product, type ProductSelection } from '@comanda/shared/domain';
import { validationError, type FieldErrors } from '../../lib/http-error';
import { optionLinesOf } from './orders.serialize';

export type OrderItemInput = { product_id: number; quantity: number; selected_options?: Record<string, unknown> | null; notes?: string | null };

export type PricedItem = {
  productId: number;
  name: string;
  businessTypeSlug: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  selectedOptions: ProductSelection | null;
  priceLines: PriceLine[];
  optionLines: string[];
  notes: string | null;
};

/**
 * Prices every line with the shared engine from the products as stored now (the store's orderable ones,
 * by id): the client's prices are never read. A missing product, an option the product no longer offers
 * or an exceeded limit is a 422 on that item (`items.N.…`), with the engine's own message for limits.
 */
export function priceOrderItems(catalog: Map<number, Product>, businessTypeSlug: string | null, items: OrderItemInput[]): PricedItem[] {
  const errors: FieldErrors = {};
  const priced = items.flatMap((item, index): PricedItem[] => {
    const product = catalog.get(item.product_id);
    if (!product) {
      errors[`items.${index}.product_id`] = [ORDER_MESSAGES.productUnavailable];
      return [];
    }
    const selection = item.selected_options ?? null;
    const result = linePrice(product, selection);
    if (result.unknownOptions.length > 0) {
      errors[`items.${index}.selected_options`] = [`${ORDER_MESSAGES.optionUnavailable}: ${result.unknownOptions.map((o) => o.name).join(', ')} (${product.name})`];
      return [];
    }
    if (result.violations.length > 0) {
      errors[`items.${index}.selected_options`] = result.violations.map((v) => v.message);
      return [];
    }
    return [
      {
        productId: product.id,
        name: product.name,
        businessTypeSlug,
        quantity: item.quantity,
        unitPriceCents: result.unitTotalCents,
        totalCents: result.unitTotalCents * item.quantity,
        selectedOptions: selection as ProductSelection | null,
        priceLines: result.lines,
        optionLines: optionLinesOf(businessTypeSlug, selection),
        notes: item.notes?.trim() || null,
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return priced;
}
