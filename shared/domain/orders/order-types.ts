export const ORDER_TYPES = ['delivery', 'pickup', 'dine_in'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  delivery: 'Delivery',
  pickup: 'Retirada',
  dine_in: 'Consumo no Local',
};

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

export const ORDER_CHANNELS = ['online', 'pos'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
