import { formatBRL } from '../money';
import type { DeliveryRules } from './delivery';

/** The fees a customer can be charged: the zones' and bands' when the store has any, else its flat fee. */
export function deliveryFeeRange(rules: Pick<DeliveryRules, 'zones' | 'bands' | 'flatFeeCents'>): { minCents: number; maxCents: number } {
  const fees = [...rules.zones, ...rules.bands].map((rule) => rule.feeCents);
  if (fees.length === 0) return { minCents: rules.flatFeeCents, maxCents: rules.flatFeeCents };
  return { minCents: Math.min(...fees), maxCents: Math.max(...fees) };
}

/** 'R$ 7,00', 'Grátis', 'a partir de R$ 4,90' (zones or bands of different fees) or 'Grátis ou até R$ 9,90'. */
export function deliveryFeeRangeText(rules: Pick<DeliveryRules, 'zones' | 'bands' | 'flatFeeCents'>): string {
  const { minCents, maxCents } = deliveryFeeRange(rules);
  if (maxCents <= 0) return 'Grátis';
  if (minCents === maxCents) return formatBRL(minCents);
  if (minCents <= 0) return `Grátis ou até ${formatBRL(maxCents)}`;
  return `a partir de ${formatBRL(minCents)}`;
}
