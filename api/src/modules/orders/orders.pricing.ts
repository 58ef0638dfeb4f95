import {
  MAX_ORDER_TOTAL_CENTS,
  ORDER_MESSAGES,
  priceResolvedSelection,
  QUANTITY_MESSAGES,
  safeMultiply,
  type PriceLine,
  type ProductSelection,
  type QuantityLimits,
} from '@comanda/shared/domain';
import { validationError, type FieldErrors } from '../../lib/http-error';
import type { OrderableProduct } from './orders.context';
import { optionLinesOf } from './orders.serialize';

export type OrderItemInput = { product_id: number; quantity: number; selected_options?: Record<string, unknown> | null; notes?: string | null };

export type PricedItem = {
  productId: number;
  name: string;
  businessTypeSlug: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** The resolved selection: the product's own options (never the client's text). */
  selectedOptions: ProductSelection | null;
  priceLines: PriceLine[];
  optionLines: string[];
  notes: string | null;
};

const addError = (errors: FieldErrors, key: string, message: string) => {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Prices every line with the shared engine from the products as stored now (the store's orderable ones,
 * by id, with their options as normalised when written): the client's prices and option texts are never read. Every chosen option is resolved against
 * the product (resolveSelection); what is stored and printed is built from that resolution. A missing
 * product, an option the product does not offer, an exceeded limit (option copies, line and order units,
 * money) is a 422 naming the item (`items.N.selected_options.group.M`); one bad line refuses the order.
 */
export function priceOrderItems(catalog: Map<number, OrderableProduct>, businessTypeSlug: string | null, items: OrderItemInput[], limits: QuantityLimits): PricedItem[] {
  const errors: FieldErrors = {};
  const priced = items.flatMap((item, index): PricedItem[] => {
    const orderable = catalog.get(item.product_id);
    if (!orderable) {
      addError(errors, `items.${index}.product_id`, ORDER_MESSAGES.productUnavailable);
      return [];
    }
    if (item.quantity > limits.lineQuantity) {
      addError(errors, `items.${index}.quantity`, QUANTITY_MESSAGES.lineQuantity(limits.lineQuantity));
      return [];
    }
    const { product, options } = orderable;
    const result = priceResolvedSelection(product, item.selected_options ?? null, { maxOptionCopies: limits.optionCopies, options });
    if (!result.ok) {
      for (const error of result.errors) addError(errors, `items.${index}.selected_options${error.path ? `.${error.path}` : ''}`, error.message);
      return [];
    }
    const unitPriceCents = result.price.unitTotalCents;
    const totalCents = safeMultiply(unitPriceCents, item.quantity);
    if (totalCents === null || totalCents > MAX_ORDER_TOTAL_CENTS) {
      addError(errors, 'items', QUANTITY_MESSAGES.orderTotal());
      return [];
    }
    return [
      {
        productId: product.id,
        name: product.name,
        businessTypeSlug: product.business_type_slug ?? businessTypeSlug,
        quantity: item.quantity,
        unitPriceCents,
        totalCents,
        selectedOptions: result.selection,
        priceLines: result.price.lines,
        optionLines: optionLinesOf(product.business_type_slug ?? businessTypeSlug, result.selection),
        notes: item.notes?.trim() || null,
      },
    ];
  });
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  if (units > limits.orderUnits) addError(errors, 'items', QUANTITY_MESSAGES.orderUnits(limits.orderUnits));
  if (Object.keys(errors).length === 0 && priced.reduce((sum, item) => sum + item.totalCents, 0) > MAX_ORDER_TOTAL_CENTS) {
    addError(errors, 'items', QUANTITY_MESSAGES.orderTotal());
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return priced;
}
