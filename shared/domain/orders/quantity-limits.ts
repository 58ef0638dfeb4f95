import { formatBRL } from '../money';

/**
 * Upper bounds of an order, the same for the storefront's steppers and the API (issue 8): copies of one
 * option in a line (3x Bacon), units of one line, units of the whole order, and the order's money. A
 * store may lower the first three (stores.max_option_copies, max_line_quantity, max_order_units); it can
 * never raise them.
 */
export const DEFAULT_QUANTITY_LIMITS = {
  /** Copies of one option in one line. */
  optionCopies: 20,
  /** Units of one order line (the cart line's quantity). */
  lineQuantity: 99,
  /** Units of the whole order (sum of the line quantities). */
  orderUnits: 200,
} as const;

export type QuantityLimits = { optionCopies: number; lineQuantity: number; orderUnits: number };

/** The most one order may cost: R$ 100.000,00 (also keeps every sum far below the safe integers and int4). */
export const MAX_ORDER_TOTAL_CENTS = 10_000_000;

/** A store's own limits (null = the default); a value above the default, or not a positive integer, is the default. */
export function effectiveQuantityLimits(store: Partial<Record<keyof QuantityLimits, number | null | undefined>> | null | undefined): QuantityLimits {
  const pick = (key: keyof QuantityLimits): number => {
    const own = store?.[key];
    const fallback = DEFAULT_QUANTITY_LIMITS[key];
    return typeof own === 'number' && Number.isSafeInteger(own) && own >= 1 ? Math.min(own, fallback) : fallback;
  };
  return { optionCopies: pick('optionCopies'), lineQuantity: pick('lineQuantity'), orderUnits: pick('orderUnits') };
}

export const QUANTITY_MESSAGES = {
  optionCopies: (name: string, max: number) => `Quantidade de "${name}" deve ser um número inteiro entre 1 e ${max}.`,
  lineQuantity: (max: number) => `Quantidade entre 1 e ${max}`,
  orderUnits: (max: number) => `No máximo ${max} unidades por pedido.`,
  orderTotal: () => `O valor do pedido passa do limite de ${formatBRL(MAX_ORDER_TOTAL_CENTS)}. Divida-o em pedidos menores.`,
} as const;

/** a × b when it stays exact, else null (the caller refuses the order). */
export function safeMultiply(a: number, b: number): number | null {
  const product = a * b;
  return Number.isSafeInteger(product) ? product : null;
}
