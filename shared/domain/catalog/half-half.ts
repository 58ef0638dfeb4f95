import { roundCents } from './rounding';

/**
 * How a half-and-half pizza charges its flavours. Each flavour's option price is its extra over
 * the size; 'average' (the default, per the consumer-protection guidance in product-notes) charges
 * the mean of the chosen flavours' extras, rounded to the centavo; 'highest' charges the most
 * expensive one (a store setting may pick it later).
 */
export type HalfHalfPricingRule = 'average' | 'highest';

export const DEFAULT_HALF_HALF_RULE: HalfHalfPricingRule = 'average';

export function halfHalfFlavorsCents(flavorPrices: readonly number[], rule: HalfHalfPricingRule = DEFAULT_HALF_HALF_RULE): number {
  if (flavorPrices.length === 0) return 0;
  if (rule === 'highest') return Math.max(...flavorPrices);
  const sum = flavorPrices.reduce((total, price) => total + price, 0);
  return roundCents(sum / flavorPrices.length);
}
