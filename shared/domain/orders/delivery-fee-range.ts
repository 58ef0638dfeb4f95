import { formatBRL } from '../money';
import type { DeliveryRules } from './delivery';

type FeeRules = Pick<DeliveryRules, 'zones' | 'bands' | 'flatFeeCents'> & Partial<Pick<DeliveryRules, 'polygons' | 'rates'>>;

/** The fees a customer can be charged: the polygons', zones' and bands' when the store has any, else its flat fee (before per km and surcharges). */
export function deliveryFeeRange(rules: FeeRules): { minCents: number; maxCents: number } {
  const fees = [...(rules.polygons ?? []), ...rules.zones, ...rules.bands].map((rule) => rule.feeCents);
  if (fees.length === 0) return { minCents: rules.flatFeeCents, maxCents: rules.flatFeeCents };
  return { minCents: Math.min(...fees), maxCents: Math.max(...fees) };
}

/**
 * 'R$ 7,00', 'Grátis', 'a partir de R$ 4,90' (zones or bands of different fees, or a fee that grows per km) or
 * 'Grátis ou até R$ 9,90'.
 */
export function deliveryFeeRangeText(rules: FeeRules): string {
  const { minCents, maxCents } = deliveryFeeRange(rules);
  const perKm = (rules.rates?.perKmCents ?? 0) > 0;
  if (maxCents <= 0 && !perKm) return 'Grátis';
  if (minCents === maxCents && !perKm) return formatBRL(minCents);
  if (minCents <= 0 && !perKm) return `Grátis ou até ${formatBRL(maxCents)}`;
  return `a partir de ${formatBRL(minCents)}`;
}
